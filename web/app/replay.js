// The replay viewer: a second engine worker holds the replayed match, so the live
// game is never touched. Step k shows the match after its first k actions, every
// hand face up: Engine.rewind(k) then Engine.reveal(). rewind only goes back, so
// going forward past the worker's position reloads the code first. If the viewer's
// worker traps, the client starts a fresh one (onRestart) and the viewer loads its
// code again and shows the same step.

import { GAMES } from './setup.js';
import { gameWords } from './gameWords.js';
import { t } from './i18n.js';
import { words } from './words.js';
import { clearHash } from './links.js';
import { replayStepMs } from './pace.js';
import { errorFields } from './errors.js';
import { createReview, initialReview } from './review.js';
import { dealOutcome } from './playFrom.js';

const CACHE_LIMIT = 120; // revealed steps kept, e.g. 120
const AHEAD = 6; // Whist: positions analysed ahead of the one shown while the viewer is idle, e.g. 6

/**
 * createReplayController({store, makeEngine, onPlayDeal, onPlayFrom}) -> {
 *   open(code, from, person), close(), step(delta), go(k), toEnd(), togglePlay(), jumpToTrick(g), playThisDeal(),
 *   playFromHere(), review: {toggle, setView, toggleBots}, debugTrap() }
 * makeEngine(onRestart) -> an engine client (engineClient.js) calling onRestart after a restart.
 * onPlayFrom(code, k, outcome, person): "play from here", a live game from step k of `code` as `person`;
 *   outcome is what the deal of step k came to in the replay (playFrom.js dealOutcome).
 * isLive(share) -> true when `share` is the share code of the match being played on the
 *   table: its replay (a copied link opened here) waits until it is over or abandoned.
 */
export function createReplayController({ store, makeEngine, onPlayDeal, onPlayFrom = () => {}, isLive = () => false }) {
  let engine = null;
  let code = ''; // the code being replayed
  let at = -1; // how many actions the viewer worker's match holds now
  let total = 0; // actions in the code
  let gen = 0; // bumps on open/close: stale answers are dropped
  let timer = null;
  let queue = Promise.resolve();
  const cache = new Map(); // k -> reveal JSON
  const analyses = new Map(); // Whist: k -> the analysis of step k (replay.analysis), analysed once per code
  let ahead = 0; // bumps on every step shown: the work ahead of an older step stops
  const S = () => store.state;

  function update(fn) {
    store.update((s) => { if (s.replay) fn(s.replay, s); });
  }

  const review = createReview({
    S,
    update,
    enqueue: (fn) => enqueue(fn),
    engine: () => engine,
    code: () => code,
    invalidate: () => { at = -1; }, // the engine's review may have moved the worker's match
  });

  function remember(k, view) {
    cache.delete(k);
    cache.set(k, view);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value);
  }

  async function goTo(k) {
    if (k > at) {
      await engine.load(code);
      at = total;
    }
    if (k !== at) {
      await engine.rewind(k);
      at = k;
    }
  }

  async function viewAt(k) {
    let v = cache.get(k);
    if (!v) {
      await goTo(k);
      v = seen(await engine.reveal());
      remember(k, v);
    }
    return v;
  }

  // The replay as `person` saw the table (an online guest: person 2 is "you"): the people relabelled, seatOfPerson[0] theirs.
  let person = 0;
  function seen(v) {
    const order = v.seatOfPerson.slice();
    if (person > 0 && person < order.length) [order[0], order[person]] = [order[person], order[0]];
    return { ...v, seatOfPerson: order };
  }

  const tricksIn = (view) => view.events.reduce((n, e) => n + (e.type === 'trick' ? 1 : 0), 0);

  /** Opens the viewer on a replay (or share) code; from: 'link' | 'game'. */
  async function open(theCode, from, who = 0) {
    stopTimer();
    const my = ++gen;
    code = theCode;
    person = who;
    cache.clear();
    analyses.clear();
    review.reset();
    at = -1;
    total = 0;
    store.update((s) => {
      s.replay = {
        status: 'loading', // 'loading' | 'ready'
        from, // 'link' | 'game'
        k: 0, // the step shown: actions applied, e.g. 12
        n: 0, // actions in the replay, e.g. 212
        view: null, // Engine.reveal() at step k
        desc: '', // what happened at step k, e.g. 'Compañero: As de oros'
        playing: false, // auto-advancing
        tricks: [], // [{g: 1, deal: 1, trick: 1}] for the jump select
        trick: 0, // the trick in progress at step k (1-based g), 0 before any
        share: '', // share code of the deal ("Jugar esta mano")
        analysisOn: false, // Whist: the double-dummy analysis toggle
        analysis: null, // {k: 12, player: 2, side: 0, cards: [{card: 'AS', tricks: 7}]} for step k, or {k, none: true}
        won: null, // the trick step k finished, still on the table: {cards: [{player: 1, card: '1o'}, …], winner: 1}
        review: initialReview(), // the review panel (review.js)
      };
    });
    try {
      if (!engine || engine.state === 'failed') engine = makeEngine(recover);
      await engine.ready;
      const r = await engine.load(code);
      const codes = await engine.codes();
      if (isLive(codes.share)) throw Object.assign(new Error('the match on the table'), { refused: true, live: true });
      at = total = r.moves;
      const full = seen(await engine.reveal());
      if (!GAMES.includes(full.game)) throw Object.assign(new Error(`game '${full.game}'`), { refused: true, foreign: true });
      remember(total, full);
      if (my !== gen) return;
      const tricks = [];
      let deal = 1;
      for (const e of full.events) {
        if (e.type === 'deal') deal = e.deal;
        if (e.type === 'trick') tricks.push({ g: tricks.length + 1, deal, trick: e.trick });
      }
      update((r2) => {
        r2.n = total;
        r2.share = codes.share;
        r2.tricks = tricks;
      });
      await show(0, my);
      update((r2) => { r2.status = 'ready'; });
    } catch (e) {
      if (my !== gen) return;
      if (e && e.restarted) return; // recover() opens it again on the fresh worker
      if (e && e.live) { // no hand shown: the player is asked first (app.js openReplay)
        store.update((s) => {
          s.replay = null;
          s.notice = { kind: 'info', key: 'replay.liveAsk', actions: ['abandon-replay', 'dismiss'] };
        });
        if (from === 'link') clearHash();
        return;
      }
      store.update((s) => {
        s.replay = null;
        s.notice = {
          kind: 'error',
          key: e && e.refused === false ? 'error.replayEngine' : e && e.foreign ? 'error.foreignLink' : 'error.badReplayLink',
          ...errorFields(e),
          actions: ['new-game', 'dismiss'],
        };
      });
      if (from === 'link') clearHash();
    }
  }

  async function show(k, my) {
    const view = await viewAt(k);
    const before = k > 0 ? await viewAt(k - 1) : null;
    if (my !== gen) return;
    const done = tricksIn(view);
    const trick = done < S().replay.tricks.length ? done + 1 : done;
    update((r) => {
      r.k = k;
      r.view = view;
      r.desc = describeStep(view, before);
      r.trick = trick;
      r.won = finishedTrick(view, before);
    });
    if (S().replay.analysisOn) {
      await analyzeAt(k, view, my);
      workAhead(k, my);
    }
  }

  // Whist: the engine's double-dummy tricks for each legal card of the seat to play
  // at step k (engine.analyze on the viewer's worker, moved to step k), once per step.
  async function analysisOf(k, view) {
    if (analyses.has(k)) return analyses.get(k);
    const asked = gen; // another code opened meanwhile: its answer is not kept
    let a = { k, none: true };
    if (gameWords(view.game).analysis && !view.terminal && view.turn !== null) {
      await goTo(k);
      try {
        const x = await engine.analyze();
        if (x && x.cards) a = { k, player: x.player, side: x.side, cards: x.cards };
      } catch (e) {
        if (e && e.refused === false) throw e; // e.g. between deals: nothing to analyse
      }
    }
    if (asked === gen) analyses.set(k, a);
    return a;
  }

  async function analyzeAt(k, view, my) {
    const a = await analysisOf(k, view);
    if (my !== gen) return;
    update((r) => { r.analysis = a; });
  }

  // Whist: while the viewer is idle, the next positions are analysed one call at a time
  // (a step asked meanwhile waits for one analysis at most); showing another step stops it.
  function workAhead(k, my) {
    const mine = ++ahead;
    const stop = () => mine !== ahead || my !== gen || !S().replay || !S().replay.analysisOn;
    let j = k + 1;
    const next = () => {
      if (stop()) return;
      while (analyses.has(j)) j++;
      if (j > Math.min(S().replay.n, k + AHEAD)) return;
      enqueue(async () => {
        if (stop()) return;
        await analysisOf(j, await viewAt(j));
      }).then(() => setTimeout(next, 0));
    };
    setTimeout(next, 0);
  }

  /** The analysis toggle (Whist replays). */
  function toggleAnalysis() {
    const r = S().replay;
    if (!r || r.status !== 'ready' || !r.view || !gameWords(r.view.game).analysis) return null;
    const on = !r.analysisOn;
    update((x) => {
      x.analysisOn = on;
      x.analysis = null;
    });
    if (!on) return null;
    return enqueue(async (my) => {
      const cur = S().replay;
      await analyzeAt(cur.k, cur.view, my);
      workAhead(cur.k, my);
    });
  }

  // The trick that step k finished, as the live table holds it a moment: the cards on
  // the table before plus the ones played since, and the winner of the engine's trick event.
  function finishedTrick(view, before) {
    if (!before) return null;
    const fresh = view.events.slice(before.events.length);
    const at = fresh.findIndex((e) => e.type === 'trick');
    if (at < 0) return null;
    const played = fresh.slice(0, at).filter((e) => e.type === 'play').map((e) => ({ player: e.player, card: e.card }));
    return { cards: [...before.trick, ...played], winner: fresh[at].player };
  }

  // The actions between step k-1 and k in words; a pass leaves no event.
  function describeStep(view, before) {
    if (!before) return t('replay.startText');
    const w = words(view, view.seatOfPerson[0]);
    const fresh = view.events.slice(before.events.length);
    const out = fresh.filter((e) => e.type !== 'draw' && e.type !== 'score').map((e) => w.event(e)).filter(Boolean);
    if (!out.length && before.turn !== null) out.push(w.say('replay.passText', before.turn));
    return out.join(' ');
  }

  // The viewer's worker was replaced: the code again, at the step shown.
  function recover() {
    const r = S().replay;
    if (!r) return;
    at = -1;
    if (r.status !== 'ready') {
      open(code, r.from, person);
      return;
    }
    go(r.k);
    if (r.review.open) review.resume();
  }

  /**
   * "Jugar desde aquí": a live game from the step shown, the same deal, the person's seat,
   * bots for the rest. Only the deal's outcome in the replay goes with it (for the
   * comparison at its end): no hand, no later move.
   */
  function playFromHere() {
    const r = S().replay;
    if (!r || r.status !== 'ready' || !r.view || r.view.terminal) return null;
    const theCode = code;
    const k = r.k;
    const deals = r.view.events.filter((e) => e.type === 'deal').length;
    return enqueue(async () => {
      const outcome = { k, ...dealOutcome((await viewAt(total)).events, deals) };
      close();
      // Nothing of the replay stays while the live game is played: no revealed hand in
      // this page, no worker holding the whole deal (open() starts a fresh one).
      cache.clear();
      analyses.clear();
      engine.terminate();
      engine = null;
      onPlayFrom(theCode, k, outcome, person); // the seat the replay is seen from
    });
  }

  function debugTrap() { // test hook: the viewer's engine traps as on a bug
    return engine ? engine.debugTrap().catch(() => {}) : null;
  }

  function enqueue(fn) {
    const my = gen;
    queue = queue.then(() => (my === gen && S().replay ? fn(my) : null)).catch((e) => {
      if (my !== gen || (e && e.restarted)) return; // a restart: recover() shows the step again
      stopTimer();
      store.update((s) => {
        s.notice = { kind: 'error', key: 'error.replayEngine', ...errorFields(e), actions: ['dismiss'] };
      });
    });
    return queue;
  }

  /** Shows step k (clamped to 0…n). */
  function go(k) {
    return enqueue(async (my) => {
      const r = S().replay;
      await show(Math.max(0, Math.min(r.n, k)), my);
    });
  }

  /** One step forward (+1) or back (-1). */
  function step(delta) {
    stopTimer();
    const r = S().replay;
    if (!r || r.status !== 'ready') return null;
    return enqueue(async (my) => {
      const cur = S().replay;
      await show(Math.max(0, Math.min(cur.n, cur.k + delta)), my);
    });
  }

  const toStart = () => { stopTimer(); return go(0); };
  const toEnd = () => { stopTimer(); return go(S().replay ? S().replay.n : 0); };

  /** Jumps to the start of trick g (1-based in the match): the first step with g-1 tricks done. */
  function jumpToTrick(g) {
    stopTimer();
    return enqueue(async (my) => {
      const r = S().replay;
      let lo = 0;
      let hi = r.n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (tricksIn(await viewAt(mid)) >= g - 1) hi = mid;
        else lo = mid + 1;
        if (my !== gen) return;
      }
      await show(lo, my);
    });
  }

  function stopTimer() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (S().replay && S().replay.playing) update((r) => { r.playing = false; });
  }

  /** Play / pause: one step every interval until the end. */
  function togglePlay() {
    const r = S().replay;
    if (!r || r.status !== 'ready') return;
    if (r.playing) {
      stopTimer();
      return;
    }
    update((x) => { x.playing = true; });
    if (r.k >= r.n) go(0);
    const tick = () => {
      const cur = S().replay;
      if (!cur || !cur.playing) return;
      if (cur.k >= cur.n) {
        stopTimer();
        return;
      }
      enqueue(async (my) => {
        const c = S().replay;
        await show(Math.min(c.n, c.k + 1), my);
      }).then(() => {
        const c = S().replay;
        if (c && c.playing) timer = setTimeout(tick, replayStepMs(S().motion));
      });
    };
    tick();
  }

  function close() {
    stopTimer();
    gen++;
    review.reset();
    const from = S().replay && S().replay.from;
    store.update((s) => { s.replay = null; });
    if (from === 'link' || /^#replay=/.test(location.hash)) clearHash();
  }

  /** "Jugar esta mano": a new game from the replay's share code. */
  function playThisDeal() {
    const r = S().replay;
    if (!r || !r.share) return;
    const share = r.share;
    close();
    onPlayDeal(share);
  }

  return {
    open, // open('AQEB…', 'link') loads the code in the viewer's worker and shows step 0; open(code, 'game', 2): as person 2 saw it
    close, // hides the viewer (and clears a #replay= hash)
    step, // step(1) | step(-1)
    go, // go(12): step 12
    toStart, // step 0
    toEnd, // the last step
    togglePlay, // play / pause, one step every ~0.8 s
    jumpToTrick, // jumpToTrick(5): the start of the match's 5th trick
    playThisDeal, // "Jugar esta mano": a new live game from the share code
    toggleAnalysis, // Whist: show/hide the double-dummy tricks of each card of the seat to play (and the next ones, ahead)
    playFromHere, // "Jugar desde aquí": a live game from the step shown
    review, // the review panel: review.toggle(), review.setView('knew'), review.toggleBots()
    code: () => code, // the code shown, e.g. 'AQEB…' (its record: records.js)
    debugTrap, // test hook: the viewer's worker traps, e.g. in e2e/live.spec.mjs
  };
}
