// The statistics per game: old (one flat set) ones read as Guiñote's, and the engine's
// events of a move counted with each game's own words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STAT_KEYS, migrateStats, addToStats, statsDelta, countsFor } from './stats.js';

test('statistics from before the games were split are read as Guiñote\'s', () => {
  const old = { version: 1, gamesStarted: 4, partidasWon: 3, partidasLost: 2, cotosWon: 1, matchesWon: 1 };
  const all = migrateStats(old);
  assert.deepEqual(all.guinote, { gamesStarted: 4, partidasWon: 3, partidasLost: 2, cotosWon: 1, matchesWon: 1, gamesAbandoned: 0, gamesFromPosition: 0, undoGames: 0 });
  assert.deepEqual(all.whist, { gamesStarted: 0, dealsWon: 0, dealsLost: 0, mangasWon: 0, rubbersWon: 0, matchesWon: 0, gamesAbandoned: 0, gamesFromPosition: 0, undoGames: 0 });
  assert.deepEqual(Object.keys(all.belote), STAT_KEYS.belote);
});

test('bad or missing values read as zero; the per-game form reads back as written', () => {
  const all = migrateStats({ version: 2, whist: { dealsWon: -1, mangasWon: 'x', rubbersWon: 2 }, guinote: null });
  assert.equal(all.whist.dealsWon, 0);
  assert.equal(all.whist.mangasWon, 0);
  assert.equal(all.whist.rubbersWon, 2);
  assert.equal(all.guinote.gamesStarted, 0);
  assert.deepEqual(migrateStats(null).belote.matchesWon, 0);
  const next = addToStats(all, 'whist', { dealsWon: 2, unknown: 5 });
  assert.equal(next.whist.dealsWon, 2);
  assert.equal('unknown' in next.whist, false);
  assert.deepEqual(migrateStats({ version: 2, ...next }), next);
  assert.equal(all.whist.dealsWon, 0); // the input is not changed
});

test('Whist counts deals (the engine\'s lastDealWon), games (mangas) and rubbers of the human\'s side', () => {
  const events = [
    { type: 'score', side: 0, tricks: 2, honours: 0, counted: false, total: 5 },
    { type: 'score', side: 1, tricks: 0, honours: 4, counted: true, total: 4 },
    { type: 'game', side: 0, games: 2 },
    { type: 'rubber', side: 0, rubbers: 1 },
  ];
  const obs = { scores: [{ side: 0, lastDealWon: true }, { side: 1, lastDealWon: false }] };
  assert.deepEqual(statsDelta('whist', events, 0, obs), { dealsWon: 1, mangasWon: 1, rubbersWon: 1 });
  assert.deepEqual(statsDelta('whist', events, 1, obs), { dealsLost: 1 });
  // The verdict is the engine's: tricks over six in a 'score' event decide nothing here.
  const swapped = { scores: [{ side: 0, lastDealWon: false }, { side: 1, lastDealWon: true }] };
  assert.deepEqual(statsDelta('whist', events.slice(0, 2), 0, swapped), { dealsLost: 1 });
});

test('Belote counts the contracts the human\'s side took and made, and matches won', () => {
  const made = [{ type: 'result', taker: 2, side: 0, verdict: 'made' }, { type: 'match', side: 0 }];
  const end = { terminal: true, winner: 0, scores: [] };
  assert.deepEqual(statsDelta('belote', made, 0, end), { contractsTaken: 1, contractsMade: 1, matchesWon: 1 });
  assert.deepEqual(statsDelta('belote', [{ type: 'result', side: 1, verdict: 'dedans' }], 1), { contractsTaken: 1 });
  assert.deepEqual(statsDelta('belote', made, 1, end), {});
});

test('Guiñote keeps partidas, cotos and matches', () => {
  const events = [{ type: 'partida', side: 1 }, { type: 'coto', side: 0 }, { type: 'match', side: 0 }];
  const end = { terminal: true, winner: 0, scores: [] };
  assert.deepEqual(statsDelta('guinote', events, 0, end), { partidasLost: 1, cotosWon: 1, matchesWon: 1 });
});

// The issue: a one-deal match won ("¡Habéis ganado!") left "Juegos ganados" at 0, for a
// one-deal match ends without a 'match' event. The engine's verdict is the observation's
// terminal and winner, in every game.
test('a match won counts once, from the engine\'s verdict, in every game and at any length', () => {
  const lastMove = { guinote: [{ type: 'partida', side: 0 }], whist: [{ type: 'score', side: 0 }], belote: [{ type: 'result', side: 1 }] };
  for (const game of Object.keys(STAT_KEYS)) {
    assert.ok(STAT_KEYS[game].includes('matchesWon'), game);
    const events = lastMove[game];
    const end = { terminal: true, winner: 0, scores: [{ side: 0 }, { side: 1 }] };
    assert.equal(statsDelta(game, events, 0, end).matchesWon, 1, game);
    assert.equal(statsDelta(game, events, 1, end).matchesWon, undefined, game); // lost
    assert.equal(statsDelta(game, events, 0, { ...end, winner: null }).matchesWon, undefined, game); // no winner
    assert.equal(statsDelta(game, events, 0, { ...end, terminal: false }).matchesWon, undefined, game); // not over
    assert.equal(statsDelta(game, [{ type: 'match', side: 0 }], 0, { ...end, terminal: false }).matchesWon, undefined, game);
  }
});

test('an abandoned match counts in every game\'s statistics', () => {
  for (const game of Object.keys(STAT_KEYS)) {
    const next = addToStats(migrateStats(null), game, { gamesAbandoned: 1 });
    assert.equal(next[game].gamesAbandoned, 1, game);
  }
});

test('a game played on from a replay\'s step is counted apart, in every game', () => {
  for (const game of Object.keys(STAT_KEYS)) {
    assert.equal(addToStats(migrateStats(null), game, { gamesFromPosition: 1 })[game].gamesFromPosition, 1, game);
  }
  // Its wins are not a fresh deal's: they add nothing to the other counters.
  assert.deepEqual(countsFor({ fromPosition: { k: 12, deal: 1 } }, { dealsWon: 1 }), {});
  assert.deepEqual(countsFor({}, { dealsWon: 1 }), { dealsWon: 1 });
});
