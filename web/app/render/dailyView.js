// The daily deal's panel (app/dailyGame.js): the day picked (today or earlier: the
// date field's max is today), each game's deal with what was made on it, the streak,
// the line that says the cards can be worked out from the code, and at the end of a
// deal its result against the par with the share text. Every value is the engine's
// (Session.dailyPar); this only words it. Called only by render/index.js.

import { t } from '../i18n.js';
import { bestText, resultText, streakOf, valueText } from '../dailyGame.js';
import { el, setAttr, setHidden, setText, replaceChildren } from './dom.js';

const GAMES = ['guinote', 'whist', 'belote'];

export function dailyRefs(doc) {
  const q = (sel) => doc.querySelector(sel);
  return {
    dialog: q('[data-testid=daily]'),
    result: q('[data-testid=daily-result]'),
    head: q('.daily__head'),
    line: q('[data-testid=daily-line]'),
    row: q('[data-testid=daily-row]'),
    status: q('.daily__status'),
    text: q('[data-testid=daily-share-text]'),
    share: q('[data-testid=daily-share]'),
    note: q('[data-testid=daily-note]'),
    date: q('[data-testid=daily-date]'),
    when: q('[data-testid=daily-when]'),
    games: q('[data-testid=daily-games]'),
    streak: q('[data-testid=daily-streak]'),
  };
}

export function renderDaily(refs, state) {
  if (!refs.dialog) return;
  const d = state.daily;
  if (d.open && !refs.dialog.open) refs.dialog.showModal();
  else if (!d.open && refs.dialog.open) refs.dialog.close();
  if (!d.open) return;
  renderResult(refs, d);
  const today = d.today;
  setAttr(refs.date, 'max', today); // a day still to come is never offered
  const shown = `${d.date}|${d.dateTick}`; // a new day, or a day refused (dateTick): the field shows the state's
  if (refs.date.dataset.shown !== shown) {
    refs.date.dataset.shown = shown;
    refs.date.value = d.date;
  }
  setText(refs.when, d.date === today ? t('daily.today') : t('daily.practice', { date: d.date }));
  const key = `${d.date}|${JSON.stringify(d.history[d.date] || {})}|${t('app.lang')}`;
  if (refs.games.dataset.shown !== key) {
    refs.games.dataset.shown = key;
    replaceChildren(refs.games, ...GAMES.map((game) => gameItem(game, d)));
  }
  const s = streakOf(state);
  setText(refs.streak, t('daily.streak', { days: s.days, current: s.current, best: s.best }));
}

// One game's entry: its deal of the day picked, and what the player made on it that day.
function gameItem(game, d) {
  const played = d.history[d.date] && d.history[d.date][game];
  const said = played ? t('daily.played', { result: valueText(played.result, played.unit), par: valueText(played.par, played.unit) }) : '';
  return el('li', { class: 'daily__game' },
    el('button', { class: 'btn btn--primary', attrs: { type: 'button' }, data: { cmd: 'daily-play', game, testid: `daily-play-${game}` }, text: t(played && d.date === d.today ? 'daily.again' : 'daily.play', { game: t(`game.${game}`) }) }),
    said ? el('span', { class: 'daily__played', text: said }) : null);
}

// The emoji row drawn as squares (a page need not have an emoji font); the share text keeps the emoji.
function renderRow(node, row) {
  if (node.dataset.row === row) return;
  node.dataset.row = row;
  replaceChildren(node, ...Array.from(row, (c) => el('span', { class: c === '🟩' ? 'daily__trick is-ours' : 'daily__trick' })));
}

function renderResult(refs, d) {
  const r = d.result;
  setHidden(refs.result, !r);
  if (!r) return;
  setText(refs.head, t('daily.resultTitle', { game: t(`game.${r.game}`), date: r.date }));
  const ready = r.status !== 'working' && r.status !== 'failed';
  setText(refs.line, r.status === 'working' ? t('daily.working') : r.status === 'failed' ? t('daily.failed') : t(r.best === null || r.best === undefined ? 'daily.line' : 'daily.lineBest', {
    result: valueText(r.result, r.unit),
    par: valueText(r.par, r.unit),
    best: bestText(r),
  }));
  renderRow(refs.row, r.row || '');
  const estimate = ready && r.best !== null && r.best !== undefined && r.exact === false ? ` ${t('daily.estimateNote')}` : '';
  setText(refs.status, ready ? t(r.status === 'recorded' ? 'daily.recorded' : 'daily.practiceNote') + estimate : '');
  const text = resultText(r);
  if (refs.text.value !== text) refs.text.value = text;
  setHidden(refs.text.parentElement, !ready);
  setHidden(refs.share, !ready);
  setText(refs.note, d.note ? t(d.note) : '');
}
