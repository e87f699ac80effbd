// The table's reading of the engine's events and seats for Whist and Belote: the
// contract, the bottom card and the dummy come from events; the seat the human plays
// for from controllerOf. Run: node --test web/app/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dealFacts, bidding } from './dealFacts.js';
import { isHumanSeatTurn } from './selectors.js';
import { bidSuit, declareArg, deckOf } from './cards.js';

test('the current deal\'s contract, bottom card and bids; an earlier deal\'s do not count', () => {
  const events = [
    { type: 'deal', deal: 1, dealer: 1, trump: '8H' },
    { type: 'bid', player: 0, round: 1, bid: 'H' },
    { type: 'contract', player: 0, side: 0, trump: 'H' },
    { type: 'bottom', card: 'QD' },
    { type: 'deal', deal: 2, dealer: 0, trump: '9S' },
    { type: 'bid', player: 1, round: 1, bid: 'pass' },
  ];
  const obs = { game: 'belote', terminal: false, events };
  assert.deepEqual(dealFacts(obs), { contract: null, bottom: null, dummy: null, bids: [events[5]] });
  assert.equal(bidding(obs), true);
  const played = { ...obs, events: events.slice(0, 4) };
  assert.deepEqual(dealFacts(played).contract, { player: 0, side: 0, trump: 'H' });
  assert.equal(dealFacts(played).bottom, 'QD');
  assert.equal(bidding(played), false);
  assert.equal(bidding({ game: 'whist', terminal: false, events: [] }), false);
  assert.deepEqual(dealFacts({ events: [{ type: 'deal' }, { type: 'dummy', player: 1, controller: 3 }] }).dummy, { player: 1, controller: 3 });
});

test('the human moves for his seat and for a seat he controls (the dummy)', () => {
  const obs = { turn: 1, controllerOf: [0, 3, 2, 3] };
  assert.equal(isHumanSeatTurn(obs, 3), true); // the dealer plays the dummy at seat 1
  assert.equal(isHumanSeatTurn(obs, 0), false);
  assert.equal(isHumanSeatTurn({ ...obs, turn: 0 }, 0), true);
  assert.equal(isHumanSeatTurn({ turn: null, controllerOf: [0, 1] }, 0), false);
});

test('action words and packs: bid:N names a suit, declare:N a number', () => {
  assert.deepEqual(['bid:0', 'bid:1', 'bid:2', 'bid:3', 'bid:4', 'pass'].map(bidSuit), ['S', 'H', 'D', 'C', null, null]);
  assert.deepEqual(['declare:0', 'declare:2', '7o', 'declare:x'].map(declareArg), [0, 2, null, null]);
  assert.deepEqual(['guinote', 'whist', 'belote'].map(deckOf), ['spanish', 'french', 'french']);
});
