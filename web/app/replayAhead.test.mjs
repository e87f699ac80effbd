// The replay viewer's Whist work ahead (replay.js): with the analysis on, the next
// positions are analysed in the background, each once; showing another step stops the
// old work and starts from there. A fake engine client stands for the viewer's worker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createReplayController } from './replay.js';

const N = 30; // actions in the fake replay

function fakeEngine(log) {
  let at = 0;
  const view = () => ({
    ok: true, game: 'whist', players: 4, sides: 2, sideOf: [0, 1, 0, 1], seatOfPerson: [0, 1, 2, 3], controllerOf: [0, 1, 2, 3],
    terminal: at === N, turn: at === N ? null : at % 4, moves: at, events: [], trick: [], hands: [[], [], [], []], handOrders: [{}, {}, {}, {}],
    scores: [], dealer: 3, deal: 1, vueltas: 0, faceUp: null, stock: [], trump: 'S', options: {}, phase: 'play',
  });
  return {
    state: 'idle',
    ready: Promise.resolve(),
    load: async () => { at = N; return { ok: true, moves: N }; },
    codes: async () => ({ ok: true, share: 'S', replay: 'R' }),
    rewind: async (k) => { at = k; return { ok: true, moves: k }; },
    reveal: async () => view(),
    analyze: async () => { log.push(at); return { ok: true, player: at % 4, side: at % 2, cards: [{ card: 'AS', tricks: 7 }] }; },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

test('the next positions are analysed ahead, once each, and a jump moves the work', async () => {
  const log = [];
  const store = { state: { replay: null, motion: {} }, update(fn) { fn(this.state); } };
  const replay = createReplayController({ store, makeEngine: () => fakeEngine(log), onPlayDeal: () => {} });
  await replay.open('R', 'game');
  await replay.toggleAnalysis();
  for (let i = 0; i < 10; i++) await settle();
  assert.deepEqual(log, [0, 1, 2, 3, 4, 5, 6]); // the step shown, then six ahead
  await replay.step(1);
  await replay.step(1); // steps 1 and 2 were ready: no new analysis for them
  assert.equal(store.state.replay.analysis.k, 2);
  await replay.go(20); // a jump: the work goes on from 20, nothing more from the old place
  for (let i = 0; i < 10; i++) await settle();
  // The work ahead of step 2 (7, 8) never ran: the jump came first.
  assert.deepEqual(log, [0, 1, 2, 3, 4, 5, 6, 20, 21, 22, 23, 24, 25, 26]);
});
