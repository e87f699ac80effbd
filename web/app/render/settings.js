// Renders the page's preferences: the language switch (ES · CA · EN) in the header,
// the four-colour suits switch, the hand order, the bot speed, trick stay and sound in the settings panel, and the
// class on <html> that recolours the decks (--baza-suit-* in styles/settings.css).
// Called only by render/index.js inside its frame.

import { t, has, lang } from '../i18n.js';
import { handSortOf } from '../selectors.js';
import { el, setAttr, setClass, setData, setText, replaceChildren } from './dom.js';

export function settingsRefs(doc) {
  return {
    root: doc.documentElement,
    langs: Array.from(doc.querySelectorAll('[data-cmd=lang][data-lang]')),
    fourColour: doc.querySelector('[data-pref=four-colour]'),
    ...paceRefs(doc),
    sort: doc.querySelector('[data-pref=hand-sort]'),
    sortHelp: doc.querySelector('#pref-sort-help'),
  };
}

export function renderSettings(refs, state) {
  const { lang: current, fourColour } = state.prefs;
  for (const b of refs.langs) setAttr(b, 'aria-pressed', b.dataset.lang === current ? 'true' : 'false');
  setClass(refs.root, 'four-colour', fourColour);
  if (refs.fourColour && refs.fourColour.checked !== fourColour) refs.fourColour.checked = fourColour;
  renderPace(refs, state);
  if (refs.sort) renderSort(refs, state);
}

// ---- the pace and sound settings (app/pace.js, app/sound.js) ----

function paceRefs(doc) {
  return {
    speed: doc.querySelector('[data-pref=speed]'), // <select>: slow | normal | fast | instant
    trickStay: doc.querySelector('[data-pref=trick-stay]'), // <select>: short | normal | long
    sound: doc.querySelector('[data-pref=sound]'), // the sound switch
  };
}

function renderPace(refs, state) {
  const { speed, trickStay } = state.motion;
  if (refs.speed && refs.speed.value !== speed) refs.speed.value = speed;
  if (refs.trickStay) {
    if (refs.trickStay.value !== trickStay) refs.trickStay.value = trickStay;
    refs.trickStay.disabled = speed === 'instant'; // instant: no waits, the trick goes at once
  }
  if (refs.sound && refs.sound.checked !== state.prefs.sound) refs.sound.checked = state.prefs.sound;
}

// The hand orders the engine offers for the game on the table (else the one picked),
// each named in the game's words where it has its own ("orden de la belote").
function renderSort(refs, state) {
  const game = state.game ? state.game.obs.game : state.setup ? state.setup.game : null;
  const info = game && state.catalog ? state.catalog[game] : null;
  const sorts = (info && info.sorts) || [];
  const key = `${lang}|${game}|${sorts.join()}`;
  if (refs.sort.dataset.shown !== key) {
    refs.sort.dataset.shown = key;
    replaceChildren(refs.sort, ...sorts.map((s) => el('option', {
      attrs: { value: s },
      text: t(has(`sort.${s}.${game}`) ? `sort.${s}.${game}` : `sort.${s}`),
    })));
    setText(refs.sortHelp, game ? t('settings.sort.help', { game: t(`game.${game}`) }) : '');
  }
  setData(refs.sort, 'game', game);
  setAttr(refs.sort, 'disabled', sorts.length ? null : true);
  const chosen = game ? handSortOf(state, game) : null;
  if (chosen && refs.sort.value !== chosen) refs.sort.value = chosen;
}
