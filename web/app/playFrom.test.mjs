// playFrom.js: the replayed deal's outcome picked from the engine's log, no card kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dealOutcome } from './playFrom.js';

test('the nth deal\'s score and outcome events, and nothing of the other deals or the cards', () => {
  const events = [
    { type: 'deal', deal: 1, dealer: 3 }, { type: 'play', player: 0, card: '1o' },
    { type: 'score', side: 0, total: 70 }, { type: 'score', side: 1, total: 50 }, { type: 'partida', side: 0, by: 'points', partidas: 1 },
    { type: 'deal', deal: 2, dealer: 0 }, { type: 'play', player: 1, card: '3c' }, { type: 'trick', player: 1, side: 1, points: 10 },
    { type: 'score', side: 0, total: 40 }, { type: 'score', side: 1, total: 90 },
    { type: 'deal', deal: 3, dealer: 1 },
  ];
  const two = dealOutcome(events, 2);
  assert.equal(two.deal, 2);
  assert.deepEqual(two.scores.map((s) => s.total), [40, 90]);
  assert.deepEqual(two.outcomes, []);
  assert.ok(!JSON.stringify(two).includes('card'));
  assert.deepEqual(dealOutcome(events, 1).outcomes.map((e) => e.type), ['partida']);
  assert.deepEqual(dealOutcome(events, 3).scores, []); // not finished in the log
});
