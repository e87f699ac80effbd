// The daily deal's controller: the panel (pick a game and a day: today or earlier), the
// day's deal opened on the table against the hard bots (Session.startDaily: the engine's
// seed, seat and options), and at its end the engine's par (Session.dailyPar), the day
// recorded (daily.js) and the result with its share text. No value is worked out here.

import { t } from './i18n.js';
import { replayUrl } from './links.js';
import { localDay, offered, readHistory, recordResult, streaks, trickRow, shareText } from './daily.js';

export const DAILY_LEVEL = 'hard'; // the bots of the daily deal (the engine's kDailyLevel), e.g. 'hard'

function storage() {
  try {
    return window.localStorage; // may throw (disabled storage)
  } catch {
    return null;
  }
}

/** createDailyGame(ctx, {start, statistics}) -> {open(), close(), pickDate(day), play(game), share()}. */
export function createDailyGame(ctx, { start, statistics }) {
  const { store, engine, S } = ctx;

  /** Opens the panel on today's deals (the history read again). */
  function open() {
    const today = localDay();
    store.update((s) => {
      s.daily.open = true;
      s.daily.today = today;
      s.daily.history = readHistory(storage());
      if (!offered(s.daily.date, today)) s.daily.date = today;
      if (s.daily.result && s.daily.result.status !== 'working' && (!s.game || !s.game.daily)) s.daily.result = null;
      s.daily.note = '';
    });
  }

  function close() {
    store.update((s) => { s.daily.open = false; });
  }

  /** The day typed in the panel: kept only when it may be offered (today or earlier). */
  function pickDate(day) {
    store.update((s) => {
      s.daily.date = offered(day, s.daily.today || localDay()) ? day : s.daily.today;
      s.daily.dateTick += 1; // the field is written again even when the day kept is the same
    });
  }

  /** Opens `game`'s deal of the day picked on the table. */
  async function play(game) {
    const today = localDay();
    const date = S().daily.date || today;
    if (!offered(date, today)) return; // never a day still to come
    const my = ++ctx.token;
    store.update((s) => {
      s.daily.open = false;
      s.daily.result = null;
      s.dialog = null;
      s.notice = null;
      s.welcome = false;
      if (s.game) s.game.busy = true;
    });
    let opened;
    try {
      opened = await ctx.openMatch([{ method: 'startDaily', args: [game, date] }]);
    } catch (e) {
      if (my === ctx.token) store.update((s) => { s.welcome = !s.game; });
      ctx.engineTrouble(e, my);
      return;
    }
    if (my !== ctx.token) return;
    statistics.count(game, { gamesStarted: 1 });
    const levels = ['human', ...Array.from({ length: opened.obs.players - 1 }, () => DAILY_LEVEL)];
    start.begin(my, opened, levels, true, null, false, { daily: date });
  }

  // At the end of a daily deal (its final summary): the par, the day recorded, the result shown.
  async function finish(g) {
    const game = g.obs.game;
    const mine = g.obs.sideOf[g.humanSeat];
    const base = { game, date: g.daily, row: trickRow(g.obs.events, mine), replay: g.codes.replay };
    store.update((s) => { s.daily.result = { ...base, status: 'working' }; s.daily.open = true; s.daily.note = ''; });
    let par;
    try {
      par = await engine.dailyPar(); // the hard bot plays the deal again in the person's seat: a few seconds
    } catch (e) {
      store.update((s) => { if (s.daily.result && s.daily.result.replay === base.replay) s.daily.result = { ...base, status: 'failed', code: e && e.code }; });
      return;
    }
    const today = localDay();
    const best = Number.isSafeInteger(par.best) ? par.best : null; // with all cards open (the review's open view)
    const exact = Boolean(par.bestExact);
    const status = recordResult(storage(), { game, day: g.daily, today, result: par.result, par: par.par, best, exact, unit: par.unit });
    store.update((s) => {
      s.daily.today = today;
      s.daily.date = g.daily; // the panel under the result shows that day's deals
      s.daily.history = readHistory(storage());
      if (s.daily.result && s.daily.result.replay === base.replay) s.daily.result = { ...base, unit: par.unit, result: par.result, par: par.par, best, exact, status };
    });
  }

  // The end of a daily deal is seen from the store: its final summary appears once.
  store.subscribe((s) => {
    const g = s.game;
    if (!g || !g.daily || !g.summary || g.summary.kind !== 'final' || g.dailyDone) return;
    g.dailyDone = true; // a flag on the match, not shown: finish runs once
    setTimeout(() => finish(g), 0);
  });

  /** The result's share text: navigator.share where the browser has it, else the clipboard. */
  async function share() {
    const text = resultText(S().daily.result);
    if (!text) return;
    let note = 'daily.selectIt';
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ text });
        note = 'daily.shared';
      } else if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(text);
        note = 'daily.copied';
      }
    } catch {
      note = 'daily.selectIt'; // refused or cancelled: the text stays in its field to copy by hand
    }
    store.update((s) => { s.daily.note = note; });
  }

  return {
    open, // the panel: today's deals, the day picker, the streak
    close,
    pickDate, // pickDate('2026-11-20'): an earlier day's deal (practice)
    play, // play('whist'): that game's deal of the day picked
    share, // the finished deal's result: shared or copied
  };
}

/** A value in the engine's unit, in words: valueText(7, 'tricks') -> '7 bazas'. */
export function valueText(n, unit) {
  return t(unit === 'tricks' ? 'daily.tricks' : 'daily.points', { n });
}

/** The open-cards best in words, marked when it is an estimate: bestText({best: 84, exact: false, unit: 'points'}) -> '≈84 puntos'. */
export function bestText(r) {
  if (r.best === null || r.best === undefined) return '';
  return r.exact === false ? t('daily.estimate', { value: valueText(r.best, r.unit) }) : valueText(r.best, r.unit);
}

/** The share text of a finished result ('' while it is being worked out): the line, the emoji row, the replay link. */
export function resultText(r) {
  if (!r || r.status === 'working' || r.status === 'failed') return '';
  const line = t(r.best === null || r.best === undefined ? 'daily.shareLine' : 'daily.shareLineBest', {
    game: t(`game.${r.game}`),
    date: r.date,
    result: valueText(r.result, r.unit),
    par: valueText(r.par, r.unit),
    best: bestText(r),
  });
  return shareText({ line, row: r.row, url: replayUrl(r.replay) });
}

/** The streak line's numbers for the panel: streakOf(state) -> {days: 5, current: 3, best: 4}. */
export function streakOf(state) {
  return streaks(state.daily.history || {}, state.daily.today || localDay());
}
