// Card elements: the Spanish deck's SVG (web/cards/spanishDeck.js) or the French
// one (web/cards/frenchDeck.js), picked from the card id ("7o" or "7C"), inside a
// button (the human's hand) or a labelled image (trick, trump, other hands, replay).

import { createCardSvg } from '../../cards/spanishDeck.js';
import { createFrenchCardSvg } from '../../cards/frenchDeck.js';
import { parseCard } from '../cards.js';

function svgFor(id, backDeck = 'spanish') {
  const c = parseCard(id);
  const french = c ? c.deck === 'french' : backDeck === 'french';
  const svg = french ? createFrenchCardSvg(document, c) : createCardSvg(document, c);
  svg.removeAttribute('data-card'); // the wrapper carries data-card, once
  svg.removeAttribute('role');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  return svg;
}

/**
 * <button class="card" data-card="7o"> with the face and its name as hidden text
 * (.card__name, filled by the renderer): content, not aria-label, because the face
 * shows the rank's numeral and an aria-label would have to contain it (WCAG 2.5.3).
 */
export function cardButton(id) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'card card--hand';
  b.dataset.card = id;
  b.appendChild(svgFor(id));
  const name = document.createElement('span');
  name.className = 'card__name sr-only';
  b.appendChild(name);
  return b;
}

/** <div class="card" role="img" data-card="7o"> with the face (null: the back). */
export function cardImage(id, cls = '') {
  const d = document.createElement('div');
  d.className = `card ${cls}`.trim();
  d.setAttribute('role', 'img');
  if (id) d.dataset.card = id;
  d.appendChild(svgFor(id));
  return d;
}

/** A face-down card (no data-card) of a pack: 'spanish' | 'french'. */
export function cardBack(cls = '', deck = 'spanish') {
  const d = document.createElement('div');
  d.className = `card card--back ${cls}`.trim();
  d.setAttribute('aria-hidden', 'true');
  d.appendChild(svgFor(null, deck));
  return d;
}
