// The host's saved table (host.js snapshot(), kept by web/net/online.js in localStorage),
// checked field by field before it is offered back or used: storage is input too (an
// older page, another tab, a hand edit), and a save that does not read must not stop the
// page. What the engine decides (the options, the code, the seed) it checks again itself.

import { GAMES } from '../app/setup.js';

export const TABLE_SAVE_KEY = 'baza.onlineTable'; // the host's table save: host.snapshot() as JSON
export const TABLE_BROKEN_KEY = 'baza.onlineTable.broken'; // where an unreadable table save is moved

const short = (x, max = 400) => typeof x === 'string' && x.length <= max;

// Why the save `v` is not a table save this page can resume ('' if it is).
function problem(v) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'not an object';
  if (v.v !== 1) return `version ${JSON.stringify(v.v)}`;
  if (!GAMES.includes(v.game)) return 'game';
  if (!(short(v.options, 2000) || (typeof v.options === 'object' && v.options !== null && !Array.isArray(v.options)))) return 'options';
  if (!(short(v.seed, 20) && /^\d+$/.test(v.seed))) return 'seed';
  if (!short(v.code, 100_000)) return 'code';
  const n = Array.isArray(v.seats) ? v.seats.length : 0;
  if (n < 2 || n > 4 || !v.seats.every((k) => k === 'person' || k === 'bot') || v.seats[0] !== 'person') return 'seats';
  if (!Array.isArray(v.names) || v.names.length > n || !v.names.every((x) => short(x, 100))) return 'names';
  if (!Array.isArray(v.tokens) || v.tokens.length > n || !v.tokens.every((x) => x === null || short(x, 100))) return 'tokens';
  if (!(v.timeoutSeconds == null || (typeof v.timeoutSeconds === 'number' && v.timeoutSeconds > 0 && v.timeoutSeconds <= 3600))) return 'timeoutSeconds';
  if (!(short(v.botLevel, 20) && /^[a-z]+$/.test(v.botLevel))) return 'botLevel'; // a level's name: the engine knows which
  return '';
}

/**
 * readTableSave(raw) -> {save} when the text reads as a table save, {broken: reason} when
 * it does not, or null when there is none.
 * readTableSave('{"v":1,"game":"guinote",…}') -> {save: {v: 1, game: 'guinote', …}}; readTableSave('{') -> {broken: 'not JSON'}
 */
export function readTableSave(raw) {
  if (raw === null || raw === undefined || raw === '') return null;
  let v;
  try { v = JSON.parse(raw); } catch { return { broken: 'not JSON' }; }
  const why = problem(v);
  return why ? { broken: why } : { save: v };
}
