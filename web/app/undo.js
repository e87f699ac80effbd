// Undo against bots (a setting, off by default): the human takes back his last move and
// the bots' replies after it, back to his previous decision in the deal. The engine does
// it (Session.undo: refused in the daily deal, with nothing to take back, or when off) and
// the bots then answer as before (seeded by seed + history). A match in which undo was
// used is marked in its save and counted apart in the statistics (stats.js UNDO_KEY).

import { t } from './i18n.js';
import { readPref, writePref } from './prefs.js';
import { UNDO_KEY } from './stats.js';

export const UNDO_PREF = 'baza.undo'; // '1' when undo against bots is on (off by default)

/** The undo setting: off unless stored on, e.g. false. */
export function readUndo() {
  return readPref(UNDO_PREF) === '1';
}

export function writeUndo(on) {
  return writePref(UNDO_PREF, on ? '1' : null);
}

/** May the table offer undo now? The setting on, a live match that is not the daily deal: canOffer(state) -> true. */
export function canOffer(state) {
  const g = state.game;
  return Boolean(state.prefs && state.prefs.undo && g && !g.daily && !g.online && !g.obs.terminal); // never at an online table
}

/** createUndo(ctx, {statistics, play}) -> {undo()}: the "Deshacer" button and its key (U). */
export function createUndo(ctx, { statistics, play }) {
  const { store, engine, saved, S } = ctx;

  async function undo() {
    const g = S().game;
    if (!canOffer(S()) || g.busy || g.summary) return;
    const my = ++ctx.token; // a hint being worked out is dropped
    store.update((s) => Object.assign(s.game, { busy: true, hint: null, claimArmed: false, refusal: null, showLastTrick: false }));
    let results;
    try {
      // allowUndo first: the setting is the page's, and a fresh worker (after a trap) starts without it.
      ({ results } = await engine.batch([
        { method: 'allowUndo', args: [true] },
        { method: 'undo', args: [] },
        { method: 'observe', args: [-1, 0] },
        { method: 'codes', args: [] },
      ]));
    } catch (e) {
      if (my !== ctx.token) return;
      if (!e || !e.refused) return ctx.engineTrouble(e, my);
      store.update((s) => {
        s.game.busy = false;
        s.notice = { kind: 'info', key: 'undo.refused', code: e.code, actions: ['dismiss'] };
      });
      return;
    }
    if (my !== ctx.token) return;
    const [, undone, seen, codes] = results;
    const obs = await ctx.withControlled(seen);
    if (my !== ctx.token) return;
    if (!g.undoUsed) statistics.count(obs.game, { [UNDO_KEY]: 1 });
    if (saved.record(g.saveId, obs, codes, g.levels, { ...ctx.marks(g), undo: true }) === null) return;
    store.update((s) => {
      Object.assign(s.game, { obs, display: obs, codes, cursor: obs.events.length, busy: false, undoUsed: true, bubbles: [], collect: null });
      if (s.notice && s.notice.key === 'undo.refused') s.notice = null;
    });
    ctx.announce(t('undo.done', { n: undone.undone }));
    play.loop(my);
  }

  return { undo }; // undo(): back to the human's previous decision
}
