// review.js against a fake engine: the review goes in chunks with progress, ends with the
// summary, words a refusal, and a change of view stops the old work.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createReview, initialReview } from './review.js';

function setup(answer) {
  const calls = [];
  const store = { state: { replay: { status: 'ready', n: 20, view: { players: 4, seatOfPerson: [0, 1, 2, 3] }, review: initialReview() } } };
  const progress = [];
  let queue = Promise.resolve();
  const review = createReview({
    S: () => store.state,
    update: (fn) => { fn(store.state.replay, store.state); progress.push(store.state.replay.review.done); },
    enqueue: (fn) => (queue = queue.then(() => fn())),
    engine: () => ({
      review: async (...args) => { calls.push(['review', ...args]); return answer('review', args); },
      reviewSummary: async (...args) => { calls.push(['summary', ...args]); return answer('summary', args); },
    }),
    code: () => 'CODE',
    invalidate: () => {},
  });
  return { review, store, calls, progress };
}

const chunk = (args) => ({ ok: true, unit: 'tricks', moves: Array.from({ length: args[4] }, (_, i) => ({ index: args[3] + i, valued: true, loss: 0 })) });

test('the review goes in chunks, shows its progress and ends with the summary', async () => {
  const { review, store, calls, progress } = setup((kind, args) => (kind === 'review' ? chunk(args) : { ok: true, unit: 'tricks', players: [], mistakes: [], samples: 0 }));
  await review.toggle();
  assert.deepEqual(calls.map((c) => c.slice(0, 6)), [
    ['review', 'CODE', 'open', '0', 0, 8], ['review', 'CODE', 'open', '0', 8, 8], ['review', 'CODE', 'open', '0', 16, 4], ['summary', 'CODE', 'open', '0'],
  ]);
  assert.ok(progress.includes(8) && progress.includes(16));
  const rv = store.state.replay.review;
  assert.equal(rv.status, 'done');
  assert.equal(Object.keys(rv.moves).length, 20);
  await review.toggleBots(); // every seat: asked anew
  assert.equal(calls.at(-1)[3], '0,1,2,3');
  await review.toggleBots(); // back: kept, not asked again
  assert.equal(calls.filter((c) => c[3] === '0').length, 4);
});

test('a refusal is worded in the panel; another view stops the old work', async () => {
  const { review, store, calls } = setup((kind, args) => {
    if (args[1] === 'knew') return Promise.reject(Object.assign(new Error('the deal is not over'), { refused: true, code: 'deal-not-over' }));
    return chunk(args);
  });
  const first = review.toggle();
  const second = review.setView('knew');
  await Promise.all([first, second]);
  const rv = store.state.replay.review;
  assert.equal(rv.status, 'failed');
  assert.equal(rv.error.code, 'deal-not-over');
  assert.ok(calls.filter((c) => c[2] === 'open').length <= 1, 'the open view stopped after the call under way');
});
