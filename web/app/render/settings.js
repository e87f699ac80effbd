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
  };
}

export function renderSettings(refs, state) {
  const { lang, fourColour } = state.prefs;
  for (const b of refs.langs) setAttr(b, 'aria-pressed', b.dataset.lang === lang ? 'true' : 'false');
  setClass(refs.root, 'four-colour', fourColour);
  if (refs.fourColour && refs.fourColour.checked !== fourColour) refs.fourColour.checked = fourColour;
}
