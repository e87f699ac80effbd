// The page's saved games: which one this tab plays (and holds, tabs.js), writing it
// after every move (saves.js), the list to resume from, deleting with the player's
// word, and what the player is told when a save fails or another tab has the game.

import { GAME_WORDS } from './gameWords.js';
import * as saves from './saves.js';
import { createTabs } from './tabs.js';
import { saveCode } from './errors.js';

function storageOrNull() {
  try {
    return window.localStorage; // throws when storage is disabled
  } catch {
    return null;
  }
}

/**
 * createSavedGames({store, storage, tabs}) -> {
 *   attach(game), setVersion(v), boot(), latest(), open(id, {steal}), record(id, obs, codes, levels, marks),
 *   setAside(id, reason), withRoom(fn), openList(), closeList(), askDelete(id), confirmDelete(id), cancelDelete(),
 *   takeOver(), current() }
 */
export function createSavedGames({ store, storage = storageOrNull(), tabs = null }) {
  let game = null; // the game controller (attach)
  let build = { engine: '', codeVersion: 1 }; // this page's engine (setVersion)
  let current = null; // the game this tab holds and writes: {id, rev, startedAt}
  let pending = null; // a start waiting for room: () => game.startGame(…)
  const guard = tabs || createTabs({ onLost: (id) => lost(id) });

  const S = () => store.state;

  // The saved game on screen was written by another tab (storage events reach only the other tabs).
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (current && e.key === saves.GAME_PREFIX + current.id) lost(current.id);
      else if (e.key === null || (e.key && e.key.startsWith(saves.GAME_PREFIX))) refresh();
    });
  }

  const resumable = (e) => !e.newer && e.codeVersion <= build.codeVersion;

  function rows(list) {
    return list.map((e) => (e.newer
      ? { id: e.id, newer: true, savedAt: e.savedAt }
      : { id: e.id, game: e.game, players: e.players, deal: e.deal, score: e.score, status: e.status, savedAt: e.savedAt,
        newer: !resumable(e), here: Boolean(current && current.id === e.id) }));
  }

  function refresh() {
    const { games } = saves.listSaves(storage);
    store.update((s) => { s.saved.games = rows(games); });
    return games;
  }

  function notice(n) {
    store.update((s) => { s.notice = n; });
  }

  // Another tab took the game over (or wrote it): stop here, say so, offer it back.
  function lost(id) {
    if (!current || current.id !== id) return;
    current = null;
    if (game) game.stop();
    store.update((s) => {
      s.saved.offer = id;
      s.notice = { kind: 'info', key: 'saves.takenOver', actions: ['take-over', 'open-games'] };
    });
    refresh();
  }

  function saveFailed(result) {
    if (result.reason === 'taken') return;
    notice({ kind: 'error', key: result.reason === 'quota' ? 'error.saveQuota' : 'error.saveFailed', detail: result.detail, actions: ['dismiss'] });
  }

  /** The engine's version ({engine: '0.1.0', codeVersion: 1}) that new saves record. */
  function setVersion(v) {
    if (v && typeof v.engine === 'string' && Number.isSafeInteger(v.codeVersion)) build = { engine: v.engine.slice(0, 32), codeVersion: v.codeVersion };
  }

  /** At start: the old single save moved in, broken and newer saves reported, the list read. */
  function boot() {
    if (!storage) {
      notice({ kind: 'error', key: 'error.saveFailed', code: 'storage-off', detail: 'localStorage', actions: ['dismiss'] });
      return;
    }
    const migrated = saves.migrateOldSave(storage);
    const { games, broken } = saves.listSaves(storage);
    store.update((s) => { s.saved.games = rows(games); });
    const newer = games.filter((e) => !resumable(e)).length;
    if (migrated && migrated.broken) broken.push({ reason: migrated.broken });
    if (migrated && migrated.failed) saveFailed(migrated.failed);
    else if (broken.length) notice({ kind: 'error', key: 'error.saveBroken', code: saveCode(broken[0].reason), detail: broken.map((b) => b.reason).join('; '), actions: ['new-game', 'dismiss'] });
    else if (newer) notice({ kind: 'info', key: 'saves.newer', params: { n: newer }, actions: ['open-games', 'dismiss'] });
  }

  /** The newest unfinished game this page can replay, or null. */
  function latest() {
    return saves.listSaves(storage).games.find((e) => resumable(e) && e.status === 'live') || null;
  }

  /** Resumes a saved game in this tab, if no other tab holds it (steal: take it over). */
  async function open(id, { steal = false } = {}) {
    const entry = saves.readEntry(storage, id);
    if (!entry || entry.broken || entry.newer || !resumable(entry)) {
      refresh();
      if (entry && entry.broken) setAside(id, entry.broken);
      return false;
    }
    if (current && current.id === id) {
      store.update((s) => { s.saved.open = false; });
      return true;
    }
    if (!(await guard.hold(id, { steal }))) {
      store.update((s) => {
        s.saved.offer = id;
        s.welcome = !s.game;
        s.saved.open = false;
        s.notice = { kind: 'info', key: 'saves.heldElsewhere', actions: ['take-over', 'open-games'] };
      });
      return false;
    }
    const fresh = saves.readEntry(storage, id) || entry; // the newest progress, read after the lock
    if (fresh.broken) {
      guard.release(id);
      setAside(id, fresh.broken);
      return false;
    }
    if (current) guard.release(current.id);
    current = { id, rev: fresh.rev, startedAt: fresh.startedAt };
    store.update((s) => {
      s.saved.open = false;
      s.saved.offer = null;
      if (s.notice && s.notice.key && s.notice.key.startsWith('saves.')) s.notice = null;
    });
    await game.resume(fresh);
    return true;
  }

  /** "Take it over" / "take it back": the offered game, stolen from the tab holding it. */
  function takeOver() {
    const id = S().saved.offer;
    if (id) return open(id, { steal: true });
    return undefined;
  }

  /**
   * After every move: writes the game (id null: a new one) and returns its id, or null
   * when this tab no longer holds it (then nothing is written and play stops).
   * marks: {daily: '2026-11-26', undo: true, from: {k, deal, scores}} when the game is a daily deal /
   * undo was used / it is played on from a replay's step (game/context.js fromMark).
   */
  function record(id, obs, codes, levels, marks = {}) {
    if (id !== null && (!current || current.id !== id)) return null;
    if (!storage) { // disabled storage: said again for every new game, which then goes unsaved
      if (id === null) notice({ kind: 'error', key: 'error.saveFailed', code: 'storage-off', detail: 'localStorage', actions: ['dismiss'] });
      return id || saves.newId();
    }
    const mine = obs.sideOf ? obs.sideOf[obs.seatOfPerson[Math.max(0, levels.indexOf('human'))]] : 0; // this device's first person's side
    const scores = Array.isArray(obs.scores) ? obs.scores.slice().sort((a, b) => (a.side === mine ? -1 : b.side === mine ? 1 : a.side - b.side)) : [];
    const now = new Date().toISOString();
    const isNew = id === null;
    const target = isNew ? { id: saves.newId(), rev: null, startedAt: now } : current;
    const fields = {
      id: target.id,
      code: codes.replay,
      levels: levels.slice(0, 4),
      game: Object.hasOwn(GAME_WORDS, obs.game) ? obs.game : null,
      players: Number.isSafeInteger(obs.players) ? obs.players : null,
      deal: Number.isSafeInteger(obs.deal) ? obs.deal : null,
      // The engine's standing field (partidas, points); an older observation without one: partidas, else points.
      score: scores.length ? scores.map((x) => (obs.standing ? x[obs.standing] : x.partidas ?? x.points) | 0) : null,
      status: obs.terminal ? 'over' : 'live',
      engine: build.engine,
      codeVersion: build.codeVersion,
      startedAt: target.startedAt,
      savedAt: now,
      ...(marks.daily ? { daily: marks.daily } : {}),
      ...(marks.undo ? { undo: true } : {}),
      ...(marks.from ? { from: marks.from } : {}),
      ...(marks.names ? { names: Array.from(marks.names.slice(0, 4), (n) => String(n || '').slice(0, 24)) } : {}),
    };
    if (isNew) {
      const room = saves.roomFor(saves.listSaves(storage).games, current && current.id);
      for (const drop of room.drop || []) saves.removeEntry(storage, drop);
    }
    const result = saves.writeEntry(storage, fields, target.rev);
    if (isNew) {
      if (current) guard.release(current.id);
      current = { id: target.id, rev: result.ok ? result.rev : null, startedAt: now };
      guard.hold(target.id);
    }
    if (!result.ok) {
      if (result.reason === 'taken' && !isNew) {
        lost(target.id);
        return null;
      }
      saveFailed(result);
      return target.id;
    }
    current.rev = result.rev;
    if (S().notice && (S().notice.key === 'error.saveQuota' || S().notice.key === 'error.saveFailed')) notice(null);
    return target.id;
  }

  /** A save the engine refused: moved aside (kept in BROKEN_KEY) and reported. */
  function setAside(id, reason) {
    const entry = storage ? storage.getItem(saves.GAME_PREFIX + id) : null;
    if (entry !== null) {
      try {
        storage.setItem(saves.BROKEN_KEY, entry);
      } catch {
        /* full: dropped rather than left in the list */
      }
      saves.removeEntry(storage, id);
    }
    if (current && current.id === id) {
      guard.release(id);
      current = null;
    }
    refresh();
    store.update((s) => {
      s.welcome = !s.game;
      s.notice = { kind: 'error', key: 'error.saveBroken', code: saveCode(reason), detail: String(reason).slice(0, 200), actions: ['new-game', 'dismiss'] };
    });
  }

  /**
   * Runs fn (a new game) if there is room for one more save, after removing the
   * oldest finished ones; with only unfinished games kept, opens the list to ask.
   */
  async function withRoom(fn) {
    const games = saves.listSaves(storage).games;
    const room = saves.roomFor(games, current && current.id);
    if (room.full) {
      pending = fn;
      store.update((s) => {
        s.saved.games = rows(games);
        s.saved.open = true;
        s.saved.full = true;
        s.dialog = null;
      });
      return;
    }
    const live = S().game && !S().game.obs.terminal && current;
    await fn();
    if (live && current && current.id !== live.id && !S().notice) {
      notice({ kind: 'info', key: 'saves.kept', actions: ['open-games', 'dismiss'] });
    }
  }

  function openList() {
    refresh();
    store.update((s) => {
      s.saved.open = true;
      s.saved.full = false;
      s.saved.confirm = null;
      s.dialog = null;
    });
    pending = null;
  }

  function closeList() {
    pending = null;
    store.update((s) => {
      s.saved.open = false;
      s.saved.full = false;
      s.saved.confirm = null;
    });
  }

  /** "Borrar": a finished game goes at once; an unfinished one asks first. */
  function askDelete(id) {
    const row = S().saved.games.find((g) => g.id === id);
    if (!row || row.here) return;
    if (row.status === 'over') confirmDelete(id);
    else store.update((s) => { s.saved.confirm = id; });
  }

  function confirmDelete(id) {
    if (current && current.id === id) return;
    saves.removeEntry(storage, id);
    const games = refresh();
    store.update((s) => { s.saved.confirm = null; });
    if (pending && !saves.roomFor(games, current && current.id).full) {
      const fn = pending;
      closeList();
      withRoom(fn);
    }
  }

  /** An abandoned game (its hands then shown): its save goes, and this tab lets it go. */
  function forget(id) {
    if (!id) return;
    if (current && current.id === id) {
      guard.release(id);
      current = null;
    }
    saves.removeEntry(storage, id);
    refresh();
  }

  function cancelDelete() {
    store.update((s) => { s.saved.confirm = null; });
  }

  return {
    attach: (g) => { game = g; }, // attach(gameController): resume() and stop() are called on it
    setVersion, // setVersion({engine: '0.1.0', codeVersion: 1})
    boot, // migrates, reads and reports the saves at start
    latest, // latest() -> the newest unfinished resumable entry, or null
    open, // await open('g…') resumes it here; open('g…', {steal: true}) takes it over
    takeOver, // the notice's "take it over": the offered game
    record, // record(id | null, obs, codes, levels) -> id | null (lost)
    setAside, // setAside('g…', 'engine refused it')
    withRoom, // withRoom(() => game.startGame(setup))
    openList, // the "Partidas" list
    closeList,
    askDelete, // askDelete('g…'): asks when unfinished
    confirmDelete, // confirmDelete('g…')
    forget, // forget('g…'): the abandoned game on the table, no question (the player chose to abandon it)
    cancelDelete,
    current: () => (current ? current.id : null), // the id this tab holds, e.g. 'g…'
  };
}
