import { createCardSvg, createSlotSvg, SUITS, RANKS } from './spanishDeck.js';

const NAMES = { o: 'oros', c: 'copas', e: 'espadas', b: 'bastos' };
const FIG = { 1: 'As', 10: 'Sota', 11: 'Caballo', 12: 'Rey' };
const root = document.getElementById('root');
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text) e.textContent = text;
  return e;
};
const title = (c) => `${FIG[c.rank] || c.rank} de ${NAMES[c.suit]}`;
const card = (c) => (c ? createCardSvg(document, c, { title: title(c) }) : createCardSvg(document, null, { title: 'Dorso' }));

const params = new URLSearchParams(location.search);
const zoom = params.get('zoom');
if (zoom) {
  // ?zoom=1 -> four sample cards; ?zoom=o1,c10,e11,b12 -> those cards ("back", "slot" allowed)
  const list = zoom === '1' ? 'o1,c10,e11,b12' : zoom;
  const sec = el('section', 'zoom'), row = el('div', 'row');
  for (const id of list.split(',')) {
    if (id === 'back') row.appendChild(card(null));
    else if (id === 'slot') row.appendChild(createSlotSvg(document, { title: 'Hueco' }));
    else row.appendChild(card({ suit: id[0], rank: +id.slice(1) }));
  }
  sec.appendChild(row);
  root.appendChild(sec);
} else {
  // ?size=60 -> only the small size
  const only = params.get('size');
  for (const size of ['big', 'small'].filter((z) => !only || (only === '60') === (z === 'small'))) {
    const sec = el('section', size);
    sec.appendChild(el('h2', '', size === 'big' ? '120 px' : '60 px'));
    for (const suit of SUITS) {
      const row = el('div', 'row');
      for (const rank of RANKS) row.appendChild(card({ suit, rank }));
      sec.appendChild(row);
    }
    const row = el('div', 'row');
    row.appendChild(card(null));
    row.appendChild(createSlotSvg(document, { title: 'Hueco' }));
    sec.appendChild(row);
    root.appendChild(sec);
  }
}
