// Every lesson played through against the real engine (the WebAssembly module in
// Node): each setup's moves are legal, each act step is the learner's turn with its
// `good` actions legal, wrong and illegal clicks get the expected feedback, every quiz
// has an answer among its choices, and every lesson reaches its end.
// Run: node --test web/tutorial/   (needs web/engine/generated/, tools/build-wasm.sh)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../engine/engine.js';
import { LESSONS, ALL_LESSONS, lessonById, lessonsOf } from './lessons.js';
import { LessonRunner, ME, isCard, seatRole } from './runner.js';
import { tutorial as es } from '../i18n/tutorial.es.js';

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

// The reasons the engine gave at each act step of a lesson (before any click).
async function reasonsAt(id) {
  const found = [];
  await play(lessonById(id), {
    onStep: (runner, step) => {
      if (runner.model.phase === 'act' && step.act && !runner.model.feedback) {
        found.push(Object.fromEntries(runner.obs.illegal.map((x) => [x.card, x.reason])));
      }
    },
  });
  return found;
}

test('lesson ids are unique and every lesson has steps', () => {
  const ids = ALL_LESSONS.map((l) => l.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const l of ALL_LESSONS) assert.ok(l.steps.length > 0);
  assert.ok(lessonById('arrastre'));
  assert.equal(LESSONS.length, 13);
  assert.equal(lessonById('leads', 'whist').id, 'whist-leads');
  assert.equal(lessonById('arrastre', 'whist'), null);
  assert.ok(lessonsOf('whist').length >= 4 && lessonsOf('belote').length >= 6);
});

for (const lesson of ALL_LESSONS) {
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
  const trumping = await reasonsAt('trumping');
  assert.equal(trumping.length, 2);
  assert.deepEqual(trumping[0], { '11o': 'must trump', '7c': 'must trump', '11c': 'must trump' });
  assert.deepEqual(trumping[1], { '5o': 'must overtrump', '3e': 'must overtrump', '10e': 'must overtrump', '3b': 'must overtrump' });
  const partner = await reasonsAt('partner');
  assert.equal(partner.length, 2);
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

test('whist: the turned card names trumps, a small trump beats the Ace, and only following suit is enforced', async () => {
  const cards = await play(lessonById('whist-cards'));
  assert.equal(cards[1].answer, '2D');
  const follow = await reasonsAt('whist-follow');
  assert.equal(follow.length, 2);
  assert.deepEqual(Object.keys(follow[0]).sort(), ['7H', 'AD', 'JC', 'JH', 'KC', 'KH', 'QD', 'TC', 'TD']);
  assert.ok(Object.values(follow[0]).every((r) => r === 'must follow suit'));
  assert.deepEqual(follow[1], {}); // void in spades: anything goes
});

test('whist: the lead from K Q J x is the King; the engine scores tricks over six and refuses honours that would make game', async () => {
  const runner = new LessonRunner({ engine: asyncEngine, lesson: lessonById('whist-leads') });
  await runner.start();
  await runner.next();
  await runner.choose('QC');
  assert.equal(runner.model.feedback.kind, 'wrong');
  assert.equal(runner.model.feedback.text.key, 'lesson.whist-leads.wrongQ');
  await runner.choose('KC');
  assert.equal(runner.model.phase, 'result');
  const seen = await play(lessonById('whist-scoring'));
  assert.ok(seen.find((s) => s.played).narration.includes('tut.narr.scoreHonoursVoid.us'));
  assert.deepEqual(seen.filter((s) => s.answer).map((s) => s.answer), ['3', '3']);
  const rubber = await play(lessonById('whist-rubber'));
  assert.deepEqual(rubber.map((s) => s.answer), ['5', '3']); // game at 5; the dealer (left) plays the dummy
});

test('belote: the Nine of trumps wins a 35-point trick; taking, declaring and belote are the engine\'s events', async () => {
  const cards = await play(lessonById('belote-cards'));
  assert.deepEqual(cards.map((s) => s.answer), ['9S', '35']);
  const bidding = await play(lessonById('belote-bidding'));
  const played = bidding.filter((s) => s.played);
  assert.deepEqual(played.map((s) => s.played), ['bid:0', 'bid:0']);
  assert.ok(played[0].narration.includes('tut.narr.contract.you'));
  // Before bidding a card is refused with the engine's reason.
  assert.ok(bidding.filter((s) => s.illegal).every((s) => s.reason === 'not available now'), JSON.stringify(bidding));
  assert.deepEqual(bidding.filter((s) => s.answer).map((s) => s.answer), ['3']); // all passed twice: the same dealer deals again
  const declarations = await play(lessonById('belote-declarations'));
  assert.ok(declarations.flatMap((s) => s.narration || []).includes('tut.narr.declare.us'));
  // Four sequences of three: the rivals' Queen-high one is the best, so only they score.
  assert.deepEqual(declarations.filter((s) => s.answer).map((s) => s.answer), ['them']);
  const belote = (await play(lessonById('belote-belote'))).flatMap((s) => s.narration || []);
  assert.ok(belote.includes('tut.narr.belote.you'));
});

test('belote: beat when trumps are led, trump, the partner exemption and overtrump, in the engine\'s words', async () => {
  const found = await reasonsAt('belote-play');
  assert.deepEqual(found, [
    { TD: 'must beat the winning card' },
    { QS: 'must trump', TD: 'must trump' },
    {},
    { JH: 'must trump', '8C': 'must overtrump', QC: 'must overtrump' },
  ]);
});

test('belote: the rivals fail their contract (dedans) and the defenders score all 162; a capote scores 262', async () => {
  const seen = await play(lessonById('belote-contract'));
  const last = seen.find((s) => s.played).narration;
  assert.ok(last.includes('tut.narr.trickDer') || last.includes('tut.narr.trickDer.you'));
  assert.ok(last.includes('tut.narr.result.dedans.them'));
  assert.deepEqual(seen.filter((s) => s.answer).map((s) => s.answer), ['dedans', '162', '262']);
  // The second deal: every trick to the learner's side, capote.
  assert.ok(seen.filter((s) => s.played)[1].narration.includes('tut.narr.capote.us'));
});

test('the rules page lists every option of the engine with its default, for every game', async () => {
  const { RULES } = await import('./rules.js');
  for (const [game, rules] of Object.entries(RULES)) {
    const spec = engine.games().games.find((g) => g.name === game);
    const engineOptions = Object.fromEntries(spec.options.map((o) => [o.name, o.default]));
    assert.deepEqual(rules.options.map((o) => o.name).sort(), Object.keys(engineOptions).sort(), game);
    // The defaults are the engine's, shown in words: a word for every default that is not a number.
    for (const v of Object.values(engineOptions)) if (typeof v !== 'number') assert.ok(`rules.value.${v}` in es, `${game}: rules.value.${v}`);
  }
});

test('the rules page shows the lead table the engine uses (core/whist/WhistLeads.cpp)', async () => {
  const { WHIST_LEADS } = await import('./rules.js');
  const { readFile } = await import('node:fs/promises');
  const source = await readFile(new URL('../../core/whist/WhistLeads.cpp', import.meta.url), 'utf8');
  const rows = [...source.matchAll(/\{"([^"]+)", "([^"]+)", "([^"]+)"\}/g)].map((m) => m.slice(1));
  assert.equal(rows.length, WHIST_LEADS.length);
  const then = { 'rules.whist.leads.fourth': 'the fourth highest of the remaining cards', 'rules.whist.leads.kingIf': 'K, if the A or the Q has appeared' };
  WHIST_LEADS.forEach((row, i) => {
    assert.deepEqual([row.holding, row.lead, then[row.then] || row.then], rows[i], `row ${i + 1}`);
  });
});

test('who sits where, the pack and the contract are the engine’s, not the game’s name', async () => {
  const games = engine.games().games;
  for (const game of ['guinote', 'whist', 'belote']) {
    const lesson = lessonsOf(game).find((l) => l.steps.some((s) => s.act));
    const runner = new LessonRunner({ engine: asyncEngine, lesson, onChange: () => {} });
    await runner.start();
    while (runner.model.phase === 'say') await runner.next();
    const { table } = runner.model;
    const info = games.find((g) => g.name === game);
    assert.equal(table.clockwise, info.clockwise, game);
    assert.equal(table.pack, info.pack, game); // the card backs: the engine's pack, not the game's name
    assert.deepEqual(table.contract, runner.obs.contract, game); // Belote's taker and trumps: the engine's
    // The seat after the learner's: on the left when play goes clockwise (Whist), else on the right.
    assert.equal(seatRole(1, ME, 4, table.clockwise), game === 'whist' ? 'left' : 'right', game);
  }
});

test('the narration reads the events’ fields: a score in tricks, and a deal’s draws against the stock’s', async () => {
  const { narrate } = await import('./narration.js');
  const keys = (events, obs) => narrate(events, obs).map((x) => x.key); // no game named
  const obs = (events) => ({ sideOf: [0, 1, 0, 1], clockwise: true, events });
  const score = { type: 'score', side: 0, tricks: 2, honours: 4, counted: true, total: 6 };
  assert.deepEqual(keys([score], obs([score])), ['tut.narr.scoreHonours.us']);
  // Belote's complementary deal (after the contract, before any trick): only the learner's own card.
  const deal = [{ type: 'deal', deal: 1, dealer: 3 }, { type: 'contract', player: 1, side: 1, trump: 'S' }];
  const draws = [{ type: 'draw', player: 1, card: 'KS' }, { type: 'draw', player: 0, card: 'TS' }];
  assert.deepEqual(keys(draws, obs([...deal, ...draws])), ['tut.narr.draw.you']);
  // From the stock after a trick (Guiñote), with a cante between: every draw is told.
  const trick = [{ type: 'trick', player: 2, side: 0, points: 10, ultimas: 0 }];
  const after = [{ type: 'draw', player: 2, card: null }, { type: 'draw', player: 3, card: '7o' }];
  assert.deepEqual(keys(after, obs([...deal, ...trick, ...after])), ['tut.narr.draw', 'tut.narr.draw.faceUp']);
});

// Issue 12 item 10: the learner's view of a lesson's steps, points and mistakes.

test('every lesson opens at its first step: setups are not counted ("Step 1 of N")', async () => {
  for (const lesson of ALL_LESSONS) {
    const shown = lesson.steps.filter((s) => !s.setup).length;
    const runner = new LessonRunner({ engine: asyncEngine, lesson, onChange: () => {} });
    await runner.start();
    assert.equal(runner.model.step, 0, `${lesson.id} opens at step 1`);
    assert.equal(runner.model.steps, shown, `${lesson.id} counts the steps the learner sees`);
  }
  // And the last stop is step N of N.
  const lesson = lessonById('cards');
  let last = null;
  await play(lesson, { onStep: (runner) => { last = runner.model.step; } });
  assert.equal(last, lesson.steps.filter((s) => !s.setup).length - 1);
});

test('lesson 1 asks for the points of the trick without showing them, and shows them once answered', async () => {
  let asked = 0;
  await play(lessonById('cards'), {
    onStep: (runner, step) => {
      const m = runner.model;
      if (step.kind !== 'trick-points') return;
      if (m.phase === 'quiz') {
        asked += 1;
        assert.equal(m.table.trickPoints, null, 'the trick result line holds no points');
        assert.ok(m.table.scores.every((s) => s.points === null), 'nor does the score board');
        assert.notEqual(m.table.winner, null, 'the winner is still shown');
      } else if (m.phase === 'result') {
        assert.equal(String(m.table.trickPoints), runner.answer[0]);
      }
    },
  });
  assert.equal(asked, 1);
});

test('a refused card the lesson invites is no mistake (lesson 7); elsewhere it is one', async () => {
  const mistakesAfterIllegal = async (id) => {
    const lesson = lessonById(id);
    const runner = new LessonRunner({ engine: asyncEngine, lesson, onChange: () => {} });
    await runner.start();
    while (runner.model.phase !== 'act') await runner.next();
    await runner.choose(runner.obs.illegal[0].card);
    assert.equal(runner.model.feedback.kind, 'illegal');
    return runner.model.mistakes;
  };
  assert.equal(lessonById('arrastre').steps.find((s) => s.act).tryIllegal, true, 'lesson 7 invites a wrong try');
  assert.equal(await mistakesAfterIllegal('arrastre'), 0);
  assert.equal(await mistakesAfterIllegal('whist-follow'), 0);
  assert.equal(await mistakesAfterIllegal('trumping'), 1);
});
