// Renders the saved games' list ("Partidas" dialog and the welcome panel's button)
// and the "new version" prompt. Called only by render/index.js inside its frame.

import { t, lang } from '../i18n.js';
import { el, setText, setHidden, setAttr, replaceChildren } from './dom.js';

export function savesRefs(doc) {
  const q = (s) => doc.querySelector(s);
  return {
    dialog: q('[data-testid=games]'),
    list: q('[data-testid=games-list]'),
    note: q('[data-testid=games-note]'),
    welcome: q('[data-testid=welcome-games]'),
    update: q('[data-testid=update]'),
    updateText: q('[data-testid=update] .notice__text'),
    updateButton: q('[data-testid=apply-update]'),
  };
}

const memo = { key: '' };

export function renderSaves(refs, state) {
  const saved = state.saved;
  const { dialog } = refs;
  if (saved.open && !dialog.open) dialog.showModal();
  else if (!saved.open && dialog.open) dialog.close();

  const count = saved.games.length;
  setHidden(refs.welcome, count === 0);
  setText(refs.welcome, t('saves.welcome', { n: count }));

  const unfinished = saved.games.filter((g) => g.status === 'live').length;
  setText(refs.note, count === 0 ? t('saves.empty') : saved.full ? t('saves.full', { n: unfinished }) : '');
  setHidden(refs.note, count !== 0 && !saved.full);
  const key = JSON.stringify([lang, saved.games, saved.confirm]);
  if (key !== memo.key) {
    memo.key = key;
    replaceChildren(refs.list, ...saved.games.map((g) => row(g, saved.confirm === g.id)));
  }

  renderUpdate(refs, state);
}

function when(iso) {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return '';
  return d.toLocaleString(t('app.lang'), { dateStyle: 'medium', timeStyle: 'short' });
}

// One saved game: what it is, how far it went, when; "Continuar" and "Borrar" (or the question).
function row(g, confirming) {
  const title = g.game ? t(`game.${g.game}`) : t('saves.unknown');
  const facts = [
    g.players ? t('saves.players', { n: g.players }) : '',
    g.deal ? t('saves.deal', { n: g.deal }) : '',
    g.score ? t('saves.score', { score: g.score.join('–') }) : '',
    when(g.savedAt),
  ].filter(Boolean).join(' · ');
  const status = g.newer ? 'newer' : g.here ? 'here' : g.status;
  const main = el('div', { class: 'gamerow__main' },
    el('p', { class: 'gamerow__title' }, el('span', { text: title }),
      el('span', { class: `gamerow__badge is-${status}`, text: t(`saves.status.${status}`) })),
    el('p', { class: 'gamerow__meta', text: facts }));
  const btn = (cmd, label, cls, testid) => el('button', {
    class: `btn ${cls}`, attrs: { type: 'button' }, data: { cmd, id: g.id, testid }, text: t(label),
  });
  let actions;
  if (confirming) {
    actions = el('div', { class: 'gamerow__actions gamerow__actions--confirm', attrs: { role: 'group' } },
      el('p', { class: 'gamerow__ask', text: t('saves.confirm') }),
      btn('confirm-delete', 'saves.confirmYes', 'btn--danger', 'confirm-delete'),
      btn('cancel-delete', 'saves.confirmNo', 'btn--ghost-light', 'cancel-delete'));
  } else {
    actions = el('div', { class: 'gamerow__actions' });
    if (!g.newer && g.status === 'live') actions.append(btn('resume-game', 'saves.resume', 'btn--primary', 'resume-game'));
    if (!g.here) actions.append(btn('delete-game', 'saves.delete', 'btn--ghost-light', 'delete-game'));
  }
  return el('li', { class: `gamerow${g.here ? ' is-here' : ''}`, data: { testid: 'saved-game', id: g.id, status } }, main, actions);
}

function renderUpdate(refs, state) {
  setHidden(refs.update, !state.update);
  if (!state.update) return;
  const g = state.game;
  const live = Boolean(g && !g.obs.terminal);
  setText(refs.updateText, t(state.update === 'applied' ? 'update.applied' : live ? 'update.readyLive' : 'update.ready'));
  setText(refs.updateButton, t(state.update === 'applied' ? 'update.reload' : 'update.apply'));
  setAttr(refs.updateButton, 'aria-disabled', null);
}
