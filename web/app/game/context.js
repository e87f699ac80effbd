// What every part of the live game shares (game.js composes the parts): the store,
// the engine, the saved games, the match token, notices and announcements, and the
// human's observation. No rule here: facts come from the engine's observation.

import { words } from '../words.js';
import { personAtSeat } from '../seats.js';
import { defaultLevel, normalizeLevel } from '../setup.js';
import { errorFields } from '../errors.js';
import { peopleOf } from '../passPlay.js';

/**
 * createContext({store, engine, saved}) -> ctx, the shared state of one controller:
 *   token (bumps when a new match replaces the old one: stale loops stop), S(), sleep(ms),
 *   setNotice(n), announce(text), engineTrouble(e, my), observeHuman(log),
 *   levelsFor(players, from), levelOfSeat(g, seat), describe(g, e), describeDeal(g, e), cue(name).
 * sound: the table's sounds (app/sound.js createSound), or null for none.
 */
/** What a save keeps of "play from here" (the replay's step and its deal's totals), or undefined: fromMark({k: 31, deal: 2, scores, outcomes}) -> {k: 31, deal: 2, scores: [{side: 0, total: 86}]}. */
export function fromMark(from) {
  if (!from) return undefined;
  return { k: from.k, deal: from.deal, scores: from.scores.map(({ side, total }) => ({ side, total })) };
}

export function createContext({ store, engine, saved, sound = null }) {
  const S = () => store.state;
  const ctx = {
    store, // the page's store (store.js)
    engine, // the live game's engine client (engineClient.js)
    saved, // the saved games (savedGames.js)
    token: 0, // the match token, e.g. 3: a loop whose token is stale stops
    S, // S() -> the store's state
    sleep: (ms) => { ctx.waits += 1; return new Promise((r) => setTimeout(r, ms)); }, // await sleep(400)
    waits: 0, // how many pace waits (bot pause, trick hold) the table made, e.g. 7: e2e checks 'instant' makes none
    setNotice, // setNotice({kind: 'error', key, detail, actions}) | setNotice(null)
    announce, // announce('Compañero: As de oros.'): the live region
    engineTrouble, // engineTrouble(error, my): the engine's failure or refusal as a notice
    observeHuman, // await observeHuman(log) -> the human's observation, events joined to `log`
    openMatch, // await openMatch([{method: 'load', args: [code]}], levels) -> {obs, codes}: in one round trip (the engine locked to levels' people first)
    levelsFor, // levelsFor(4, ['human', 'easy']) -> ['human', 'easy', 'hard', 'hard']; levelsFor(2, [null, 'human'], true) -> ['human', 'human']
    levelOfSeat, // levelOfSeat(game, 2) -> 'hard': the bot level that moves for seat 2
    describe: (g, e) => words(g.obs, g.humanSeat).event(e), // describe(game, playEvent) -> 'Compañero: As de oros.'
    describeDeal: (g, e) => words(g.obs, g.humanSeat).deal(e), // describeDeal(game, dealEvent) -> 'Mano 2: reparte …'
    known: (name) => Boolean(S().catalog && S().catalog[name]), // known('whist') -> true when the engine offers it
    marks: (g) => ({ daily: (g && g.daily) || undefined, undo: (g && g.undoUsed) || undefined, from: fromMark(g && g.fromPosition), names: (g && g.names) || undefined }), // marks(game) -> {daily: '2026-11-26', undo: true, from: {k: 31, …}, names: ['Ana', '', 'Eva']}: what its save records
    cue: (name) => Boolean(sound && sound.cue(name)), // cue('trick'): a sound when the sound setting is on (app/sound.js)
  };

  // Bot levels by person: the ones asked for (an old 'greedy' is the engine's 'easy'),
  // the default level for a seat without one. withPeople: other people at this device
  // ('human', pass-and-play) stay people; else they are bots.
  function levelsFor(players, from, withPeople = false) {
    const known = S().levels;
    const fallback = defaultLevel(known.length ? known : ['hard']);
    const out = ['human'];
    for (let p = 1; p < players; p++) {
      const l = from && from[p];
      const named = withPeople && l === 'human' ? l : known.length ? normalizeLevel(l, known) : typeof l === 'string' ? l : null;
      out.push(named || fallback);
    }
    return out; // e.g. ['human', 'hard', 'hard', 'hard']
  }

  // Locks the engine to the people of `levels` ('0', or '0,2' for pass-and-play) before a
  // match opens. The engine changes its people only between matches: the one on the
  // table (about to be replaced) is given up first.
  async function seatPeople(levels) {
    const list = peopleOf(levels);
    if (!engine.lockPeople || engine.people === list) return;
    await engine.abandon().catch(() => {}); // nothing to give up: fine
    await engine.lockPeople(list);
  }

  // The level of the bot that moves for `seat`: the dummy's cards are its player's (controllerOf).
  function levelOfSeat(g, seat) {
    const mover = g.obs.controllerOf ? g.obs.controllerOf[seat] : seat;
    return g.levels[personAtSeat(g.obs.seatOfPerson, mover)] || defaultLevel(S().levels);
  }

  function setNotice(notice) {
    store.update((s) => { s.notice = notice; });
  }

  // Announcements that come quickly one after another are joined, not replaced: the
  // live region is written once per frame, and a screen reader must hear them all.
  let lastAnnounce = -Infinity;
  function announce(text) {
    if (!text) return;
    const now = performance.now();
    const join = now - lastAnnounce < 250;
    lastAnnounce = now;
    store.update((s) => {
      s.announce = { text: join && s.announce.text ? `${s.announce.text} ${text}` : text, tick: s.announce.tick + 1 };
    });
  }

  function engineTrouble(e, my) {
    if (my !== undefined && my !== ctx.token) return;
    if (e && e.restarted) return; // a fresh worker is starting: recover() puts the match back
    const failed = !e || !e.refused;
    store.update((s) => {
      if (s.game) s.game.busy = false;
      s.notice = {
        kind: 'error',
        key: failed ? 'error.engineFailed' : 'error.engineRefused',
        ...errorFields(e),
        actions: failed ? ['reload'] : ['dismiss'],
      };
    });
  }

  // The human's observation (engine.observe(-1): the locked person's seat). The
  // engine sends only the events after the `log` the page holds (the whole log so
  // far); they are joined here, so obs.events is the whole log again. A log the
  // engine no longer continues (after a load) is fetched whole. When the seat to move
  // is one the human plays for (the dummy in dummy whist: observation.controllerOf),
  // its legal actions (with their meanings) and reasons are the engine's answer for that seat.
  async function observeHuman(log = [], player = null) {
    let obs = null;
    try {
      obs = await engine.observe(-1, log.length);
    } catch (e) {
      if (!e || !e.refused || !log.length) throw e;
    }
    // Another person at the device (pass-and-play): their own log, nothing of the last one's.
    if (!obs || obs.eventCount !== log.length + obs.events.length || (player !== null && obs.player !== player)) {
      log = [];
      obs = await engine.observe(-1, 0);
    }
    return withControlled({ ...obs, events: log.concat(obs.events) });
  }

  // Runs `steps` (start, load, …) and then observes the human's seat and reads the
  // codes, all in one message to the worker (one more only when the human's dummy is to
  // move): a deal opens in one round trip. Rejects on the first refused step.
  async function openMatch(steps, levels = ['human']) {
    await seatPeople(levels);
    const { results } = await engine.batch([...steps, { method: 'observe', args: [-1, 0] }, { method: 'codes', args: [] }]);
    const [obs, codes] = results.slice(-2);
    return { obs: await withControlled(obs), codes };
  }

  // The legal actions of the seat the human plays for when it is to move (the dummy).
  async function withControlled(obs) {
    const seat = obs.player;
    const turn = obs.turn;
    if (!obs.terminal && turn !== seat && turn !== null && obs.controllerOf && obs.controllerOf[turn] === seat) {
      const played = await engine.observe(turn, obs.events.length) // a Whist log: every seat's is the same
        .catch((e) => (e && e.refused ? engine.observe(turn, 0) : Promise.reject(e)));
      return { ...obs, legal: played.legal, illegal: played.illegal, actions: played.actions };
    }
    return obs;
  }
  ctx.withControlled = withControlled; // await withControlled(obs) -> obs with the dummy's legal actions when the human plays them

  return ctx;
}
