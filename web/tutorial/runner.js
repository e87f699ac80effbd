// One lesson in progress: the logic between the engine and the view, with no DOM and no
// language. It walks the lesson's steps (lessons.js), asks the engine for every fact
// (legal cards and the reasons for the others, trick winners, draws, scores) and keeps
// a plain view model that view.js draws. Texts are {key, params} for i18n.js; a param
// may be {card}, {suit}, {seat}, {side} or {key, params}, translated by the view.
//
//   const runner = new LessonRunner({engine, lesson, onChange: (model) => draw(model)});
//   await runner.start();          // then runner.next() and runner.choose(value) from clicks
//
// `engine` is anything with async start/apply/observe/botAction/rewind answering like
// web/engine/engine.js: the page's client (app/engineClient.js, whose refusals reject)
// in the tutorial, the module itself in node tests.

import { narrate, text, ME } from './narration.js';
import { isCardAction } from '../app/cards.js';

export { ME }; // the learner's seat in every lesson (narration.js), e.g. 0
export const DEFAULT_GAME = 'guinote'; // a lesson without `game` is a Guiñote one
const BOT = 'greedy'; // the bots that finish tricks (deterministic: seeded by the engine)
const MAX_BOT_MOVES = 80; // a continuation never needs more (a safety stop)

/** True for an action word that plays a card ("7o", "AS"), not sing/exchange/claim/pass/bid/declare. */
export const isCard = isCardAction; // the page's card reading (app/cards.js), e.g. isCard('12b') && isCard('TH')
const suitOf = (card) => card.slice(-1); // '12b' -> 'b'

/**
 * Where a seat sits for the learner: 'you' | 'right' | 'partner' | 'left'. Seats rise in
 * playing order, which the engine states (observation.clockwise): counterclockwise
 * (Guiñote, Belote) the next seat is on the right, clockwise (Whist) on the left.
 */
export function seatRole(seat, me = ME, players = 4, clockwise = false) {
  if (players === 2) return seat === me ? 'you' : 'partner';
  const order = clockwise ? ['you', 'left', 'partner', 'right'] : ['you', 'right', 'partner', 'left'];
  return order[(seat - me + 4) % 4]; // e.g. seatRole(3) === 'left', seatRole(3, 0, 4, true) === 'right'
}

/** The engine's reason from an apply() error: "4c is illegal: not available now" -> "not available now". */
export function reasonFromError(error) {
  const m = /is illegal: (.*)$/.exec(String(error));
  return m ? m[1] : String(error); // e.g. 'must follow suit'
}

/** Malas/buenas as a choice value: 'b64' for 64 buenas, 'm36' for 36 malas. */
export const mbValue = (n, buenas) => `${buenas ? 'b' : 'm'}${n}`;



export class LessonRunner {
  constructor({ engine, lesson, onChange = () => {} }) {
    this.engine = engine;
    this.lesson = lesson;
    this.onChange = onChange;
    this.index = -1; // the step in progress
    this.obs = null; // the learner's observation
    this.game = lesson.game || DEFAULT_GAME;
    this.model = this.#blank();
    this.model.phase = 'loading';
  }

  #blank() {
    return {
      lesson: this.lesson.id,
      game: this.game,
      step: this.#shownBefore(this.index), // the steps the learner has passed (setups are not steps to him), e.g. 0 on the first
      steps: this.#shownCount(), // the steps the learner sees, e.g. 4 ("Step 1 of 4")
      phase: 'busy', // 'loading' | 'busy' | 'say' | 'act' | 'quiz' | 'result' | 'done' | 'error'
      table: this.model ? this.model.table : null,
      row: null, // cards shown on the felt instead of the table (say steps)
      rowPoints: null, // the points written under each card of the row
      coach: null, // {key, params}: the instruction
      feedback: null, // {kind: 'right'|'wrong'|'illegal', reason?, text?}
      narration: [], // [{key, params}]: what the other players did since the learner acted
      choices: null, // {kind: 'hand'|'trick'} | {kind: 'buttons', items: [{value, label}]}
      actions: [], // non-card legal actions offered as buttons in an act step
      marked: [], // cards or values shown as the answer once found
      canContinue: false,
      mistakes: this.model ? this.model.mistakes : 0,
      error: null,
    };
  }

  #emit() {
    this.onChange(this.model);
  }

  // A setup runs straight through, unseen: only say, act and quiz steps are counted.
  #shownCount() {
    return this.lesson.steps.filter((s) => !s.setup).length;
  }

  #shownBefore(index) {
    return this.lesson.steps.slice(0, Math.max(0, index)).filter((s) => !s.setup).length;
  }

  // One engine call; a refusal throws. Works with the engine itself (refusals are values)
  // and with the page's client (refusals reject). The moves since the lesson's start are
  // kept, so that recover() can put them on a fresh worker.
  async #call(method, ...args) {
    let result;
    try {
      result = await this.engine[method](...args);
    } catch (e) {
      throw new Error(e && e.refused ? `${method}: ${e.message}` : String(e && e.message ? e.message : e));
    }
    if (!result || result.ok === false) throw new Error(`${method}: ${result ? result.error : 'no answer'}`);
    if (method === 'start') this.played = { start: args, moves: [] };
    else if (method === 'apply') this.played.moves.push(args[0]);
    else if (method === 'rewind') this.played.moves.length = args[0];
    return result;
  }

  /** The engine's answer to a move that may be refused: {ok: false, error} rather than a throw. */
  async #try(action) {
    try {
      return await this.engine.apply(action);
    } catch (e) {
      if (e && e.refused) return { ok: false, error: e.message };
      throw e;
    }
  }

  /**
   * After the engine's worker was replaced (a trap in the module): the lesson's match
   * back on the fresh one, from its moves as the current step began, and that step again.
   */
  async recover() {
    const at = this.stable;
    if (!at) return;
    this.model = { ...this.#blank(), phase: 'busy' }; // the table waits until the step is back
    this.#emit();
    try {
      await this.#call('start', ...at.start);
      for (const move of at.moves) await this.#call('apply', move);
      this.index = at.index;
      await this.#refresh();
      await this.#enter(this.#step());
    } catch (error) {
      this.#fail(error);
    }
  }

  #step() {
    return this.lesson.steps[this.index];
  }

  /** Starts the lesson at its first step. */
  async start() {
    this.index = -1;
    this.model = this.#blank();
    this.model.mistakes = 0;
    this.model.table = null;
    return this.next();
  }

  /** Goes on to the next step that stops (setups run straight through). */
  async next() {
    try {
      for (;;) {
        this.index += 1;
        if (this.index >= this.lesson.steps.length) {
          this.model = { ...this.#blank(), phase: 'done', step: this.#shownCount(), coach: text('tut.done.text') };
          this.#emit();
          return;
        }
        const step = this.#step();
        if (step.setup) {
          this.model = { ...this.#blank(), phase: 'busy' };
          this.#emit();
          await this.#setup(step.setup);
          continue;
        }
        await this.#enter(step);
        return;
      }
    } catch (error) {
      this.#fail(error);
    }
  }

  #fail(error) {
    this.model = { ...this.#blank(), phase: 'error', error: String(error && error.message ? error.message : error) };
    this.#emit();
  }

  async #setup({ options = {}, seed = 0, moves = '' }) {
    await this.#call('start', this.game, options, seed);
    for (const move of String(moves).split(/[\s,]+/).filter(Boolean)) await this.#call('apply', move);
    this.fresh = true; // the last trick shown as context, not as a result
    await this.#refresh();
  }

  async #refresh() {
    this.obs = await this.#call('observe', ME);
    this.model.table = this.#table(this.obs);
  }

  #table(o, { hideWinner = false, hidePoints = hideWinner } = {}) {
    const showLast = o.trick.length === 0 && o.lastTrick && o.lastTrick.cards.length > 0;
    return {
      me: ME,
      players: o.players,
      dealer: o.dealer,
      turn: o.turn,
      hand: o.hand.slice(),
      handSizes: o.handSizes.slice(),
      trump: o.trump,
      faceUp: o.faceUp,
      stock: o.stock,
      trick: showLast ? o.lastTrick.cards.slice() : o.trick.slice(),
      trickDone: Boolean(showLast),
      winner: showLast && !hideWinner ? o.lastTrick.winner : null,
      trickPoints: showLast && !hidePoints ? o.lastTrick.points : null,
      // the engine's, by its names: {side: 0, points: 31, partidas: 1, cotos: 0} | {side, points, tricks, games, rubbers} | …;
      // points null while a quiz asks for a trick's points (the board would give them away)
      scores: o.scores.map((s) => ({ ...s, points: hidePoints && showLast ? null : s.points })),
      sideOf: o.sideOf.slice(),
      clockwise: o.clockwise, // the direction of play (engine), e.g. true in Whist
      vueltas: o.vueltas,
      deal: o.deal,
      match: o.options.length === 'match' || o.vueltas > 0, // a whole match is played: its partidas and cotos are shown
      game: this.game,
      // Whist for three: the dummy's hand lies face up (the engine tells every seat its cards).
      open: o.known.map((cards, seat) => (seat !== ME && cards.length > 0 && cards.length === o.handSizes[seat] ? cards.slice() : null)),
      // Belote: until a suit is taken the turned card is only offered, not trumps yet.
      contract: o.contract, // the engine's: {player: 1, side: 1, trump: 'H'} | null
      pack: o.pack, // the engine's: 'spanish' | 'french' (the card backs)
    };
  }

  async #enter(step) {
    const m = { ...this.#blank() };
    this.model = m;
    if (step.say) {
      m.phase = 'say';
      m.coach = text(step.say);
      m.row = step.row ? step.row.slice() : null;
      m.rowPoints = step.points ? step.points.slice() : null;
      m.canContinue = true;
    } else if (step.act) {
      m.phase = 'act';
      m.coach = text(step.act);
      m.choices = { kind: 'hand' };
      m.actions = this.obs.legal.filter((a) => !isCard(a));
    } else if (step.quiz) {
      await this.#enterQuiz(step, m);
    } else {
      throw new Error(`lesson ${this.lesson.id}: step ${this.index} has no kind`);
    }
    // Where recover() comes back to: this step, on the match as it is now.
    if (this.played) this.stable = { index: this.index, start: this.played.start, moves: this.played.moves.slice() };
    this.#emit();
  }

  async #enterQuiz(step, m) {
    m.phase = 'quiz';
    m.coach = text(step.quiz);
    this.answer = await this.#answer(step);
    switch (step.kind) {
      case 'trick-winner':
        m.table = this.#table(this.obs, { hideWinner: true });
        m.choices = { kind: 'trick' };
        break;
      case 'trump-card':
        m.choices = { kind: 'hand' };
        break;
      case 'seat':
        m.choices = {
          kind: 'buttons',
          items: [0, 1, 2, 3].map((seat) => ({ value: String(seat), label: text(`tut.seat.${seatRole(seat, ME, 4, this.obs.clockwise)}`) })),
        };
        break;
      case 'trick-points': {
        m.table = this.#table(this.obs, { hidePoints: true }); // the table does not give the answer away
        const n = Number(this.answer[0]);
        const values = [...new Set([n, n - 10 > 0 ? n - 10 : n + 20, n + 10, n + 2])].sort((a, b) => a - b);
        m.choices = { kind: 'buttons', items: values.map((v) => ({ value: String(v), label: text('tut.points', { n: v }) })) };
        break;
      }
      case 'score': {
        const [value] = this.answer;
        m.coach = text(step.quiz, { n: this.scoreOf(step).points });
        const buenas = value[0] === 'b';
        const n = Number(value.slice(1));
        const points = buenas ? n + 50 : n;
        // The right words, the same number with the other word, and two common slips.
        const options = buenas
          ? [mbValue(n, true), mbValue(points, false), mbValue(n, false), mbValue(Math.abs(points - 100) || 1, true)]
          : [mbValue(n, false), mbValue(n, true), mbValue(Math.abs(50 - n) || 1, false), mbValue(n + 50, true)];
        const items = [...new Set(options)].sort();
        m.choices = {
          kind: 'buttons',
          items: items.map((v) => ({ value: v, label: text(v[0] === 'b' ? 'tut.mb.buenas' : 'tut.mb.malas', { n: Number(v.slice(1)) }) })),
        };
        break;
      }
      case 'option':
        m.choices = { kind: 'buttons', items: step.choices.map((v) => ({ value: String(v), label: text('tut.number', { n: v }) })) };
        break;
      case 'event': {
        // Named choices ('tut.<labels>.<value>'), or numbers around the engine's answer.
        const n = Number(this.answer[0]);
        const values = step.choices
          || [...new Set([n, n + 1, n > 1 ? n - 1 : n + 3, n + 2])].sort((a, b) => a - b);
        m.choices = {
          kind: 'buttons',
          items: values.map((v) => ({ value: String(v), label: step.labels ? text(`tut.${step.labels}.${v}`) : text(step.unit || 'tut.number', { n: v }) })),
        };
        break;
      }
      default:
        throw new Error(`lesson ${this.lesson.id}: unknown quiz kind ${step.kind}`);
    }
  }

  /** The right answers of a quiz step, from the engine (strings, compared with the clicked value). */
  async #answer(step) {
    const o = this.obs;
    switch (step.kind) {
      case 'trick-winner': {
        const last = o.lastTrick;
        if (!last) throw new Error('no trick to ask about');
        return last.cards.filter((c) => c.player === last.winner).map((c) => c.card);
      }
      case 'trick-points': {
        const tricks = o.events.filter((e) => e.type === 'trick');
        const last = tricks[tricks.length - 1];
        if (!last) throw new Error('no trick to count');
        return [String(last.points + (last.ultimas || 0))];
      }
      case 'trump-card':
        return o.hand.filter((c) => suitOf(c) === o.trump);
      case 'seat': {
        const a = step.answer;
        if (a === 'turn') return [String(o.turn)];
        if (a === 'dealer') return [String(o.dealer)];
        if (a && a.probe && a.find === 'faceUpTaker') return [String(await this.#faceUpTaker(a.probe))];
        throw new Error(`unknown seat answer ${JSON.stringify(a)}`);
      }
      case 'score': {
        const side = this.scoreOf(step);
        return [mbValue(side.malasBuenas, side.buenas)];
      }
      case 'option':
        return [String(o.options[step.name])];
      case 'event': {
        // The last event of that type (of the learner's side, or the rivals', when `side` is set).
        const mine = o.sideOf[ME];
        const found = o.events.filter((e) => e.type === step.event
          && (!step.side || (step.side === 'us' ? e.side === mine : e.side !== mine))
          && Object.entries(step.where || {}).every(([k, v]) => e[k] === v));
        const e = found[found.length - 1];
        if (!e || e[step.field] === undefined) throw new Error(`no ${step.event} event with ${step.field}`);
        // A side is asked as the learner sees it: 'us' or 'them'.
        if (step.field === 'side') return [e.side === mine ? 'us' : 'them'];
        return [String(e[step.field])];
      }
      default:
        return [];
    }
  }

  /** The score of the side a 'score' quiz asks about. */
  scoreOf(step) {
    const mine = this.obs.sideOf[ME];
    return this.obs.scores.find((s) => (step.side === 'us' ? s.side === mine : s.side !== mine));
  }

  /** Plays `moves` and then the bots until the face-up card is drawn; who drew it; rewinds. */
  async #faceUpTaker(moves) {
    const faceUp = this.obs.faceUp;
    const before = this.obs.moves;
    let taker = null;
    try {
      for (const move of moves) await this.#call('apply', move);
      for (let i = 0; i < MAX_BOT_MOVES && taker === null; i++) {
        const o = await this.#call('observe', ME);
        const draw = o.events.find((e) => e.type === 'draw' && e.card === faceUp);
        if (draw) taker = draw.player;
        else if (o.terminal) break;
        else await this.#botMove(o);
      }
    } finally {
      await this.#call('rewind', before);
    }
    if (taker === null) throw new Error('nobody drew the face-up card');
    return taker;
  }

  async #botMove(o) {
    const seat = o.turn;
    if (seat === ME) {
      // The learner's own optional turn in a continuation (sing, exchange, claim): pass.
      const mine = await this.#call('observe', ME);
      if (!mine.legal.some(isCard)) return this.#call('apply', 'pass');
    }
    const choice = await this.#call('botAction', BOT);
    return this.#call('apply', choice.action);
  }

  /** The learner clicked a card, an action button or a quiz button. */
  async choose(value) {
    const phase = this.model.phase;
    if (phase !== 'act' && phase !== 'quiz') return;
    try {
      if (phase === 'act') await this.#chooseAct(String(value));
      else this.#chooseQuiz(String(value));
    } catch (error) {
      this.#fail(error);
    }
  }

  #chooseQuiz(value) {
    const step = this.#step();
    const m = this.model;
    if (this.answer.includes(value)) {
      m.phase = 'result';
      m.feedback = { kind: 'right', text: text(step.right) };
      m.marked = this.answer.slice();
      m.choices = m.choices && m.choices.kind === 'buttons' ? m.choices : null;
      if (step.kind === 'trick-winner' || step.kind === 'trick-points') m.table = this.#table(this.obs);
      m.canContinue = true;
    } else {
      m.mistakes += 1;
      m.feedback = { kind: 'wrong', text: text(step.wrong), picked: value };
    }
    this.#emit();
  }

  async #chooseAct(action) {
    const step = this.#step();
    const o = this.obs;
    const m = this.model;
    const illegal = o.illegal.find((x) => x.card === action);
    let reason = illegal ? illegal.reason : null;
    if (!reason && !o.legal.includes(action)) {
      // Not offered now (a card during an optional turn, say): the engine's own answer.
      const tried = await this.#try(action);
      if (tried && tried.ok) throw new Error(`the engine accepted ${action}, which was not legal`);
      reason = reasonFromError(tried ? tried.error : 'unknown');
    }
    if (reason) {
      if (!step.tryIllegal) m.mistakes += 1; // a refused card the lesson asked the learner to try is no mistake
      m.feedback = { kind: 'illegal', reason, picked: action, text: step.illegal ? text(step.illegal) : null };
      this.#emit();
      return;
    }
    const good = step.good || o.legal;
    if (!good.includes(action)) {
      m.mistakes += 1;
      const key = (step.wrongFor && step.wrongFor[action]) || step.wrong || 'tut.fb.tryAgain';
      m.feedback = { kind: 'wrong', picked: action, text: text(key, { card: { card: action } }) };
      this.#emit();
      return;
    }
    // A right choice: play it and let the others go on.
    m.phase = 'busy';
    m.choices = null;
    m.actions = [];
    m.feedback = null;
    this.#emit();
    const before = o.events.length;
    await this.#call('apply', action);
    await this.#continue(step.after || 'trick', before);
    const after = await this.#call('observe', ME);
    this.obs = after;
    const events = after.events.slice(before);
    const rightKey = (step.rightFor && step.rightFor[action]) || step.right || 'tut.fb.right';
    this.model = {
      ...this.#blank(),
      phase: 'result',
      coach: text(step.act),
      feedback: { kind: 'right', text: text(rightKey), picked: action },
      narration: narrate(events, after, this.game),
      table: this.#table(after),
      marked: [action],
      canContinue: true,
    };
    this.#emit();
  }

  /** The bots play on after the learner's action, as far as `mode` says. */
  async #continue(mode, eventsBefore) {
    if (mode === 'none') return;
    for (let i = 0; i < MAX_BOT_MOVES; i++) {
      const o = await this.#call('observe', ME);
      if (o.terminal) return;
      const trickSeen = o.events.slice(eventsBefore).some((e) => e.type === 'trick');
      const toAct = await this.#call('observe', o.turn);
      const cardDue = toAct.legal.some(isCard);
      if (mode === 'turn' && o.turn === ME && cardDue) return;
      if (mode === 'settle' && cardDue) return;
      if (mode === 'trick' && trickSeen && cardDue) return;
      await this.#botMove(o);
    }
    throw new Error('the bots did not stop');
  }
}
