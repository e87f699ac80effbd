// The help entry by the hand (the rules of the game on the table, opened at the
// section of the moment, and its tutorial lessons) and the line that says why a
// card was refused, with its "why?" link. The reason is the engine's
// (observation.illegal); which rules section explains it is data (gameWords.js help).

import { t, lang, reasonText } from '../i18n.js';
import { gameWords, DEFAULT_GAME } from '../gameWords.js';
import { setAttr, setHidden, setText } from './dom.js';

/** The help entry's and the refusal line's elements. */
export function helpRefs(doc) {
  const q = (sel) => doc.querySelector(sel);
  return {
    help: q('[data-testid=help]'), // <details>
    game: q('.help__game'),
    rules: q('[data-testid=help-rules]'),
    lessons: q('[data-testid=help-lessons]'),
    refusal: q('[data-testid=refusal]'),
    refusalText: q('.refusal__text'),
    why: q('[data-testid=why]'),
  };
}

/**
 * The help menu closes as a menu does: on Escape (focus back on its button) and on a
 * click elsewhere. A <details> opens and closes by itself on its button.
 */
export function installHelpMenu(doc) {
  const help = doc.querySelector('[data-testid=help]');
  if (!help) return;
  doc.addEventListener('keydown', (ev) => {
    if (ev.key !== 'Escape' || !help.open) return;
    help.open = false;
    help.querySelector('summary').focus();
  });
  doc.addEventListener('click', (ev) => {
    if (help.open && !(ev.target instanceof Node && help.contains(ev.target))) help.open = false;
  });
}

/** rules.html for `game` in the page's language, at `section` ('arrastre') when one is given. */
export function rulesHref(game, section) {
  return `rules.html?game=${game}&lang=${lang}${section ? `#${section}` : ''}`; // e.g. 'rules.html?game=guinote&lang=es#arrastre'
}

/** The help entry and the refusal line for the page state. */
export function renderHelp(refs, state) {
  const g = state.game;
  const game = g ? g.obs.game : (state.setup && state.setup.game) || DEFAULT_GAME;
  const help = gameWords(game).help;
  setText(refs.game, t(`game.${game}`));
  setAttr(refs.rules, 'href', rulesHref(game, g ? help.phase[g.obs.phase] : null));
  setAttr(refs.lessons, 'href', `tutorial.html?game=${game}&lang=${lang}`);

  // A refused card: shown until the next move (or a summary) changes the table.
  const r = g && g.refusal;
  const shown = Boolean(r && r.moves === g.obs.moves && !g.summary);
  setHidden(refs.refusal, !shown);
  if (!shown) return;
  setText(refs.refusalText, reasonText(r.reason));
  const section = help.reason[r.reason] || null;
  setHidden(refs.why, !section);
  setAttr(refs.why, 'href', section ? rulesHref(game, section) : null);
}
