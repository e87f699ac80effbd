// The statistics the page keeps, per game: which counters each game shows and how a
// move's events (the engine's) add to them, and the stored form. Old statistics (one
// set, from before there were three games) were Guiñote's and stay Guiñote's.

import { GAME_WORDS } from './gameWords.js';

// Matches in which undo was used (app/undo.js), counted apart: from the undo on, such a
// match adds nothing to the other counters (its wins are not the player's alone), e.g. 2.
export const UNDO_KEY = 'undoGames';

/**
 * What a move's events add for game `g` on the table: nothing once undo was used in it,
 * nor in a game played on from a replay's step (not a fresh deal); both are counted apart.
 */
export function countsFor(g, delta) {
  return g && (g.undoUsed || g.fromPosition) ? {} : delta; // e.g. countsFor({undoUsed: true}, {dealsWon: 1}) -> {}
}

/** The counters of each game, in the order the panel shows them (gameWords.js), then gamesFromPosition and undoGames. */
export const STAT_KEYS = Object.fromEntries(Object.entries(GAME_WORDS).map(([game, w]) => [game, [...w.stats, 'gamesFromPosition', UNDO_KEY]]));
// gamesAbandoned: matches given up to see their replay before the end (game.js abandon)
// gamesFromPosition: games played on from a replay's step ("play from here"), not fresh deals: their results are not counted

const LEGACY_GAME = 'guinote'; // the only game of the v1 statistics
const zeros = (game) => Object.fromEntries(STAT_KEYS[game].map((k) => [k, 0]));

/** Every game's counters from what storage held (v2 per game, v1 one flat set), zero where missing. */
export function migrateStats(raw) {
  const out = {};
  for (const game of Object.keys(STAT_KEYS)) {
    const from = raw && (raw.version === 2 ? raw[game] : game === LEGACY_GAME ? raw : null);
    out[game] = zeros(game);
    for (const k of STAT_KEYS[game]) {
      const v = from ? from[k] : undefined;
      if (Number.isSafeInteger(v) && v >= 0) out[game][k] = v;
    }
  }
  return out; // e.g. {guinote: {gamesStarted: 3, …}, whist: {…}, belote: {…}}
}

/** Adds `delta` ({dealsWon: 1}) to `game`'s counters; returns the new set of all games. */
export function addToStats(all, game, delta) {
  const out = migrateStats({ version: 2, ...all });
  if (!out[game]) return out;
  for (const [k, n] of Object.entries(delta)) if (k in out[game]) out[game][k] += n;
  return out;
}

/**
 * What one move's events add to the human's statistics; `mine` is his side, `obs` the
 * observation after the move (its scores hold the engine's verdicts, e.g. lastDealWon).
 */
export function statsDelta(game, events, mine, obs = null) {
  const delta = {};
  const add = (k) => { if (k) delta[k] = (delta[k] || 0) + 1; };
  const counters = (GAME_WORDS[game] && GAME_WORDS[game].counters) || [];
  const own = obs && Array.isArray(obs.scores) ? obs.scores.find((s) => s.side === mine) : null;
  // The move that ended the match (it has events; nothing moves after the end), by its winner.
  const matchEnded = Boolean(obs && obs.terminal && events.length > 0);
  for (const c of counters) if (c.matchEnd && matchEnded && obs.winner === mine) add(c.mine);
  for (const e of events)
    for (const c of counters) {
      if (c.matchEnd || e.type !== c.type || (c.when && e[c.when[0]] !== c.when[1])) continue;
      if (c.ownEvent) {
        if (e.side === mine && own) add(own[c.fact] ? c.yes : c.no);
      } else add(e.side === mine ? c.mine : c.theirs);
    }
  return delta; // e.g. {dealsWon: 1, mangasWon: 1}
}
