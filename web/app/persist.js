// The local statistics in localStorage (the saved games are saves.js's). Everything
// read back is checked; unreadable statistics start again from zero.

import { migrateStats, addToStats } from './stats.js';

export const STATS_KEY = 'baza.stats.v1'; // local statistics (the key stays; the value has a version: 2 per game)

function storage() {
  try {
    return window.localStorage; // may throw (disabled storage)
  } catch {
    return null;
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
