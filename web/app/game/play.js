// Playing a match: the bots' turns through the engine worker, the human's moves, and
// each move's events shown on the table (the trick held a moment, then collected
// towards its winner; cante bubbles; the summary at the end of a deal). Winners,
// scores and turns are the engine's; this only chooses when to show them.

import { bubbleText } from '../words.js';
import { isHumanTurn, isHumanSeatTurn, humanLegal, botPause, trickHold } from '../selectors.js';
import { buildSummary } from './summary.js';
import { coverFor } from '../passPlay.js';
import { moveCues } from '../sound.js';

const BUBBLE_MS = 2800; // a cante bubble shows this long, e.g. 2.8 s

/** createPlay(ctx, statistics) -> {loop(my), act(action), continueGame(), toggleLastTrick(), stop()}. */
export function createPlay(ctx, statistics) {
  const { store, engine, saved, S, sleep, announce, engineTrouble, observeHuman } = ctx;
  let bubbleId = 0;
  let collectTick = 0;

  // Plays the bots' turns until the human's or the end of a deal.
  async function loop(my) {
    try {
      while (my === ctx.token) {
        const g = S().game;
        if (!g || g.summary) return;
        if (g.obs.terminal) {
          store.update((s) => {
            s.game.busy = false;
            s.game.summary = buildSummary([], s.game.obs, s.game.display);
          });
          return;
        }
        if (isHumanSeatTurn(g.obs, g.humanSeat)) {
          store.update((s) => { s.game.busy = false; });
          return;
        }
        if (!g.busy) store.update((s) => { s.game.busy = true; });
        const started = performance.now();
        const level = ctx.levelOfSeat(g, g.obs.turn);
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
    if (action === 'claim-ask' || action === 'claim-cancel') return armClaim(action === 'claim-ask');
    if (!isHumanTurn(s) || !humanLegal(s).includes(action)) return;
    if (action === 'claim' && !s.game.claimArmed) return; // the claim takes its confirmation (render/claim.js)
    const my = ctx.token;
    store.update((st) => {
      st.game.claimArmed = false;
      st.game.busy = true;
      st.game.showLastTrick = false;
      st.game.hint = null;
    });
    try {
      await step(my, () => engine.apply(action));
    } catch (e) {
      engineTrouble(e, my);
      if (my === ctx.token) await refresh(my);
      return;
    }
    loop(my);
  }

  // The claim's first step (asked: the row asks to confirm) or its cancel (Escape too).
  function armClaim(on) {
    if (on && !humanLegal(S()).includes('claim')) return;
    if (Boolean(S().game && S().game.claimArmed) !== on) store.update((st) => { st.game.claimArmed = on; });
  }

  // After a refused move: show the engine's state as it is.
  async function refresh(my) {
    try {
      const obs = await observeHuman();
      if (my !== ctx.token) return;
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
    let prev = S().game.obs;
    await move();
    if (pauseFrom !== null) {
      const wait = botPause(S()) - (performance.now() - pauseFrom);
      if (wait > 0) await sleep(wait);
    }
    if (my !== ctx.token) return;
    const obs = await observeHuman(prev.events, prev.player);
    const codes = await engine.codes();
    if (my !== ctx.token) return;
    const g = S().game;
    const events = obs.events.slice(g.cursor);
    if (saved.record(g.saveId, obs, codes, g.levels, ctx.marks(g)) === null) return; // taken over: not shown, not counted
    const cover = coverFor(g.levels, obs, g.humanSeat) || g.cover;
    if (cover && !g.cover) prev = { ...prev, hand: [], handOrders: {}, known: obs.known, events: obs.events }; // the last person's cards leave the page
    store.update((s) => {
      Object.assign(s.game, { obs, codes, cursor: obs.events.length, humanSeat: obs.player, hint: null, cover });
    });
    await present(my, prev, obs, events);
  }

  // Shows one move's events: the trick held a moment, then collected towards its
  // winner; a cante bubble; at the end of a deal the summary.
  async function present(my, prev, obs, events) {
    const g = S().game;
    statistics.countEvents(g, events);
    announce(events.map((e) => ctx.describe(g, e)).filter(Boolean).join(' '));
    for (const cue of moveCues(events)) ctx.cue(cue);
    for (const e of events) {
      const text = bubbleText(e);
      if (text) addBubble(e.player, text);
    }

    const trickAt = events.findIndex((e) => e.type === 'trick');
    const ended = events.some((e) => e.type === 'score' || e.type === 'partida' || e.type === 'match' || e.type === 'redeal') || obs.terminal;
    let frame = null;
    if (trickAt >= 0) {
      frame = heldFrame(prev, events.slice(0, trickAt));
      frame.trickWinner = events[trickAt].player; // the engine's trick event names the winner
      const hold = trickHold(S());
      if (hold > 0) {
        store.update((s) => { s.game.display = frame; });
        await sleep(hold);
        if (my !== ctx.token) return;
      }
    }
    const winner = trickAt >= 0 ? events[trickAt].player : null;
    if (winner !== null) ctx.cue('trick');
    store.update((s) => {
      const gg = s.game;
      gg.collect = winner === null ? null : { seat: winner, tick: ++collectTick };
      if (ended) {
        if (obs.terminal) passDummyOn(s, obs);
        gg.display = { ...(frame || quiet(prev)), trick: [], scores: obs.scores, lastTrick: null };
        gg.summary = buildSummary(events, obs, gg.display);
        gg.bubbles = [];
        gg.busy = false;
      } else {
        gg.display = obs;
      }
    });
  }

  // The options the next match takes by the rules (the engine's observation.nextMatch:
  // dummy whist passes the dummy on), offered in the setup (the dialog may change them).
  function passDummyOn(s, obs) {
    if (!s.setup || s.setup.game !== obs.game) return;
    for (const [name, value] of Object.entries(obs.nextMatch || {})) if (name in s.setup.options) s.setup.options[name] = value;
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

  /** Pass-and-play: the person now at the device shows their hand. */
  function uncover() {
    if (!S().game || !S().game.cover) return;
    store.update((s) => { s.game.cover = null; });
  }

  /** The "Continuar" button between deals. */
  function continueGame() {
    const g = S().game;
    if (!g || !g.summary || g.summary.kind === 'final') return;
    const my = ctx.token;
    store.update((s) => {
      s.game.summary = null;
      s.game.display = s.game.obs;
      s.game.collect = null;
      s.game.bubbles = [];
    });
    const deal = [...g.obs.events].reverse().find((e) => e.type === 'deal');
    if (deal) announce(ctx.describeDeal(S().game, deal));
    if (deal) ctx.cue('deal');
    loop(my);
  }

  function addBubble(seat, text) {
    const id = ++bubbleId;
    const bubble = { id, seat, text };
    store.update((s) => { s.game.bubbles = [...s.game.bubbles.filter((b) => b.seat !== seat), bubble]; });
    setTimeout(() => {
      const gg = S().game;
      if (gg && gg.bubbles.some((b) => b.id === id))
        store.update((s) => { s.game.bubbles = s.game.bubbles.filter((b) => b.id !== id); });
    }, BUBBLE_MS);
  }

  function toggleLastTrick() {
    const g = S().game;
    if (!g || !g.display.lastTrick) return;
    store.update((s) => { s.game.showLastTrick = !s.game.showLastTrick; });
  }

  /** Another tab took this game over: stop playing it here (nothing more is saved or counted). */
  function stop() {
    ctx.token++;
    store.update((s) => {
      if (s.game) Object.assign(s.game, { busy: true, hint: null, summary: null, display: s.game.obs });
    });
  }

  return {
    loop, // loop(token): the bots play until the human's turn or the end of a deal
    act, // act('7o') | act('sing:c') | act('pass')
    continueGame, // the summary's "Continuar"
    toggleLastTrick, // shows/hides observation.lastTrick
    uncover, // uncover(): pass-and-play, the cover lifts for the person at the device
    stop, // stop(): the game on the table is no longer this tab's
  };
}
