// Starting a match: a new one from the setup, a #deal= link, a saved game, the match
// back after the engine worker was replaced, and giving one up. Each ends in begin(),
// which puts the match on the table and hands it to play.loop. Each opens its match in
// one round trip to the engine worker (ctx.openMatch).

import { t } from '../i18n.js';
import { optionString, defaultSetup, setupPlayers } from '../setup.js';
import { clearHash } from '../links.js';
import { errorFields, saveCode } from '../errors.js';
import { coverFor, asPerson } from '../passPlay.js';
import { fromMark } from './context.js';

function randomSeed() {
  const a = new BigUint64Array(1);
  crypto.getRandomValues(a);
  return a[0].toString(); // e.g. '13091840417431094313'
}

/**
 * createStart(ctx, {play, statistics}) -> {quickStart(), startGame(setup), rematch(), openDeal(code),
 *   playFrom(code, k, outcome, person), resume(save), recover(), abandon(), reportBrokenSave(reason), live()}.
 */
export function createStart(ctx, { play, statistics }) {
  const { store, engine, saved, S, announce, setNotice, engineTrouble, openMatch, known } = ctx;

  /** Starts a match of the game picked with the page's defaults (one click): 4 players (40 cards), bots 'hard'. */
  function quickStart() {
    if (!S().specs) return undefined;
    const setup = defaultSetup(S().specs, S().levels, S().setup ? S().setup.game : 'guinote');
    store.update((s) => { s.setup = setup; });
    return startGame(setup);
  }

  /** Starts a new match from the dialog's values. */
  function startGame(setup) {
    if (!setup || !S().specs) return undefined;
    return startMatch(setup.game || 'guinote', optionString(setup, S().specs), levelsFor(setupPlayers(setup), setup.levels, true), setup.names);
  }

  /**
   * "Revancha" at the end of a match: the same game, players (bot levels by person) and
   * options, those the rules pass on to the next match included (observation.nextMatch:
   * dummy whist's next dummy), with a new seed.
   */
  function rematch() {
    const g = S().game;
    if (!g || !g.obs.terminal) return undefined;
    return startMatch(g.obs.game, { ...g.obs.options, ...(g.obs.nextMatch || {}) }, g.levels, g.names);
  }

  // Opens a new match of `game` with `options` (the engine's string or object) for the
  // bots `levels` (by person; 'human': pass-and-play) and a random seed, and puts it on the table.
  async function startMatch(game, options, levels, names) {
    const my = ++ctx.token;
    store.update((s) => {
      s.dialog = null;
      s.notice = null;
      s.welcome = false;
      if (s.game) s.game.busy = true;
    });
    let opened;
    try {
      opened = await openMatch([{ method: 'start', args: [game, options, randomSeed()] }], levels);
    } catch (e) {
      if (my === ctx.token) store.update((s) => { s.welcome = !s.game; });
      engineTrouble(e, my);
      return;
    }
    if (my !== ctx.token) return;
    statistics.count(game, { gamesStarted: 1 });
    begin(my, opened, levels, true, undefined, false, { names });
  }

  const levelsFor = (players, from, withPeople) => ctx.levelsFor(players, from, withPeople);

  /** Opens a #deal= link (or a share code from the replay viewer): that exact deal, from its start. */
  async function openDeal(code) {
    const my = ++ctx.token;
    const previous = S().game;
    store.update((s) => { if (s.game) s.game.busy = true; });
    let opened;
    try {
      // rewind(0): a replay code's deal from its start (a share code is there already)
      opened = await openMatch([{ method: 'load', args: [code] }, { method: 'rewind', args: [0] }]);
      const { game } = opened.obs;
      if (!known(game)) throw Object.assign(new Error(`game '${game}'`), { refused: true, foreign: true });
    } catch (e) {
      if (my !== ctx.token) return;
      clearHash();
      badLink(e, 'error.badDealLink');
      if (previous) await restore(previous.codes.replay, previous.levels, previous.saveId, ctx.marks(previous));
      else store.update((s) => { s.welcome = true; });
      return;
    }
    if (my !== ctx.token) return;
    clearHash();
    statistics.count(opened.obs.game, { gamesStarted: 1 });
    begin(my, opened, levelsFor(opened.obs.players, S().setup && S().setup.levels), true);
  }

  /**
   * "Jugar desde aquí": a live game from step k of a replay code (Engine.startFrom: the
   * worker, locked to the person, never holds the moves after k), the person's seat,
   * bots for the rest. outcome: the deal's end in the replay (playFrom.js), shown beside
   * this one's at its end. It counts as a game from a position, not a fresh deal.
   * person: whose seat (a guest's replay of an online table is seen from its seat).
   */
  async function playFrom(code, k, outcome, person = 0) {
    const my = ++ctx.token;
    const previous = S().game;
    store.update((s) => { if (s.game) s.game.busy = true; });
    let opened;
    try {
      opened = await openMatch([{ method: 'startFrom', args: [code, k] }], [...Array(person).fill('bot'), 'human']); // the engine seats that person
      if (!known(opened.obs.game)) throw Object.assign(new Error(`game '${opened.obs.game}'`), { refused: true, foreign: true });
    } catch (e) {
      if (my !== ctx.token) return;
      badLink(e, 'error.playFrom');
      if (previous) await restore(previous.codes.replay, previous.levels, previous.saveId);
      else store.update((s) => { s.welcome = true; });
      return;
    }
    if (my !== ctx.token) return;
    statistics.count(opened.obs.game, { gamesFromPosition: 1 });
    const levels = asPerson(levelsFor(opened.obs.players, S().setup && S().setup.levels), person);
    begin(my, opened, levels, true, null, false, { from: fromMark(outcome) });
  }

  function badLink(e, key) {
    if (e && e.refused === false) {
      engineTrouble(e);
      return;
    }
    setNotice({
      kind: 'error',
      key: e && e.foreign ? 'error.foreignLink' : key,
      ...errorFields(e),
      actions: ['new-game', 'dismiss'],
    });
  }

  /** Resumes a saved match; a save the engine refuses is moved aside and reported. */
  async function resume(save) {
    const my = ++ctx.token;
    let opened;
    try {
      opened = await openMatch([reopenStep(save.game, save.daily, save.code)], save.levels);
      const { game } = opened.obs;
      if (!known(game)) throw Object.assign(new Error(`game '${game}'`), { refused: true });
    } catch (e) {
      if (my !== ctx.token) return;
      if (e && e.refused === false) {
        engineTrouble(e);
        return;
      }
      saved.setAside(save.id, e.message || String(e));
      return;
    }
    if (my !== ctx.token) return;
    begin(my, opened, levelsFor(opened.obs.players, save.levels, true), false, save.id, false, { daily: save.daily, undo: save.undo, from: save.from, names: save.names });
  }

  /**
   * After the engine worker was replaced (a trap in the module): the match back from
   * its last replay code and bot levels, on the fresh worker, and play goes on. Words
   * only if that fails.
   */
  async function recover() {
    const g = S().game;
    const my = ++ctx.token;
    if (!g) return;
    let opened;
    try {
      await engine.ready; // the client locked the fresh worker's seat first (main.js person)
      opened = await openMatch([reopenStep(g.obs.game, g.daily, g.codes.replay)], g.levels);
    } catch (e) {
      if (my !== ctx.token || (e && e.restarted)) return; // failed again: the next recover() tries
      store.update((s) => {
        if (s.game) s.game.busy = false;
        s.notice = { kind: 'error', key: 'error.engineFailed', ...errorFields(e), actions: ['reload'] };
      });
      return;
    }
    if (my !== ctx.token) return;
    begin(my, opened, g.levels, false, g.saveId, true, ctx.marks(g)); // marks: still a daily deal, undo used, played from a replay's step
  }

  /** Is the match on the table still being played (not over, not abandoned)? */
  function live() {
    const g = S().game;
    return Boolean(g && !g.obs.terminal);
  }

  /**
   * Gives up the match on the table so that its hands may be shown (the replay): the
   * engine stops playing it, it counts as abandoned and its save goes. Returns its
   * replay code, or '' when the engine refused.
   */
  async function abandon() {
    const g = S().game;
    if (!g) return '';
    const my = ++ctx.token;
    try {
      await engine.abandon();
    } catch (e) {
      engineTrouble(e);
      return '';
    }
    statistics.count(g.obs.game, { gamesAbandoned: 1 });
    saved.forget(g.saveId);
    if (my === ctx.token) store.update((s) => { s.game = null; s.welcome = true; s.notice = null; });
    return g.codes.replay;
  }

  /** A save that is not even readable (bad JSON, old version): report it. */
  function reportBrokenSave(reason) {
    store.update((s) => {
      s.welcome = !s.game;
      s.notice = { kind: 'error', key: 'error.saveBroken', code: saveCode(reason), detail: reason, actions: ['new-game', 'dismiss'] };
    });
  }

  // Puts a known match back into the engine (after a refused link).
  async function restore(replayCode, levels, saveId, marks = {}) {
    const my = ++ctx.token;
    let opened;
    try {
      opened = await openMatch([reopenStep(null, marks.daily, replayCode)], levels);
    } catch (e) {
      engineTrouble(e, my);
      return;
    }
    if (my !== ctx.token) return;
    begin(my, opened, levels, false, saveId, false, marks);
  }

  // The step that puts a known match back: a daily deal through startDaily (so the engine
  // knows it: no undo), any other through load.
  function reopenStep(game, daily, code) {
    return daily ? { method: 'startDaily', args: [game || '', daily, code] } : { method: 'load', args: [code] };
  }

  // Puts the opened match ({obs, codes}: openMatch) on the table and lets the bots play.
  // saveId: the saved game this match continues (null: a new one); a match loaded
  // again without one (a restored engine) continues the save of the game on the table.
  // marks: {daily: '2026-11-26'} for a daily deal, {undo: true} once undo was used,
  // {from: fromMark(outcome)} for a game played on from a replay's step.
  function begin(my, { obs, codes }, levels, fresh, saveId = fresh ? null : (S().game && S().game.saveId) || null, quiet = false, marks = {}) {
    const humanSeat = obs.player; // the person's seat; pass-and-play: the person to act (or the last one)
    const id = saved.record(saveId, obs, codes, levels, marks);
    if (id === null) return; // another tab holds it now
    store.update((s) => {
      s.welcome = false;
      s.dialog = null;
      s.game = {
        id: my, // the match token, e.g. 3
        saveId: id, // its saved game (savedGames.js), e.g. 'gmi5x2k1a9'
        obs, // the latest observation of the human seat (core/StateJson.cpp)
        display: obs, // what the table shows: obs, or a held frame (a finished trick, the end of a deal)
        humanSeat, // the seat whose view the page holds: the person's (pass-and-play: the person at the device), e.g. 0
        levels, // bot level by person, e.g. ['human', 'hard', 'hard', 'hard']
        codes, // {share: 'AQAB…', replay: 'AQEB…'}
        cursor: obs.events.length, // events already shown
        busy: true, // a move is being made; the human's cards wait
        bubbles: [], // cantes on the table: [{id: 1, seat: 2, text: '¡Las cuarenta!'}]
        collect: null, // the trick leaving the table: {seat: 1, tick: 4}
        showLastTrick: false, // the last-trick panel is open
        summary: null, // between deals / at the end (game/summary.js)
        fresh, // dealt now (true) or resumed (false)
        refusal: null, // the card refused last, shown until the next move: {card: '4c', reason: 'must follow suit', moves: 31}
        hint: null, // the hint for this turn: {id: 2, status: 'thinking'} or {id: 2, status: 'shown', action: '1o'}
        daily: marks.daily || null, // the daily deal's day (app/dailyGame.js), e.g. '2026-11-26', or null
        undoUsed: Boolean(marks.undo), // undo was used in this match (app/undo.js): counted apart
        fromPosition: marks.from || null, // "play from here": {k: 31, deal: 2, scores: [{side: 0, total: 86}]}, the replay's result at its end; counted apart
        names: marks.names || null, // pass-and-play: the people's names by person, e.g. ['Ana', '', 'Eva']
        cover: coverFor(levels, obs, null), // pass-and-play: the hand hidden until this person asks, e.g. {seat: 2, person: 2}
      };
    });
    if (fresh) {
      const deal = [...obs.events].reverse().find((e) => e.type === 'deal');
      if (deal) announce(ctx.describeDeal(S().game, deal));
      if (deal) ctx.cue('deal');
    } else if (!quiet) {
      announce(t('live.resumed'));
    }
    play.loop(my);
  }

  return {
    quickStart, // starts with the default setup (4 players, 40 cards, bots 'hard')
    startGame, // startGame(setup)
    rematch, // rematch(): the match just ended again, same players and options, new seed
    openDeal, // openDeal('AQABAwDZPg')
    playFrom, // playFrom('AQEB…', 31, {k: 31, deal: 2, scores, outcomes}, 0): "play from here" as person 0
    resume, // resume({id: 'g…', code, levels})
    recover, // after engine.onRestart: the match back from its replay code
    abandon, // abandon() -> the replay code of the match given up, e.g. 'AQEB…'
    reportBrokenSave, // reportBrokenSave('not JSON')
    live, // live() -> true while the match on the table is being played
    begin, // begin(token, {obs, codes}, levels, fresh, saveId, quiet, marks): an opened match on the table (the daily deal's)
  };
}
