// Renders the page's preferences: the language switch (ES · CA · EN) in the header,
// the four-colour suits switch in the settings panel, and the class on <html> that
// recolours the decks (--baza-suit-* in styles/settings.css). Called only by
// render/index.js inside its frame.

import { setAttr, setClass } from './dom.js';

export function settingsRefs(doc) {
  return {
    root: doc.documentElement,
    langs: Array.from(doc.querySelectorAll('[data-cmd=lang][data-lang]')),
    fourColour: doc.querySelector('[data-pref=four-colour]'),
    ...paceRefs(doc),
  };
}

export function renderSettings(refs, state) {
  const { lang, fourColour } = state.prefs;
  for (const b of refs.langs) setAttr(b, 'aria-pressed', b.dataset.lang === lang ? 'true' : 'false');
  setClass(refs.root, 'four-colour', fourColour);
  if (refs.fourColour && refs.fourColour.checked !== fourColour) refs.fourColour.checked = fourColour;
  renderPace(refs, state);
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
