// The live game's flow: starts, loads and resumes matches, lets the bots play
// through the engine worker, applies the human's moves, and turns the engine's
// events into what the table shows (held tricks, cante bubbles, summaries,
// announcements). It never decides a rule, a trick winner or a score: those come
// from the observation and the events; this module only chooses when to show them.

import { t, cardWithArticle } from './i18n.js';
import { personAtSeat, dummyPerson } from './seats.js';
import { statsDelta } from './stats.js';
import { words, bubbleText } from './words.js';
import { singSuit, isCardAction, bidSuit, declareArg } from './cards.js';
import { bidding } from './dealFacts.js';
import { optionString, defaultLevel, normalizeLevel, defaultSetup, setupPlayers } from './setup.js';
import { isHumanTurn, isHumanSeatTurn, humanLegal, botPause, trickHold } from './selectors.js';
import { clearHash } from './links.js';
import * as persist from './persist.js';
import { createSavedGames } from './savedGames.js';

const BUBBLE_MS = 2800; // a cante bubble shows this long, e.g. 2.8 s
const HINT_LEVEL = 'hard'; // the bot asked for a hint (the best of the engine's levels when it lacks this one)

/**
 * createGameController({store, engine, saved}) -> {
 *   quickStart(), startGame(setup), act(action), continueGame(), openDeal(code),
 *   resume(save), reportBrokenSave(reason), toggleLastTrick(), hint(), setNotice(n), stop(),
 *   recover(), abandon(), live() }
 * saved: the saved games (savedGames.js), which write each move and may stop the game.
 * The engine plays for person 0 only (the client locks every worker, main.js): while a
 * match is live it answers the human's seats and nothing else.
 */
export function createGameController({ store, engine, saved = createSavedGames({ store }) }) {
  let token = 0; // bumps when a new match replaces the old one: stale loops stop
  let bubbleId = 0;
  let summaryId = 0;
  let collectTick = 0;
  let hintId = 0;
  const S = () => store.state;
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

  function randomSeed() {
    const a = new BigUint64Array(1);
    crypto.getRandomValues(a);
    return a[0].toString(); // e.g. '13091840417431094313'
  }

  // Bot levels by person: the ones asked for (an old 'greedy' is the engine's 'easy'),
  // the default level for a seat without one.
  function levelsFor(players, from) {
    const known = S().levels;
    const fallback = defaultLevel(known.length ? known : ['hard']);
    const out = ['human'];
    for (let p = 1; p < players; p++) {
      const l = from && from[p];
      const named = known.length ? normalizeLevel(l, known) : typeof l === 'string' ? l : null;
      out.push(named || fallback);
    }
    return out; // e.g. ['human', 'hard', 'hard', 'hard']
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
    if (my !== undefined && my !== token) return;
    if (e && e.restarted) return; // a fresh worker is starting: recover() puts the match back
    const failed = !e || !e.refused;
    store.update((s) => {
      if (s.game) s.game.busy = false;
      s.notice = {
        kind: 'error',
        key: failed ? 'error.engineFailed' : 'error.engineRefused',
        detail: e && e.message ? e.message : String(e),
        actions: failed ? ['reload'] : ['dismiss'],
      };
    });
  }

  // The human's observation (engine.observe(-1): the locked person's seat). The
  // engine sends only the events after the `log` the page holds (the whole log so
  // far); they are joined here, so obs.events is the whole log again. A log the
  // engine no longer continues (after a load) is fetched whole. When the seat to move
  // is one the human plays for (the dummy in dummy whist: observation.controllerOf),
  // its legal actions and reasons are the engine's answer for that seat.
  async function observeHuman(log = []) {
    let obs = null;
    try {
      obs = await engine.observe(-1, log.length);
    } catch (e) {
      if (!e || !e.refused || !log.length) throw e;
    }
    if (!obs || obs.eventCount !== log.length + obs.events.length) {
      log = [];
      obs = await engine.observe(-1, 0);
    }
    obs = { ...obs, events: log.concat(obs.events) };
    const seat = obs.seatOfPerson[0];
    const turn = obs.turn;
    if (!obs.terminal && turn !== seat && turn !== null && obs.controllerOf && obs.controllerOf[turn] === seat) {
      const played = await engine.observe(turn, obs.events.length) // a Whist log: every seat's is the same
        .catch((e) => (e && e.refused ? engine.observe(turn, 0) : Promise.reject(e)));
      obs = { ...obs, legal: played.legal, illegal: played.illegal };
    }
    return obs;
  }

  const known = (name) => Boolean(S().catalog && S().catalog[name]);

  // ------------------------------------------------------------ starting a match

  /** Starts a match of the game picked with the page's defaults (one click): 4 players (40 cards), bots 'hard'. */
  function quickStart() {
    if (!S().specs) return undefined;
    const setup = defaultSetup(S().specs, S().levels, S().setup ? S().setup.game : 'guinote');
    store.update((s) => { s.setup = setup; });
    return startGame(setup);
  }

  /** Starts a new match from the dialog's values. */
  async function startGame(setup) {
    if (!setup || !S().specs) return;
    const my = ++token;
    store.update((s) => {
      s.dialog = null;
      s.notice = null;
      s.welcome = false;
      if (s.game) s.game.busy = true;
    });
    try {
      await engine.start(setup.game || 'guinote', optionString(setup, S().specs), randomSeed());
    } catch (e) {
      if (my === token) store.update((s) => { s.welcome = !s.game; });
      engineTrouble(e, my);
      return;
    }
    if (my !== token) return;
    countStats(setup.game || 'guinote', { gamesStarted: 1 });
    await begin(my, levelsFor(setupPlayers(setup), setup.levels), true);
  }

  /** Opens a #deal= link (or a share code from the replay viewer): that exact deal, from its start. */
  async function openDeal(code) {
    const my = ++token;
    const previous = S().game;
    store.update((s) => { if (s.game) s.game.busy = true; });
    try {
      const r = await engine.load(code);
      if (r.replay && r.moves > 0) await engine.rewind(0);
      const probe = await engine.observe(-1);
      if (!known(probe.game)) throw Object.assign(new Error(`game '${probe.game}'`), { refused: true, foreign: true });
    } catch (e) {
      if (my !== token) return;
      clearHash();
      badLink(e, 'error.badDealLink');
      if (previous) await restore(previous.codes.replay, previous.levels, previous.saveId);
      else store.update((s) => { s.welcome = true; });
      return;
    }
    if (my !== token) return;
    clearHash();
    const probe = await engine.observe(-1);
    countStats(probe.game, { gamesStarted: 1 });
    await begin(my, levelsFor(probe.players, S().setup && S().setup.levels), true);
  }

  function badLink(e, key) {
    if (e && e.refused === false) {
      engineTrouble(e);
      return;
    }
    setNotice({
      kind: 'error',
      key: e && e.foreign ? 'error.foreignLink' : key,
      detail: e && e.message ? e.message : String(e),
      actions: ['new-game', 'dismiss'],
    });
  }

  /** Resumes a saved match; a save the engine refuses is moved aside and reported. */
  async function resume(save) {
    const my = ++token;
    try {
      await engine.load(save.code);
      const probe = await engine.observe(-1);
      if (!known(probe.game)) throw Object.assign(new Error(`game '${probe.game}'`), { refused: true });
    } catch (e) {
      if (my !== token) return;
      if (e && e.refused === false) {
        engineTrouble(e);
        return;
      }
      saved.setAside(save.id, e.message || String(e));
      return;
    }
    if (my !== token) return;
    const probe = await engine.observe(-1);
    await begin(my, levelsFor(probe.players, save.levels), false, save.id);
  }

  /**
   * After the engine worker was replaced (a trap in the module): the match back from
   * its last replay code and bot levels, on the fresh worker, and play goes on. Words
   * only if that fails.
   */
  async function recover() {
    const g = S().game;
    const my = ++token;
    if (!g) return;
    try {
      await engine.ready; // the client locked the fresh worker's seat first (main.js person)
      await engine.load(g.codes.replay);
    } catch (e) {
      if (my !== token || (e && e.restarted)) return; // failed again: the next recover() tries
      store.update((s) => {
        if (s.game) s.game.busy = false;
        s.notice = { kind: 'error', key: 'error.engineFailed', detail: e && e.message ? e.message : String(e), actions: ['reload'] };
      });
      return;
    }
    if (my !== token) return;
    await begin(my, g.levels, false, g.saveId, true);
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
    const my = ++token;
    try {
      await engine.abandon();
    } catch (e) {
      engineTrouble(e);
      return '';
    }
    countStats(g.obs.game, { gamesAbandoned: 1 });
    saved.forget(g.saveId);
    if (my === token) store.update((s) => { s.game = null; s.welcome = true; s.notice = null; });
    return g.codes.replay;
  }

  /** A save that is not even readable (bad JSON, old version): report it. */
  function reportBrokenSave(reason) {
    store.update((s) => {
      s.welcome = !s.game;
      s.notice = { kind: 'error', key: 'error.saveBroken', detail: reason, actions: ['new-game', 'dismiss'] };
    });
  }

  // Puts a known match back into the engine (after a refused link).
  async function restore(replayCode, levels, saveId) {
    const my = ++token;
    try {
      await engine.load(replayCode);
    } catch (e) {
      engineTrouble(e, my);
      return;
    }
    if (my !== token) return;
    await begin(my, levels, false, saveId);
  }

  // saveId: the saved game this match continues (null: a new one); a match loaded
  // again without one (a restored engine) continues the save of the game on the table.
  async function begin(my, levels, fresh, saveId = fresh ? null : (S().game && S().game.saveId) || null, quiet = false) {
    let obs, codes;
    try {
      obs = await observeHuman();
      codes = await engine.codes();
    } catch (e) {
      engineTrouble(e, my);
      return;
    }
    if (my !== token) return;
    const humanSeat = obs.seatOfPerson[0];
    const id = saved.record(saveId, obs, codes, levels);
    if (id === null) return; // another tab holds it now
    store.update((s) => {
      s.welcome = false;
      s.dialog = null;
      s.game = {
        id: my, // the match token, e.g. 3
        saveId: id, // its saved game (savedGames.js), e.g. 'gmi5x2k1a9'
        obs, // the latest observation of the human seat (core/StateJson.cpp)
        display: obs, // what the table shows: obs, or a held frame (a finished trick, the end of a deal)
        humanSeat, // the human's seat, observation.seatOfPerson[0], e.g. 0
        levels, // bot level by person, e.g. ['human', 'hard', 'hard', 'hard']
        codes, // {share: 'AQAB…', replay: 'AQEB…'}
        cursor: obs.events.length, // events already shown
        busy: true, // a move is being made; the human's cards wait
        bubbles: [], // cantes on the table: [{id: 1, seat: 2, text: '¡Las cuarenta!'}]
        collect: null, // the trick leaving the table: {seat: 1, tick: 4}
        showLastTrick: false, // the last-trick panel is open
        summary: null, // between deals / at the end (see buildSummary)
        fresh, // dealt now (true) or resumed (false)
        hint: null, // the hint for this turn: {id: 2, status: 'thinking'} or {id: 2, status: 'shown', action: '1o'}
      };
    });
    if (fresh) {
      const deal = [...obs.events].reverse().find((e) => e.type === 'deal');
      if (deal) announce(describeDeal(S().game, deal));
    } else if (!quiet) {
      announce(t('live.resumed'));
    }
    loop(my);
  }

  // ------------------------------------------------------------ playing

  async function loop(my) {
    try {
      while (my === token) {
        const g = S().game;
        if (!g || g.summary) return;
        if (g.obs.terminal) {
          store.update((s) => {
            s.game.busy = false;
            s.game.summary = buildSummary([], s.game.obs, s.game);
          });
          return;
        }
        if (isHumanSeatTurn(g.obs, g.humanSeat)) {
          store.update((s) => { s.game.busy = false; });
          return;
        }
        if (!g.busy) store.update((s) => { s.game.busy = true; });
        const started = performance.now();
        const level = levelOfSeat(g, g.obs.turn);
        // botMove: the bot's card reaches the page only once played (a live match).
        await step(my, () => engine.botMove(level), started);
      }
    } catch (e) {
      engineTrouble(e, my);
    }
  }

  /** The human's move: only an action the engine offers now. */
  async function act(action) {
    const s = S();
    if (!isHumanTurn(s) || !humanLegal(s).includes(action)) return;
    const my = token;
    store.update((st) => {
      st.game.busy = true;
      st.game.showLastTrick = false;
      st.game.hint = null;
    });
    try {
      await step(my, () => engine.apply(action));
    } catch (e) {
      engineTrouble(e, my);
      if (my === token) await refresh(my);
      return;
    }
    loop(my);
  }

  // After a refused move: show the engine's state as it is.
  async function refresh(my) {
    try {
      const obs = await observeHuman();
      if (my !== token) return;
      store.update((s) => {
        Object.assign(s.game, { obs, display: obs, cursor: obs.events.length, busy: false, hint: null });
      });
    } catch (e) {
      engineTrouble(e, my);
    }
  }

  // One move: move() asks the engine to make it (apply, or botMove); a bot's move
  // waits until the bot pause since `pauseFrom` (ms) has passed before it shows.
  async function step(my, move, pauseFrom = null) {
    const prev = S().game.obs;
    await move();
    if (pauseFrom !== null) {
      const wait = botPause(S()) - (performance.now() - pauseFrom);
      if (wait > 0) await sleep(wait);
    }
    if (my !== token) return;
    const obs = await observeHuman(prev.events);
    const codes = await engine.codes();
    if (my !== token) return;
    const g = S().game;
    const events = obs.events.slice(g.cursor);
    if (saved.record(g.saveId, obs, codes, g.levels) === null) return; // taken over: not shown, not counted
    store.update((s) => {
      Object.assign(s.game, { obs, codes, cursor: obs.events.length, humanSeat: obs.seatOfPerson[0], hint: null });
    });
    await present(my, prev, obs, events);
  }

  // Shows one move's events: the trick held a moment, then collected towards its
  // winner; a cante bubble; at the end of a deal the summary.
  async function present(my, prev, obs, events) {
    const g = S().game;
    countEventStats(g, events);
    announce(events.map((e) => describe(g, e)).filter(Boolean).join(' '));
    for (const e of events) {
      const text = bubbleText(e);
      if (text) addBubble(g, e.player, text);
    }

    const trickAt = events.findIndex((e) => e.type === 'trick');
    const ended = events.some((e) => e.type === 'score' || e.type === 'partida' || e.type === 'match' || e.type === 'redeal') || obs.terminal;
    let frame = null;
    if (trickAt >= 0) {
      frame = heldFrame(prev, events.slice(0, trickAt));
      const hold = trickHold(S());
      if (hold > 0) {
        store.update((s) => { s.game.display = frame; });
        await sleep(hold);
        if (my !== token) return;
      }
    }
    const winner = trickAt >= 0 ? events[trickAt].player : null;
    store.update((s) => {
      const gg = s.game;
      gg.collect = winner === null ? null : { seat: winner, tick: ++collectTick };
      if (ended) {
        if (obs.terminal) passDummyOn(s, obs);
        gg.display = { ...(frame || quiet(prev)), trick: [], scores: obs.scores, lastTrick: null };
        gg.summary = buildSummary(events, obs, gg);
        gg.bubbles = [];
        gg.busy = false;
      } else {
        gg.display = obs;
      }
    });
  }

  // Dummy whist: the persons take the dummy in turn from one match to the next, so
  // after a match the setup offers it to the next person (the dialog may change it).
  function passDummyOn(s, obs) {
    const p = dummyPerson(obs);
    if (p === null || !s.setup || s.setup.game !== obs.game || !('dummy_player' in s.setup.options)) return;
    s.setup.options.dummy_player = (p + 1) % obs.seatOfPerson.length;
  }

  // The table as it was just before the trick was collected: the previous
  // observation with the cards played since then moved to the trick.
  function heldFrame(prev, playedEvents) {
    const frame = quiet(prev);
    frame.trick = prev.trick.slice();
    frame.handSizes = prev.handSizes.slice();
    let hand = prev.hand.slice();
    let known = prev.known.map((k) => k.slice());
    for (const e of playedEvents) {
      if (e.type !== 'play') continue;
      frame.trick.push({ player: e.player, card: e.card });
      frame.handSizes[e.player] -= 1;
      hand = hand.filter((c) => c !== e.card);
      known = known.map((k) => k.filter((c) => c !== e.card));
    }
    frame.hand = hand;
    frame.known = known;
    return frame;
  }

  const quiet = (obs) => ({ ...obs, legal: [], illegal: [], turn: null });

  /** The "Continuar" button between deals. */
  function continueGame() {
    const g = S().game;
    if (!g || !g.summary || g.summary.kind === 'final') return;
    const my = token;
    store.update((s) => {
      s.game.summary = null;
      s.game.display = s.game.obs;
      s.game.collect = null;
      s.game.bubbles = [];
    });
    const deal = [...g.obs.events].reverse().find((e) => e.type === 'deal');
    if (deal) announce(describeDeal(S().game, deal));
    loop(my);
  }

  // ------------------------------------------------------------ hint

  /**
   * The "Pista" button: asks the engine what the strong bot would do in the human's
   * seat (it is the player to move) and highlights it without playing it. The
   * answer is dropped if the table moved on meanwhile; any move clears it.
   */
  async function hint() {
    const s = S();
    if (!isHumanTurn(s) || (s.game.hint && s.game.hint.status === 'thinking')) return;
    if (s.game.hint && s.game.hint.status === 'shown') { // asked again: say it again
      announce(hintText(s.game.obs, s.game.hint.action));
      return;
    }
    const my = token;
    const id = ++hintId;
    const cursor = s.game.cursor;
    const known = s.levels;
    const level = known.includes(HINT_LEVEL) ? HINT_LEVEL : defaultLevel(known.length ? known : [HINT_LEVEL]);
    store.update((st) => { st.game.hint = { id, status: 'thinking' }; });
    let r = null;
    try {
      r = await engine.botAction(level);
    } catch (e) {
      if (e && e.refused === false) {
        engineTrouble(e, my);
        return;
      }
      r = null;
    }
    const g = S().game;
    if (my !== token || !g || !g.hint || g.hint.id !== id || g.cursor !== cursor) return; // a move was made meanwhile
    const usable = r && r.player === g.obs.turn && g.obs.legal.includes(r.action);
    store.update((st) => { st.game.hint = usable ? { id, status: 'shown', action: r.action } : null; });
    announce(usable ? hintText(g.obs, r.action) : t('hint.failed'));
  }

  // "Pista: juega el As de oros", "Pista: canta las 40", …
  function hintText(obs, action) {
    if (isCardAction(action)) return t('hint.play', { card: cardWithArticle(action) });
    const bid = bidSuit(action);
    if (bid) return t('hint.take', { suit: t(`suit.${bid}`) });
    if (declareArg(action) !== null) return t('hint.declare', { what: t(`action.declare.${declareArg(action)}`) });
    if (action === 'pass' && bidding(obs)) return t('hint.passBid');
    const suit = singSuit(action);
    if (suit) return suit === obs.trump ? t('hint.sing40') : t('hint.sing20', { suit: t(`suit.${suit}`) });
    if (action === 'exchange') return t('hint.exchange', { rank: [7, 9, 2].find((r) => obs.hand.includes(`${r}${obs.trump}`)) || 7 });
    if (action === 'claim') return t(obs.players === 4 ? 'hint.claim' : 'hint.claim.single');
    if (action === 'pass') { // "Seguir": without singing, exchanging (or claiming)
      const sing = obs.legal.some((a) => singSuit(a));
      const exchange = obs.legal.includes('exchange');
      return t(sing && exchange ? 'hint.pass.both' : sing ? 'hint.pass.sing' : exchange ? 'hint.pass.exchange' : 'hint.pass');
    }
    return t('hint.play', { card: action });
  }

  // ------------------------------------------------------------ summaries

  function buildSummary(events, obs, g) {
    const pick = (type) => events.find((e) => e.type === type) || null;
    const nextDeal = events.filter((e) => e.type === 'deal').pop() || null;
    return {
      id: ++summaryId, // e.g. 4
      kind: obs.terminal ? 'final' : 'deal', // 'deal': "Continuar"; 'final': "Nueva partida"
      deal: g.display.deal, // the deal that ended, e.g. 2
      scores: events.filter((e) => e.type === 'score'), // [{side: 0, cards: 72, cantes: 20, counted: true, total: 92}]
      claim: pick('claim'), // {player: 1, side: 1, total: 104, correct: true}
      revoke: pick('revoke'), // {player: 3, card: '5c', reason: 'must-follow-suit'}
      partida: pick('partida'), // {side: 0, by: 'points', partidas: 1}
      coto: pick('coto'), // {side: 0, cotos: 1}
      match: pick('match'), // {side: 0}
      result: pick('result'), // Belote: {taker: 1, side: 1, trump: 'H', verdict: 'made'|'dedans'|'litige', points: 327, defenders: 0, held: 0}
      capote: pick('capote'), // Belote: {side: 1, points: 100}
      gameWon: pick('game'), // Whist: {side: 0, games: 1}
      rubber: pick('rubber'), // Whist: {side: 0, rubbers: 1}
      redeal: pick('redeal'), // Belote: all passed twice, {dealer: 3, deal: 1}
      lastBonus: events.find((e) => e.type === 'trick' && e.ultimas > 0) || null, // Belote's dix de der: {player: 1, ultimas: 10}
      tricksBySide: tricksBySide(obs.events), // Whist: tricks each side took in the deal, e.g. [3, 10]
      vueltas: nextDeal ? nextDeal.vueltas > 0 : false, // the next deal is "de vueltas"
      tally: obs.scores, // partidas and cotos after it, per side
      winner: obs.winner, // the match winner side when terminal, or null
    };
  }

  // The tricks each side won in the deal just scored: its 'trick' events counted by
  // side (the winner of each is the engine's), e.g. [3, 10].
  function tricksBySide(all) {
    const end = all.map((e) => e.type).lastIndexOf('score');
    const out = [];
    for (let i = end; i >= 0 && all[i].type !== 'deal'; i--) {
      if (all[i].type === 'trick') out[all[i].side] = (out[all[i].side] || 0) + 1;
    }
    return Array.from(out, (n) => n || 0);
  }

  // ------------------------------------------------------------ words

  const wordsOf = (g) => words(g.obs, g.humanSeat);
  const describeDeal = (g, e) => wordsOf(g).deal(e);
  const describe = (g, e) => wordsOf(g).event(e);

  function addBubble(g, seat, text) {
    const id = ++bubbleId;
    const bubble = { id, seat, text };
    store.update((s) => { s.game.bubbles = [...s.game.bubbles.filter((b) => b.seat !== seat), bubble]; });
    setTimeout(() => {
      const gg = S().game;
      if (gg && gg.bubbles.some((b) => b.id === id))
        store.update((s) => { s.game.bubbles = s.game.bubbles.filter((b) => b.id !== id); });
    }, BUBBLE_MS);
  }

  // ------------------------------------------------------------ statistics

  function countStats(gameName, delta) {
    const stats = persist.addStats(gameName, delta);
    store.update((s) => { s.stats = stats; });
  }

  function countEventStats(g, events) {
    const delta = statsDelta(g.obs.game, events, g.obs.sideOf[g.humanSeat], g.obs); // g.obs: after the move
    if (Object.keys(delta).length) countStats(g.obs.game, delta);
  }

  // ------------------------------------------------------------ bubbles of the UI

  function toggleLastTrick() {
    const g = S().game;
    if (!g || !g.display.lastTrick) return;
    store.update((s) => { s.game.showLastTrick = !s.game.showLastTrick; });
  }

  /** Another tab took this game over: stop playing it here (nothing more is saved or counted). */
  function stop() {
    token++;
    store.update((s) => {
      if (s.game) Object.assign(s.game, { busy: true, hint: null, summary: null, display: s.game.obs });
    });
  }

  return {
    quickStart, // starts with the default setup (4 players, 40 cards, bots 'hard')
    startGame, // startGame(setup)
    act, // act('7o') | act('sing:c') | act('pass')
    continueGame, // the summary's "Continuar"
    openDeal, // openDeal('AQABAwDZPg')
    resume, // resume({id: 'g…', code, levels})
    reportBrokenSave, // reportBrokenSave('not JSON')
    toggleLastTrick, // shows/hides observation.lastTrick
    hint, // the "Pista" button: highlights the strong bot's move for the human
    describeEvent: describe, // describeEvent(game, event) -> 'Rival (derecha): As de oros'
    setNotice, // setNotice({kind: 'error', key, detail, actions}) | setNotice(null)
    recover, // after engine.onRestart: the match back from its replay code
    abandon, // abandon() -> the replay code of the match given up, e.g. 'AQEB…'
    live, // live() -> true while the match on the table is being played
    stop, // stop(): the game on the table is no longer this tab's
  };
}
