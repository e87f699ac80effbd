// The one narrator (narrator.js) reads the events' fields: real deals of the three games
// played by the engine, and each event's sentence checked against what the event says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../engine/engine.js';
import { eventForm, canteForm } from './narrator.js';

const engine = await loadEngine();

function dealEvents(game, seed) {
  engine.start(game, 'length=deal', String(seed));
  for (let i = 0; i < 400 && !engine.observe(0).terminal; i++) engine.apply(engine.botAction('random').action);
  return engine.observe(0).events;
}

test('every event of real deals gets its sentence from its own fields, for any game', () => {
  const seen = new Set();
  for (const game of ['guinote', 'whist', 'belote']) {
    for (let seed = 1; seed <= 6; seed++) {
      for (const e of dealEvents(game, seed)) {
        const form = eventForm(e);
        seen.add(form);
        if (e.type === 'trick') assert.equal(form, e.ultimas > 0 ? 'trickLast' : 'trick');
        if (e.type === 'score' && 'tricks' in e) assert.match(form, /^score(Whist|Honours|HonoursVoid)$/);
        if (e.type === 'score' && !('tricks' in e)) assert.equal(form, e.cantes > 0 && !e.counted ? 'scoreVoid' : 'score');
        if (e.type === 'result') assert.equal(form, `result.${e.verdict}`);
        if (e.type === 'sing') assert.equal(canteForm(e), e.points === 40 ? 'forty' : e.suit ? 'twenty' : 'twentyHidden');
      }
    }
  }
  // The deals told a last trick, scores in points and in tricks, and a Belote verdict.
  for (const form of ['trickLast', 'score', 'scoreWhist', 'play', 'deal']) assert.ok(seen.has(form), form);
  assert.ok([...seen].some((f) => f.startsWith('result.')));
});
