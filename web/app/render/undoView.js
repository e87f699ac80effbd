// The "Deshacer" button by the hand (app/undo.js) and the undo setting's switch: the
// button shows while undo may be offered (the setting on, a live match that is not the
// daily deal) and is usable on the human's turn. Called only by render/index.js.

import { isHumanTurn } from '../selectors.js';
import { canOffer } from '../undo.js';
import { setAttr, setHidden } from './dom.js';

export function undoRefs(doc) {
  return {
    button: doc.querySelector('[data-testid=undo]'), // the "Deshacer" button
    setting: doc.querySelector('[data-pref=undo]'), // the settings' switch
  };
}

export function renderUndo(refs, state) {
  if (refs.setting && refs.setting.checked !== Boolean(state.prefs.undo)) refs.setting.checked = Boolean(state.prefs.undo);
  if (!refs.button) return;
  const offer = canOffer(state);
  setHidden(refs.button, !offer);
  setAttr(refs.button, 'aria-disabled', offer && isHumanTurn(state) && !state.game.summary ? null : 'true');
}
