// The table's reading of the engine's facts for Whist and Belote: the bidding is
// observation.phase; the seat the human plays for comes from controllerOf. Run: node --test web/app/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bidding } from './dealFacts.js';
import { isHumanSeatTurn } from './selectors.js';
import { bidSuit, declareArg } from './cards.js';

test('the bidding is the engine\'s phase, not a reading of the events', () => {
  // Events that once meant "no contract yet" do not count: only observation.phase does.
  const events = [{ type: 'deal', deal: 1, dealer: 1, trump: '8H' }, { type: 'bid', player: 0, round: 1, bid: 'pass' }];
  assert.equal(bidding({ game: 'belote', phase: 'play', terminal: false, events }), false);
  assert.equal(bidding({ game: 'belote', phase: 'bidding', terminal: false, events: [] }), true);
  assert.equal(bidding({ game: 'whist', phase: 'play', terminal: false, events: [] }), false);
  assert.equal(bidding(null), false);
});

test('the human moves for his seat and for a seat he controls (the dummy)', () => {
  const obs = { turn: 1, controllerOf: [0, 3, 2, 3] };
  assert.equal(isHumanSeatTurn(obs, 3), true); // the dealer plays the dummy at seat 1
  assert.equal(isHumanSeatTurn(obs, 0), false);
  assert.equal(isHumanSeatTurn({ ...obs, turn: 0 }, 0), true);
  assert.equal(isHumanSeatTurn({ turn: null, controllerOf: [0, 1] }, 0), false);
});

test('action words: bid:N names a suit, declare:N a number', () => {
  assert.deepEqual(['bid:0', 'bid:1', 'bid:2', 'bid:3', 'bid:4', 'pass'].map(bidSuit), ['S', 'H', 'D', 'C', null, null]);
  assert.deepEqual(['declare:0', 'declare:2', '7o', 'declare:x'].map(declareArg), [0, 2, null, null]);
});
