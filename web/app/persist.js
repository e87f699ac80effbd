// Nothing lost: the game in progress and the local statistics in localStorage.
// Everything read back is checked; a bad save is moved aside, never trusted.

import { migrateStats, addToStats } from './stats.js';

export const SAVE_KEY = 'baza.save.v1'; // the game in progress
export const BROKEN_KEY = 'baza.save.broken'; // where an unreadable save is moved
export const STATS_KEY = 'baza.stats.v1'; // local statistics (the key stays; the value has a version: 2 per game)
const SAVE_VERSION = 1;

function storage() {
  try {
    return window.localStorage; // may throw (disabled storage)
  } catch {
    return null;
  }
}

/**
 * The saved game: {status: 'none'} | {status: 'ok', save} |
 * {status: 'broken', reason} (the raw text has then been moved to BROKEN_KEY).
 */
export function readSave() {
  const s = storage();
  if (!s) return { status: 'none' };
  let raw;
  try {
    raw = s.getItem(SAVE_KEY);
  } catch {
    return { status: 'none' };
  }
  if (raw === null) return { status: 'none' };
  const reason = checkSave(raw);
  if (typeof reason === 'string') {
    moveSaveAside(raw);
    return { status: 'broken', reason }; // e.g. {status: 'broken', reason: 'version 7'}
  }
  return { status: 'ok', save: reason };
}

// The save object, or a string saying what is wrong with it.
function checkSave(raw) {
  let v;
  try {
    v = JSON.parse(raw);
  } catch {
    return 'not JSON';
  }
  if (!v || typeof v !== 'object') return 'not an object';
  if (v.version !== SAVE_VERSION) return `version ${String(v.version).slice(0, 20)}`;
  if (typeof v.code !== 'string' || !/^[A-Za-z0-9_-]{4,20000}$/.test(v.code)) return 'no code';
  if (!Array.isArray(v.levels) || v.levels.length > 4 || !v.levels.every((l) => typeof l === 'string' && /^[a-z0-9_-]{1,32}$/.test(l)))
    return 'bad levels';
  return { version: 1, code: v.code, levels: v.levels.slice(), savedAt: String(v.savedAt || '') };
}

/** Moves a save that could not be used to BROKEN_KEY (and forgets it). */
export function moveSaveAside(raw) {
  const s = storage();
  if (!s) return;
  try {
    const text = raw !== undefined ? raw : s.getItem(SAVE_KEY);
    if (text !== null) s.setItem(BROKEN_KEY, text);
    s.removeItem(SAVE_KEY);
  } catch {
    /* storage full or disabled: nothing more to do */
  }
}

/** Saves the game: {version: 1, code: replay code, levels: per person, savedAt}. */
export function writeSave(code, levels) {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(SAVE_KEY, JSON.stringify({ version: SAVE_VERSION, code, levels, savedAt: new Date().toISOString() }));
    return true; // e.g. true
  } catch {
    return false;
  }
}

export function clearSave() {
  const s = storage();
  try {
    if (s) s.removeItem(SAVE_KEY);
  } catch {
    /* ignore */
  }
}

/** Every game's statistics, zero when missing or unreadable: {guinote: {gamesStarted: 3, …}, whist: …, belote: …}. */
export function readStats() {
  const s = storage();
  if (!s) return migrateStats(null);
  try {
    return migrateStats(JSON.parse(s.getItem(STATS_KEY) || 'null'));
  } catch {
    return migrateStats(null); // unreadable: start from zero
  }
}

/** Adds `delta` ({dealsWon: 1}) to `game`'s statistics; returns every game's. */
export function addStats(game, delta) {
  const stats = addToStats(readStats(), game, delta);
  const s = storage();
  try {
    if (s) s.setItem(STATS_KEY, JSON.stringify({ version: 2, ...stats }));
  } catch {
    /* ignore */
  }
  return stats;
}
