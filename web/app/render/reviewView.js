// Renders the review panel of the replay viewer (review.js): the two views, the
// progress, the valuation of the move made at the step shown, each player's accuracy
// and the deal's biggest mistakes (each a button to its step). Every number is the
// engine's (Engine.review, Engine.reviewSummary); this only words them.

import { t, has, cardName, lang } from '../i18n.js';
import { words } from '../words.js';
import { el, setText, setAttr, setData, setHidden, replaceChildren } from './dom.js';

export function reviewRefs(dialog) {
  const q = (s) => dialog.querySelector(s);
  return {
    button: q('[data-testid=replay-review]'),
    fromHere: q('[data-testid=replay-from-here]'),
    panel: q('[data-testid=review]'),
    open: q('[data-testid=review-open]'),
    knew: q('[data-testid=review-knew]'),
    bots: q('[data-testid=review-bots]'),
    viewNote: q('[data-testid=review-viewnote]'),
    status: q('[data-testid=review-status]'),
    progress: q('[data-testid=review-progress]'),
    move: q('[data-testid=review-move]'),
    players: q('[data-testid=review-accuracy]'),
    mistakes: q('[data-testid=review-mistakes]'),
    note: q('[data-testid=review-note]'),
  };
}

const memo = { summary: null, lang: '' };

// An action in words: a card's name, else the action's own words ('sing:c' -> "Cante (copas)").
function actionName(a) {
  if (typeof a !== 'string') return '';
  if (/^(\d+[ocebOCEB]|[2-9TJQKA][SHDC])$/.test(a)) return cardName(a);
  const [kind, arg] = a.split(':');
  const key = `review.action.${kind}`;
  if (!has(key)) return a;
  return arg === undefined ? t(key) : `${t(key)} (${arg})`;
}

// "1 trick", "7,4 points": the engine's value in its unit (the knew view's are means).
const amount = (unit, n) => t(`review.unit.${unit === 'tricks' ? 'tricks' : 'points'}`, {
  n: typeof n === 'number' && !Number.isInteger(n) ? n.toLocaleString(lang, { maximumFractionDigits: 1 }) : n, // a whole 1 keeps its '.one' form
});

/** The viewer's Review parts; `values` is the replay view's card marks (replayView.js). */
export function renderReview(refs, state, humanSeat) {
  const r = state.replay;
  const rv = r.review;
  const ready = r.status === 'ready' && r.view;
  setAttr(refs.button, 'aria-pressed', rv.open ? 'true' : 'false');
  setAttr(refs.button, 'aria-disabled', ready ? null : 'true');
  setAttr(refs.fromHere, 'aria-disabled', ready && !r.view.terminal ? null : 'true');
  setAttr(refs.fromHere, 'title', t('replay.fromHereHelp'));
  setHidden(refs.panel, !rv.open);
  setData(refs.panel.parentElement, 'review', rv.open ? 'open' : null); // the viewer scrolls as a whole (review.css)
  if (!rv.open || !ready) return;
  const view = r.view;
  setAttr(refs.open, 'aria-pressed', rv.view === 'open' ? 'true' : 'false');
  setAttr(refs.knew, 'aria-pressed', rv.view === 'knew' ? 'true' : 'false');
  setAttr(refs.bots, 'aria-pressed', rv.bots ? 'true' : 'false');
  setText(refs.viewNote, t(`review.viewHelp.${rv.view}`));

  const working = rv.status === 'working';
  setHidden(refs.progress, !working);
  setAttr(refs.progress, 'max', String(Math.max(1, r.n)));
  setAttr(refs.progress, 'value', String(rv.done));
  setAttr(refs.progress, 'aria-label', t('review.progress', { done: rv.done, n: r.n }));
  let status = '';
  if (working) status = t('review.working', { done: rv.done, n: r.n });
  else if (rv.status === 'failed') status = `${t('review.failed')} ${rv.error && has(`why.${rv.error.code}`) ? t(`why.${rv.error.code}`) : ''}`.trim();
  else if (rv.status === 'done' && rv.summary && rv.view === 'knew') status = t('review.samples', { n: rv.summary.samples });
  setText(refs.status, status);

  const w = words(view, humanSeat);
  const who = w.who;
  setText(refs.move, moveText(rv.moves[r.k], rv.unit, w, r.k >= r.n, rv.view));

  const s = rv.summary;
  if (memo.summary !== s || memo.lang !== state.prefs.lang) { // rebuilt when the answer or the language changes
    memo.summary = s;
    memo.lang = state.prefs.lang;
    replaceChildren(refs.players, ...(s ? s.players : []).map((p) => el('li', {
      data: { seat: p.seat },
      text: t('review.accuracy', { who: who(p.seat), n: p.accuracy, mistakes: p.mistakes, moves: p.moves, loss: amount(s.unit, p.loss) }),
    })));
    const list = s ? s.mistakes : [];
    replaceChildren(refs.mistakes, ...list.map((m) => el('li', {}, el('button', {
      class: 'btn btn--ghost review__jump',
      attrs: { type: 'button' },
      data: { cmd: 'review-jump', index: m.index, testid: 'review-mistake' },
      text: t('review.mistake', { k: m.index + 1, who: who(m.player), action: actionName(m.action), best: actionName(m.best), loss: amount(s.unit, m.loss) }),
    }))));
    if (s && !list.length) refs.mistakes.append(el('li', { text: t('review.noMistakes') }));
  }
  // The engine's note: codes, e.g. 'cantes-excluded paranoid', each worded.
  const notes = s && s.note ? s.note.split(' ').filter(Boolean).map((c) => (has(`review.note.${c}`) ? t(`review.note.${c}`) : c)) : [];
  setText(refs.note, notes.length ? t('review.note', { note: notes.join(' ') }) : '');
  setHidden(refs.note, !(s && s.note));
}

// The valuation of the move made at this step (action index k), in words.
function moveText(m, unit, w, atEnd, view) {
  if (atEnd) return t('review.moveEnd');
  if (!m) return t('review.moveWaiting');
  const head = w.say('review.movePlayed', m.player, { action: actionName(m.action) });
  if (!m.valued) return `${head} ${t(has(`review.why.${m.why}`) ? `review.why.${m.why}` : 'review.notValued')}`;
  if (m.forced) return `${head} ${t('review.forced')}`;
  // How it was valued when not by an exact solver: the true deal played out (open), or sampled deals (knew).
  const samples = m.method !== 'sampled' ? '' : ` ${view === 'open' ? t('review.movePlayouts') : t('review.moveSamples', { n: m.samples })}`;
  if (!(m.loss > 0)) return `${head} ${t('review.bestMove', { value: amount(unit, m.playedValue) })}${samples}`;
  return `${head} ${t('review.loss', { loss: amount(unit, m.loss), best: actionName(m.best), value: amount(unit, m.bestValue), played: amount(unit, m.playedValue) })}${samples}`;
}

/** The cards the review marks in the mover's hand at step k: the one played and the best. */
export function reviewMarks(state) {
  const r = state.replay;
  const rv = r && r.review;
  const m = rv && rv.open ? rv.moves[r.k] : null;
  if (!m || !m.valued) return { played: null, best: null };
  return m.loss > 0 ? { played: m.action, best: m.best } : { played: null, best: m.action }; // a best move: gold alone
}
