// Every lesson played through against the real engine (the WebAssembly module in
// Node): each setup's moves are legal, each act step is the learner's turn with its
// `good` actions legal, wrong and illegal clicks get the expected feedback, every quiz
// has an answer among its choices, and every lesson reaches its end.
// Run: node --test web/tutorial/   (needs web/engine/generated/, tools/build-wasm.sh)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../engine/engine.js';
import { LESSONS, lessonById } from './lessons.js';
import { LessonRunner, ME, isCard } from './runner.js';

const engine = await loadEngine();
// The runner expects the worker's promise API.
const asyncEngine = {};
for (const name of ['start', 'apply', 'observe', 'botAction', 'rewind', 'reveal']) {
  asyncEngine[name] = async (...args) => engine[name](...args);
}

async function play(lesson, { onStep } = {}) {
  const seen = [];
  const runner = new LessonRunner({ engine: asyncEngine, lesson, onChange: () => {} });
  await runner.start();
  for (let guard = 0; guard < 200; guard++) {
    const m = runner.model;
    assert.notEqual(m.phase, 'error', `${lesson.id} step ${m.step}: ${m.error}`);
    if (m.phase === 'done') return seen;
    const step = lesson.steps[runner.index];
    if (onStep) await onStep(runner, step);
    if (m.phase === 'say' || m.phase === 'result') {
      assert.ok(m.canContinue);
      await runner.next();
    } else if (m.phase === 'act') {
      const o = runner.obs;
      assert.equal(o.turn, ME, `${lesson.id}: the learner acts`);
      const good = step.good || o.legal;
      for (const a of good) assert.ok(o.legal.includes(a), `${lesson.id}: ${a} is legal (${o.legal})`);
      // An illegal card first (when there is one), then a legal wrong one, then the answer.
      const illegal = o.illegal[0] || (o.legal.some(isCard) ? null : { card: o.hand[0] });
      if (illegal) {
        await runner.choose(illegal.card);
        assert.equal(runner.model.feedback.kind, 'illegal', `${lesson.id}: ${illegal.card} is refused`);
        assert.ok(runner.model.feedback.reason);
        seen.push({ step: runner.index, illegal: illegal.card, reason: runner.model.feedback.reason });
      }
      const wrong = o.legal.find((a) => !good.includes(a));
      if (wrong) {
        await runner.choose(wrong);
        assert.equal(runner.model.feedback.kind, 'wrong', `${lesson.id}: ${wrong} is not the lesson's answer`);
      }
      await runner.choose(good[0]);
      assert.equal(runner.model.phase, 'result', `${lesson.id}: ${good[0]} accepted (${runner.model.error})`);
      seen.push({ step: runner.index, played: good[0], narration: runner.model.narration.map((n) => n.key) });
    } else if (m.phase === 'quiz') {
      const values = m.choices.kind === 'buttons' ? m.choices.items.map((i) => i.value)
        : m.choices.kind === 'trick' ? m.table.trick.map((c) => c.card) : m.table.hand;
      const answer = values.find((v) => runner.answer.includes(v));
      assert.ok(answer !== undefined, `${lesson.id} step ${runner.index}: the answer ${runner.answer} is among ${values}`);
      const wrong = values.find((v) => !runner.answer.includes(v));
      if (wrong !== undefined) {
        await runner.choose(wrong);
        assert.equal(runner.model.feedback.kind, 'wrong');
        assert.equal(runner.model.phase, 'quiz');
      }
      await runner.choose(answer);
      assert.equal(runner.model.phase, 'result');
      seen.push({ step: runner.index, answer });
    } else {
      assert.fail(`${lesson.id}: unexpected phase ${m.phase}`);
    }
  }
  assert.fail(`${lesson.id} did not end`);
}

test('lesson ids are unique and every lesson has steps', () => {
  const ids = LESSONS.map((l) => l.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const l of LESSONS) assert.ok(l.steps.length > 0);
  assert.ok(lessonById('arrastre'));
});

for (const lesson of LESSONS) {
  test(`lesson ${lesson.id} plays to its end`, async () => {
    await play(lesson);
  });
}

test('the cards lesson: the 3 beats the Rey, 14 points; the 2 of trumps beats the As', async () => {
  const seen = await play(lessonById('cards'));
  assert.deepEqual(seen.map((s) => s.answer), ['3c', '14', '2e']);
});

test('the arrastre lesson gives the engine reasons the e2e test expects', async () => {
  const runner = new LessonRunner({ engine: asyncEngine, lesson: lessonById('arrastre') });
  await runner.start();
  await runner.next(); // past the intro
  assert.equal(runner.model.phase, 'act');
  assert.deepEqual(runner.obs.legal, ['10e', '11e']);
  const reasons = Object.fromEntries(runner.obs.illegal.map((x) => [x.card, x.reason]));
  assert.deepEqual(reasons, { '1o': 'must follow suit', '3c': 'must follow suit', '6e': 'must beat the winning card' });
  await runner.choose('1o');
  assert.equal(runner.model.feedback.reason, 'must follow suit');
  await runner.choose('10e');
  assert.equal(runner.model.phase, 'result');
  assert.ok(runner.model.narration.some((n) => n.key.startsWith('tut.narr.trick')));
});

test('the trumping and partner lessons show the engine reasons they describe', async () => {
  const reasonsAt = async (id, acts) => {
    const found = [];
    await play(lessonById(id), {
      onStep: (runner, step) => {
        if (runner.model.phase === 'act' && step.act && !runner.model.feedback) {
          found.push(Object.fromEntries(runner.obs.illegal.map((x) => [x.card, x.reason])));
        }
      },
    });
    assert.equal(found.length, acts);
    return found;
  };
  const trumping = await reasonsAt('trumping', 2);
  assert.deepEqual(trumping[0], { '11o': 'must trump', '7c': 'must trump', '11c': 'must trump' });
  assert.deepEqual(trumping[1], { '5o': 'must overtrump', '3e': 'must overtrump', '10e': 'must overtrump', '3b': 'must overtrump' });
  const partner = await reasonsAt('partner', 2);
  assert.deepEqual(partner[0], { '12c': 'must follow suit', '10e': 'must follow suit' });
  assert.deepEqual(partner[1], {});
});

test('the drawing lesson: the left rival takes the muestra, and the engine is rewound after asking', async () => {
  const seen = await play(lessonById('drawing'));
  assert.equal(seen[0].answer, '3');
  assert.ok(seen[1].narration.includes('tut.narr.draw.faceUp'));
});

test('the malas-buenas lesson: 64 buenas and 36 malas', async () => {
  const seen = await play(lessonById('malas-buenas'));
  assert.deepEqual(seen.filter((s) => s.answer).map((s) => s.answer), ['b64', 'm36']);
});

test('the cantes, exchange, vueltas and cotos lessons end with the events they teach', async () => {
  const keys = async (id) => (await play(lessonById(id))).flatMap((s) => s.narration || []);
  assert.ok((await keys('cantes')).filter((k) => k === 'tut.narr.sing.you').length === 2);
  assert.ok((await keys('exchange')).includes('tut.narr.exchange.you'));
  const vueltas = await keys('vueltas');
  assert.ok(vueltas.includes('tut.narr.claimRight.you') && vueltas.includes('tut.narr.partida.us'));
  const cotos = await keys('cotos');
  assert.ok(cotos.includes('tut.narr.coto.us'));
  const ultimas = (await play(lessonById('ultimas'))).filter((s) => s.answer).map((s) => s.answer);
  assert.deepEqual(ultimas, ['33']);
});

test('the rules page lists every option of the engine with its default', async () => {
  const { RULE_OPTIONS } = await import('./rules.js');
  const games = engine.games();
  const guinote = games.games.find((g) => g.name === 'guinote');
  const engineOptions = Object.fromEntries(guinote.options.map((o) => [o.name, o.default]));
  assert.deepEqual(RULE_OPTIONS.map((o) => o.name).sort(), Object.keys(engineOptions).sort());
  for (const o of RULE_OPTIONS) assert.equal(String(o.def), String(engineOptions[o.name]), o.name);
});
