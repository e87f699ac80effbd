// The daily deal's page side, pure (node tests run it): the player's local day, which
// days may be offered (today and earlier, never a day still to come), the history and
// streaks kept in localStorage, and the shareable result text. The deal itself, its
// seed and its par are the engine's (core/Daily.h, Session.startDaily/dailyPar).

export const DAILY_KEY = 'baza.daily.v1'; // the daily history: {version: 1, days: {'2026-11-26': {whist: {…}}}}

/** The daily part of the UI state (store.js initialState().daily). */
export function initialDaily() {
  return {
    open: false, // the panel is shown
    date: '', // the day picked, e.g. '2026-11-26' ('' until the panel opens: today)
    dateTick: 0, // bumps when a day typed is refused, so the field shows the day kept, e.g. 1
    today: '', // the player's local day when the panel opened, e.g. '2026-11-26'
    history: {}, // daily.js readHistory: {'2026-11-26': {whist: {result: 7, par: 8, best: 9, exact: true, unit: 'tricks'}}}
    result: null, // the deal just finished: {game, date, unit, result, par, best, status: 'recorded'|'practice'|'working'|'failed', row, replay}
    note: '', // the share note's key, e.g. 'daily.copied'
  };
}

const DAY = /^(\d{4})-(\d\d)-(\d\d)$/;
const GAMES = ['guinote', 'whist', 'belote'];

/** The local calendar day of `now` as the engine reads it: localDay(new Date(2026, 10, 26)) -> '2026-11-26'. */
export function localDay(now = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day `n` days after `day` (n < 0: before): shiftDay('2026-03-01', -1) -> '2026-02-28'. */
export function shiftDay(day, n) {
  const m = DAY.exec(day);
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + n));
  return d.toISOString().slice(0, 10);
}

/** May the deal of `day` be offered on `today`? A well-formed day, not after today: offered('2026-11-27', '2026-11-26') -> false. */
export function offered(day, today) {
  return DAY.test(day) && day <= today && day >= '2000-01-01'; // ISO days compare as text
}

/** The stored history, checked field by field (anything odd is dropped): {'2026-11-26': {whist: {result: 7, par: 8, unit: 'tricks'}}}. */
export function readHistory(storage) {
  let raw = null;
  try {
    raw = JSON.parse((storage && storage.getItem(DAILY_KEY)) || 'null');
  } catch {
    raw = null;
  }
  const out = {};
  const days = raw && raw.version === 1 && raw.days && typeof raw.days === 'object' ? raw.days : {};
  for (const [day, games] of Object.entries(days)) {
    if (!DAY.test(day) || !games || typeof games !== 'object') continue;
    for (const g of GAMES) {
      const r = games[g];
      if (!r || !Number.isSafeInteger(r.result) || !Number.isSafeInteger(r.par)) continue;
      (out[day] ||= {})[g] = {
        result: r.result, // the person's side's value, e.g. 7
        par: r.par, // the hard bot's, e.g. 8
        best: Number.isSafeInteger(r.best) ? r.best : null, // with all cards open, e.g. 9, or null
        exact: r.exact !== false, // false: best is an estimate (Guiñote while the stock lasts)
        unit: r.unit === 'tricks' ? 'tricks' : 'points', // the engine's unit
      };
    }
  }
  return out;
}

/**
 * Records the result of `game`'s deal of `day`, played on `today`: only the first play of
 * today's deal counts (a second try, or an earlier day's deal, is practice). Returns
 * 'recorded' or 'practice'.
 */
export function recordResult(storage, { game, day, today, result, par, best = null, exact = true, unit }) {
  if (day !== today || !GAMES.includes(game)) return 'practice';
  const history = readHistory(storage);
  if (history[day] && history[day][game]) return 'practice';
  (history[day] ||= {})[game] = { result, par, best, exact, unit };
  try {
    if (storage) storage.setItem(DAILY_KEY, JSON.stringify({ version: 1, days: history }));
  } catch {
    /* full or disabled storage: the result is shown, not kept */
  }
  return 'recorded';
}

/**
 * Played days and streaks (a day counts when any game's deal of it was played that day):
 * streaks(history, '2026-11-26') -> {days: 5, current: 3, best: 4}. The current streak
 * still stands on a day not played yet if yesterday was.
 */
export function streaks(history, today) {
  const days = Object.keys(history).filter((d) => d <= today).sort();
  let best = 0;
  let run = 0;
  let prev = '';
  for (const d of days) {
    run = prev && shiftDay(prev, 1) === d ? run + 1 : 1;
    best = Math.max(best, run);
    prev = d;
  }
  let current = 0;
  for (let d = history[today] ? today : shiftDay(today, -1); history[d]; d = shiftDay(d, -1)) current++;
  return { days: days.length, current, best };
}

/**
 * The emoji row of a finished deal, one per trick, from the engine's trick events (their
 * side field): trickRow(events, 0) -> '🟩🟥🟩…' (🟩 the player's side took it).
 */
export function trickRow(events, mine) {
  return events.filter((e) => e.type === 'trick').map((e) => (e.side === mine ? '🟩' : '🟥')).join('');
}

/**
 * The shareable text: one summary line, the emoji row, the replay link. `words`
 * gives the player's language: {line: (params) => '…'}.
 *   shareText({line: 'baza · Whist · 2026-11-26: 7 tricks (hard bot 8)', row: '🟩🟥', url: 'https://…#replay=AQEB…'})
 */
export function shareText({ line, row, url }) {
  return [line, row, url].filter(Boolean).join('\n');
}
