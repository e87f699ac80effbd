// The review of a finished deal in the replay viewer: the engine values each move
// (Engine.review, core's solvers and resampler) on the viewer's worker, a few actions
// per call so that the page shows progress and the viewer keeps answering between
// calls; then Engine.reviewSummary gives accuracy and the biggest mistakes. The page
// words the engine's fields and never computes a value, a loss or an accuracy.

import { errorFields } from './errors.js';

const CHUNK = 8; // actions valued per Engine.review call, e.g. 8

/**
 * createReview({S, update, enqueue, engine, code, invalidate}) -> {toggle(), setView(view),
 *   toggleBots(), reset()}
 * enqueue(fn): runs fn after the viewer's pending work (replay.js); engine() the viewer's
 * client; code() the replay code; invalidate(): the worker's match may have changed.
 */
export function createReview({ S, update, enqueue, engine, code, invalidate }) {
  const results = new Map(); // 'open|0' -> {moves: {12: move}, done: 16, unit, summary, error}
  let run = 0; // bumps when what is asked changes: a stale loop stops

  // The seats whose moves are valued: the person's, or everyone's ("0,1,2,3").
  function seatsFor(r) {
    const v = r.view;
    return r.review.bots ? Array.from({ length: v.players }, (_, i) => i).join(',') : String(v.seatOfPerson[0]);
  }

  function publish(res, key) {
    update((r) => {
      Object.assign(r.review, {
        key,
        unit: res.unit,
        moves: res.moves,
        done: res.done,
        summary: res.summary,
        error: res.error,
        status: res.error ? 'failed' : res.summary ? 'done' : 'working',
      });
    });
  }

  // One call to the engine (a chunk of moves, then the summary); false when the loop must stop.
  async function next(my, res, view, seats) {
    if (my !== run || !S().replay) return false;
    const n = S().replay.n;
    try {
      if (res.done < n) {
        const a = await engine().review(code(), view, seats, res.done, Math.min(CHUNK, n - res.done));
        for (const m of a.moves) res.moves[m.index] = m;
        res.unit = a.unit;
        res.done = Math.min(n, res.done + CHUNK);
      } else {
        res.summary = await engine().reviewSummary(code(), view, seats);
        res.unit = res.summary.unit || res.unit;
      }
    } catch (e) {
      if (e && e.refused === false) {
        res.error = null; // a broken worker: asked again when the review is opened again
        run++;
        throw e;
      }
      res.error = errorFields(e); // a refusal (e.g. an unfinished deal): worded in the panel
    } finally {
      invalidate();
    }
    return true;
  }

  async function start() {
    const r = S().replay;
    if (!r || !r.review.open || r.status !== 'ready') return;
    const my = ++run;
    const view = r.review.view;
    const seats = seatsFor(r);
    const key = `${view}|${seats}`;
    let res = results.get(key);
    if (!res) {
      res = { moves: {}, done: 0, unit: '', summary: null, error: null };
      results.set(key, res);
    }
    publish(res, key);
    while (my === run && !res.summary && !res.error) {
      let going = false;
      await enqueue(async () => {
        going = await next(my, res, view, seats);
        if (my === run) publish(res, key);
      });
      if (!going) return; // what was computed stays: the engine goes on from res.done next time
    }
    if (res.error) results.delete(key); // asked again next time
  }

  /** The "Review" button: shows or hides the panel (the work goes on only while shown). */
  function toggle() {
    const r = S().replay;
    if (!r || r.status !== 'ready') return null;
    const open = !r.review.open;
    update((x) => { x.review.open = open; });
    if (!open) {
      run++;
      return null;
    }
    return start();
  }

  /** 'open' ("With all cards open") | 'knew' ("With what you knew"). */
  function setView(view) {
    const r = S().replay;
    if (!r || !['open', 'knew'].includes(view) || r.review.view === view) return null;
    update((x) => { x.review.view = view; });
    return start();
  }

  /** Values the bots' moves too (every seat), or the person's only. */
  function toggleBots() {
    const r = S().replay;
    if (!r) return null;
    update((x) => { x.review.bots = !x.review.bots; });
    return start();
  }

  /** A new code in the viewer (or none): nothing computed is kept. */
  function reset() {
    run++;
    results.clear();
  }

  return {
    toggle, // the Review button
    setView, // setView('knew')
    toggleBots, // bots' moves valued too, or not
    reset, // the viewer opened another code or closed
    resume: start, // after a restarted worker: the open review goes on
  };
}

/** The review's part of the viewer's state (replay.js open()). */
export function initialReview() {
  return {
    open: false, // the panel is shown
    view: 'open', // 'open': with all cards open | 'knew': with what the player knew
    bots: false, // the bots' moves are valued too
    status: 'idle', // 'idle' | 'working' | 'done' | 'failed'
    key: '', // which results are shown, e.g. 'open|0'
    unit: '', // the engine's unit: 'tricks' | 'points'
    moves: {}, // the engine's valued moves by action index: {12: {index: 12, player: 0, action: '7o', loss: 1, best: 'As', …}}
    done: 0, // actions reviewed so far, e.g. 16 (of replay.n)
    summary: null, // Engine.reviewSummary: {players: [{seat, accuracy, loss, moves, mistakes}], mistakes: [...], samples, note}
    error: null, // a refusal: {code: 'invalid-argument', detail: 'the deal is not finished'}
  };
}
