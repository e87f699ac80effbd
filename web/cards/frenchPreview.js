// French deck preview. ?four=1 four-colour suits; ?size=60 small only; ?zoom=1 or ?zoom=SA,HK,DQ,CJ,back,slot
import { createFrenchCardSvg, createFrenchSlotSvg, setFrenchFourColour, FRENCH_SUITS, FRENCH_RANKS } from './frenchDeck.js';

const NAMES = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const FIG = { 11: 'Jack', 12: 'Queen', 13: 'King', 14: 'Ace' };
const ID = { A: 14, K: 13, Q: 12, J: 11 };
const root = document.getElementById('root');
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text) e.textContent = text;
  return e;
};
const title = (c) => `${FIG[c.rank] || c.rank} of ${NAMES[c.suit]}`;
const card = (c) => createFrenchCardSvg(document, c, { title: c ? title(c) : 'Back' });

const params = new URLSearchParams(location.search);
// one switch for the whole page: custom properties on <html> (CSSOM, so CSP style-src 'self' allows it)
if (params.get('four') === '1') setFrenchFourColour(document.documentElement);
const zoom = params.get('zoom');
if (zoom) {
  const sec = el('section', 'zoom'), row = el('div', 'row');
  for (const id of (zoom === '1' ? 'SA,HK,DQ,CJ' : zoom).split(',')) {
    if (id === 'back') row.appendChild(card(null));
    else if (id === 'slot') row.appendChild(createFrenchSlotSvg(document, { title: 'Empty' }));
    else row.appendChild(card({ suit: id[0], rank: ID[id.slice(1)] || +id.slice(1) }));
  }
  sec.appendChild(row);
  root.appendChild(sec);
} else {
  // the two sizes side by side (CSSOM styles: allowed by the CSP, unlike a style attribute)
  Object.assign(root.style, { display: 'flex', flexWrap: 'wrap', gap: '0 12px', alignItems: 'flex-start' });
  const only = params.get('size');
  for (const size of ['big', 'small'].filter((z) => !only || (only === '60') === (z === 'small'))) {
    const sec = el('section', size);
    sec.appendChild(el('h2', '', size === 'big' ? '120 px' : '60 px'));
    for (const suit of FRENCH_SUITS) {
      // a suit takes two rows: 2–8 and 9–A (Belote's 7–A are the last eight)
      const groups = [FRENCH_RANKS.slice(0, 7), FRENCH_RANKS.slice(7)];
      for (const ranks of groups) {
        const row = el('div', 'row');
        for (const rank of ranks) row.appendChild(card({ suit, rank }));
        sec.appendChild(row);
      }
    }
    const row = el('div', 'row');
    row.appendChild(card(null));
    row.appendChild(createFrenchSlotSvg(document, { title: 'Empty' }));
    sec.appendChild(row);
    root.appendChild(sec);
  }
}
