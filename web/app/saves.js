// The saved games, one localStorage key each (so two tabs playing two games never
// write the same key). Pure: the storage is passed in, nothing here touches the DOM,
// so node tests run it over a fake storage. Every field read back is checked; a save
// that fails a check is moved aside (BROKEN_KEY), one from a newer page is left where
// it is and reported, and an unfinished game is never removed here without the caller
// asking for that id.

export const GAME_PREFIX = 'baza.game.'; // 'baza.game.g1k2…' holds one saved game
export const OLD_SAVE_KEY = 'baza.save.v1'; // the single save of earlier pages, migrated once
export const BROKEN_KEY = 'baza.save.broken'; // where an unreadable save is moved
export const SAVE_VERSION = 2; // the format of each saved game (below)
export const MAX_GAMES = 8; // saved games kept; finished ones go first, unfinished ones only when the player says

const ID = /^g[a-z0-9]{4,24}$/;
const CODE = /^[A-Za-z0-9_-]{4,20000}$/;
const LEVEL = /^[a-z0-9_-]{1,32}$/;
const GAMES = ['guinote', 'whist', 'belote'];
const DAY = /^\d{4}-\d\d-\d\d$/; // a daily deal's day, e.g. '2026-11-26'
const ISO = /^\d{4}-\d\d-\d\dT[\d:.]{5,15}Z$/;

/** A new id for a saved game, e.g. 'g5f0c2a9d1e'. */
export function newId(random = Math.random) {
  return `g${Date.now().toString(36)}${Math.floor(random() * 36 ** 6).toString(36)}`;
}

const int = (v, lo, hi) => Number.isSafeInteger(v) && v >= lo && v <= hi;
// A save's "play from here" mark: {k: 31, deal: 2, scores: [{side: 0, total: 86}, …]} (at most 4 sides).
const fromPositionOk = (f) => f !== null && typeof f === 'object' && int(f.k, 0, 1e6) && int(f.deal, 0, 1e6)
  && Array.isArray(f.scores) && f.scores.length <= 4
  && f.scores.every((x) => x !== null && typeof x === 'object' && int(x.side, 0, 3) && int(x.total, -1e6, 1e6));

// Pass-and-play's names by person: ['Ana', '', 'Eva'] (at most 4, each at most 24 characters).
const namesOk = (n) => Array.isArray(n) && n.length <= 4 && n.every((x) => typeof x === 'string' && x.length <= 24);

/**
 * Checks one saved game: the entry (a fresh object with only known fields), or
 * {newer: true} for a save written by a later page (left alone), or a string
 * saying what is wrong.
 */
export function checkEntry(v, id) {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'not an object';
  if (int(v.version, SAVE_VERSION + 1, 1e6)) return { newer: true, id, savedAt: ISO.test(v.savedAt) ? v.savedAt : '' };
  if (v.version !== SAVE_VERSION) return `version ${String(v.version).slice(0, 20)}`;
  if (v.id !== id || !ID.test(String(v.id))) return 'wrong id';
  if (typeof v.code !== 'string' || !CODE.test(v.code)) return 'no code';
  if (!Array.isArray(v.levels) || v.levels.length > 4 || !v.levels.every((l) => typeof l === 'string' && LEVEL.test(l))) return 'bad levels';
  if (v.game !== null && !GAMES.includes(v.game)) return 'unknown game';
  if (v.players !== null && !int(v.players, 2, 4)) return 'bad players';
  if (v.deal !== null && !int(v.deal, 0, 1e6)) return 'bad deal';
  if (v.score !== null && (!Array.isArray(v.score) || v.score.length > 4 || !v.score.every((n) => int(n, -1e6, 1e6)))) return 'bad score';
  if (v.status !== 'live' && v.status !== 'over') return 'bad status';
  if (!int(v.rev, 0, 1e12)) return 'bad rev';
  if (typeof v.engine !== 'string' || v.engine.length > 32) return 'bad engine';
  if (!int(v.codeVersion, 1, 255)) return 'bad code version';
  if (!ISO.test(v.startedAt) || !ISO.test(v.savedAt)) return 'bad date';
  if (v.daily !== undefined && !DAY.test(String(v.daily))) return 'bad daily';
  if (v.undo !== undefined && v.undo !== true) return 'bad undo';
  if (v.from !== undefined && !fromPositionOk(v.from)) return 'bad from';
  if (v.names !== undefined && !namesOk(v.names)) return 'bad names';
  return {
    version: SAVE_VERSION, // e.g. 2
    id: v.id, // e.g. 'g5f0c2a9d1e'
    code: v.code, // the replay code: the match and every move, e.g. 'AQEB…'
    levels: v.levels.slice(), // bot level by person, e.g. ['human', 'hard', 'hard', 'hard']
    game: v.game, // 'guinote' | 'whist' | 'belote' | null (a migrated save not yet reopened)
    players: v.players, // e.g. 4, or null
    deal: v.deal, // the deal in play, e.g. 3, or null
    score: v.score === null ? null : v.score.slice(), // the human's side first, e.g. [1, 0], or null
    status: v.status, // 'live' (unfinished) | 'over'
    rev: v.rev, // bumps at every write; a tab only writes over the rev it last wrote, e.g. 12
    engine: v.engine, // the engine release that wrote it, e.g. '0.1.0' ('' for a migrated save)
    codeVersion: v.codeVersion, // the replay code's version, e.g. 1
    startedAt: v.startedAt, // e.g. '2026-11-25T15:40:00.000Z'
    savedAt: v.savedAt, // e.g. '2026-11-25T16:02:31.250Z'
    ...(v.daily ? { daily: v.daily } : {}), // the daily deal's day (app/daily.js), e.g. '2026-11-26'; absent: not a daily deal
    ...(v.undo ? { undo: true } : {}), // undo was used in this game (app/undo.js), e.g. true; absent: never
    ...(v.from ? { from: { k: v.from.k, deal: v.from.deal, scores: v.from.scores.map(({ side, total }) => ({ side, total })) } } : {}), // played on from step k of a replay, whose deal ended so: {k: 31, deal: 2, scores: [{side: 0, total: 86}]}
    ...(v.names ? { names: v.names.slice() } : {}), // pass-and-play: the people's names by person, e.g. ['Ana', '', 'Eva']; absent: none given
  };
}

function parse(raw) {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Is this error a full storage? (Chrome, Firefox and Safari name it differently.) */
export function isQuotaError(e) {
  return Boolean(e) && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22 || e.code === 1014);
}

// A failed write as the page reports it: {ok: false, reason: 'quota' | 'storage', detail}.
const writeFailure = (e) => ({ ok: false, reason: isQuotaError(e) ? 'quota' : 'storage', detail: String((e && e.message) || e).slice(0, 200) });

function keys(storage) {
  const out = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (typeof k === 'string' && k.startsWith(GAME_PREFIX)) out.push(k);
  }
  return out;
}

function moveAside(storage, key, raw) {
  try {
    storage.setItem(BROKEN_KEY, raw);
  } catch {
    /* full: the broken save is dropped rather than kept in the way */
  }
  try {
    storage.removeItem(key);
  } catch {
    /* disabled storage: nothing to do */
  }
}

/**
 * Every saved game, newest first: {games: [entry | {newer: true, id, savedAt}],
 * broken: [{id, reason}]}. Broken saves are moved aside as they are found.
 */
export function listSaves(storage) {
  const games = [];
  const broken = [];
  if (!storage) return { games, broken };
  let names;
  try {
    names = keys(storage);
  } catch {
    return { games, broken };
  }
  for (const key of names) {
    const id = key.slice(GAME_PREFIX.length);
    let raw;
    try {
      raw = storage.getItem(key);
    } catch {
      continue;
    }
    if (raw === null) continue;
    const v = ID.test(id) ? parse(raw) : undefined;
    const entry = v === undefined ? (ID.test(id) ? 'not JSON' : 'bad key') : checkEntry(v, id);
    if (typeof entry === 'string') {
      moveAside(storage, key, raw);
      broken.push({ id: id.slice(0, 40), reason: entry });
    } else games.push(entry);
  }
  games.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
  return { games, broken }; // e.g. {games: [{id: 'g…', status: 'live', …}], broken: []}
}

/** One saved game by id: the entry, null when there is none, or {broken: reason}. */
export function readEntry(storage, id) {
  if (!storage || !ID.test(String(id))) return null;
  let raw;
  try {
    raw = storage.getItem(GAME_PREFIX + id);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const v = parse(raw);
  const entry = v === undefined ? 'not JSON' : checkEntry(v, id);
  return typeof entry === 'string' ? { broken: entry } : entry;
}

/**
 * Writes a saved game only over the revision this tab last wrote (expectRev; null for
 * a new one): {ok: true, rev} | {ok: false, reason: 'taken'} when another tab wrote or
 * removed it since | {ok: false, reason: 'quota' | 'storage', detail}.
 */
export function writeEntry(storage, fields, expectRev) {
  if (!storage) return { ok: false, reason: 'storage', detail: 'no localStorage' };
  const key = GAME_PREFIX + fields.id;
  let stored;
  try {
    stored = storage.getItem(key);
  } catch (e) {
    return writeFailure(e);
  }
  const current = stored === null ? null : parse(stored);
  const currentRev = current && Number.isSafeInteger(current.rev) ? current.rev : null;
  if (expectRev === null ? stored !== null : currentRev !== expectRev) return { ok: false, reason: 'taken' };
  const entry = { ...fields, version: SAVE_VERSION, rev: expectRev === null ? 0 : expectRev + 1 };
  if (typeof checkEntry(entry, fields.id) === 'string') return { ok: false, reason: 'storage', detail: `bad save: ${checkEntry(entry, fields.id)}` };
  const text = JSON.stringify(entry);
  try {
    storage.setItem(key, text);
  } catch (e) {
    if (!isQuotaError(e)) return writeFailure(e);
    // Full: make room with finished games (never an unfinished one), then once more.
    const freed = listSaves(storage).games.filter((g) => g.status === 'over' && g.id !== fields.id);
    if (!freed.length) return writeFailure(e);
    for (const g of freed) removeEntry(storage, g.id);
    try {
      storage.setItem(key, text);
    } catch (e2) {
      return writeFailure(e2);
    }
  }
  return { ok: true, rev: entry.rev }; // e.g. {ok: true, rev: 13}
}

/** Removes a saved game (the caller has asked the player first if it was unfinished). */
export function removeEntry(storage, id) {
  try {
    if (storage && ID.test(String(id))) storage.removeItem(GAME_PREFIX + id);
    return true;
  } catch {
    return false;
  }
}

/**
 * Room for one more game: {drop: [ids]} (finished games, oldest first, to remove
 * before it) or {full: true} when only unfinished games fill the store.
 */
export function roomFor(games, keep = null, max = MAX_GAMES) {
  const extra = games.length + 1 - max;
  if (extra <= 0) return { drop: [] };
  const over = games.filter((g) => g.status === 'over' && g.id !== keep).sort((a, b) => (a.savedAt < b.savedAt ? -1 : 1));
  if (over.length < extra) return { full: true };
  return { drop: over.slice(0, extra).map((g) => g.id) }; // e.g. {drop: ['g…']}
}

// The single save of earlier pages ({version: 1, code, levels, savedAt}) as fields of a new one.
function oldSaveFields(raw, id, now) {
  const v = parse(raw);
  if (!v || typeof v !== 'object') return 'not JSON';
  if (v.version !== 1) return `version ${String(v.version).slice(0, 20)}`;
  if (typeof v.code !== 'string' || !CODE.test(v.code)) return 'no code';
  if (!Array.isArray(v.levels) || v.levels.length > 4 || !v.levels.every((l) => typeof l === 'string' && LEVEL.test(l))) return 'bad levels';
  const when = ISO.test(v.savedAt) ? v.savedAt : now;
  // Version 1 pages wrote only code version 1 (the only one there was).
  return { id, code: v.code, levels: v.levels.slice(), game: null, players: null, deal: null, score: null, status: 'live', engine: '', codeVersion: 1, startedAt: when, savedAt: when };
}

/**
 * Moves the earlier pages' single save into the store (once): {migrated: id}, or
 * {broken: reason} (moved aside), or null when there was none. The old key is removed
 * only after the new save is written, so a full storage loses nothing.
 */
export function migrateOldSave(storage, { id = newId(), now = new Date().toISOString() } = {}) {
  if (!storage) return null;
  let raw;
  try {
    raw = storage.getItem(OLD_SAVE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const fields = oldSaveFields(raw, id, now);
  if (typeof fields === 'string') {
    moveAside(storage, OLD_SAVE_KEY, raw);
    return { broken: fields };
  }
  const written = writeEntry(storage, fields, null);
  if (!written.ok) return { failed: written };
  try {
    storage.removeItem(OLD_SAVE_KEY);
  } catch {
    /* left: migrated again next time, a second copy; nothing is lost */
  }
  return { migrated: id }; // e.g. {migrated: 'g…'}
}
