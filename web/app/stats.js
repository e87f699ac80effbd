// The statistics the page keeps, per game: which counters each game shows and how a
// move's events (the engine's) add to them, and the stored form. Old statistics (one
// set, from before there were three games) were Guiñote's and stay Guiñote's.

/** The counters of each game, in the order the panel shows them. */
export const STAT_KEYS = {
  guinote: ['gamesStarted', 'partidasWon', 'partidasLost', 'cotosWon', 'matchesWon', 'gamesAbandoned'],
  whist: ['gamesStarted', 'dealsWon', 'dealsLost', 'mangasWon', 'rubbersWon', 'gamesAbandoned'],
  belote: ['gamesStarted', 'contractsTaken', 'contractsMade', 'matchesWon', 'gamesAbandoned'],
}; // gamesAbandoned: matches given up to see their replay before the end (game.js abandon)

const zeros = (game) => Object.fromEntries(STAT_KEYS[game].map((k) => [k, 0]));

/** Every game's counters from what storage held (v2 per game, v1 one flat set), zero where missing. */
export function migrateStats(raw) {
  const out = {};
  for (const game of Object.keys(STAT_KEYS)) {
    const from = raw && (raw.version === 2 ? raw[game] : game === 'guinote' ? raw : null);
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

/** What one move's events add to the human's statistics; `mine` is his side. */
export function statsDelta(game, events, mine) {
  const delta = {};
  const add = (k) => { delta[k] = (delta[k] || 0) + 1; };
  for (const e of events) {
    if (game === 'guinote') {
      if (e.type === 'partida') add(e.side === mine ? 'partidasWon' : 'partidasLost');
      if (e.type === 'coto' && e.side === mine) add('cotosWon');
      if (e.type === 'match' && e.side === mine) add('matchesWon');
    } else if (game === 'whist') {
      if (e.type === 'score' && e.tricks > 0) add(e.side === mine ? 'dealsWon' : 'dealsLost'); // the side with tricks over six
      if (e.type === 'game' && e.side === mine) add('mangasWon');
      if (e.type === 'rubber' && e.side === mine) add('rubbersWon');
    } else if (game === 'belote') {
      if (e.type === 'result' && e.side === mine) {
        add('contractsTaken');
        if (e.verdict === 'made') add('contractsMade');
      }
      if (e.type === 'match' && e.side === mine) add('matchesWon');
    }
  }
  return delta; // e.g. {dealsWon: 1, mangasWon: 1}
}
