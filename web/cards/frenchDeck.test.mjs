// node --test web/cards/  — builds every French card against a minimal fake DOM.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import {
  createFrenchCardSvg, createFrenchSlotSvg, installFrenchDeckDefs, setFrenchFourColour, FOUR_COLOUR, FRENCH_SUITS, FRENCH_RANKS,
} from './frenchDeck.js';

class Style {
  constructor() { this.props = new Map(); }
  setProperty(k, v) { this.props.set(k, v); }
  removeProperty(k) { this.props.delete(k); }
}
class Node {
  constructor(tag, ns, text) { Object.assign(this, { tag, ns, text, attrs: new Map(), children: [] }); }
  setAttribute(k, v) { this.attrs.set(k, String(v)); }
  getAttribute(k) { return this.attrs.has(k) ? this.attrs.get(k) : null; }
  appendChild(c) { this.children.push(c); return c; }
  cloneNode(deep) {
    const n = new Node(this.tag, this.ns, this.text);
    this.attrs.forEach((v, k) => n.attrs.set(k, v));
    if (deep) n.children = this.children.map((c) => c.cloneNode(true));
    return n;
  }
  *walk() { yield this; for (const c of this.children) yield* c.walk(); }
  get textContent() { return this.text ?? this.children.map((c) => c.textContent).join(''); }
}
function fakeDocument(withStyle) {
  const body = new Node('body');
  return {
    body,
    createElementNS: (ns, tag) => { const n = new Node(tag, ns); if (withStyle) n.style = new Style(); return n; },
    createTextNode: (t) => new Node('#text', null, t),
    getElementById: (id) => { for (const n of body.walk()) if (n.getAttribute && n.getAttribute('id') === id) return n; return null; },
  };
}
const SVG = 'http://www.w3.org/2000/svg';
const uses = (svg) => [...svg.walk()].filter((n) => n.tag === 'use').map((n) => n.getAttribute('href'));
const text = (svg) => [...svg.walk()].filter((n) => n.tag === 'text').map((n) => n.textContent);

test('all 52 cards, the back and the slot build with title, viewBox and resolvable references', () => {
  const doc = fakeDocument();
  const cards = [];
  for (const suit of FRENCH_SUITS) for (const rank of FRENCH_RANKS) cards.push([{ suit, rank }, `${rank}${suit}`]);
  cards.push([null, 'back']);
  assert.equal(cards.length, 53);
  const svgs = cards.map(([card, title]) => {
    const svg = createFrenchCardSvg(doc, card, { title });
    assert.equal(svg.tag, 'svg');
    assert.equal(svg.ns, SVG);
    assert.equal(svg.getAttribute('viewBox'), '0 0 200 300');
    assert.equal(svg.children[0].tag, 'title');
    assert.equal(svg.children[0].textContent, title);
    assert.match(svg.getAttribute('class'), /baza-card baza-fr-card/);
    doc.body.appendChild(svg);
    return svg;
  });
  doc.body.appendChild(createFrenchSlotSvg(doc, { title: 'slot' }));

  const ids = new Set();
  for (const n of doc.body.walk()) {
    const id = n.getAttribute && n.getAttribute('id');
    if (!id) continue;
    assert.ok(id.startsWith('baza-fr-'), `id not prefixed: ${id}`);
    assert.ok(!ids.has(id), `duplicate id ${id}`);
    ids.add(id);
  }
  assert.equal(doc.body.children.filter((n) => n.getAttribute('id') === 'baza-fr-defs').length, 1);
  for (const n of doc.body.walk()) {
    if (n.tag === 'use') assert.ok(ids.has(n.getAttribute('href').slice(1)), `dangling <use href="${n.getAttribute('href')}">`);
    for (const k of ['fill', 'clip-path']) {
      const m = /url\(#([^)]+)\)/.exec(n.getAttribute?.(k) ?? '');
      if (m) assert.ok(ids.has(m[1]), `dangling ${k} url(#${m[1]})`);
    }
  }
  for (const svg of svgs) for (const n of svg.walk()) assert.equal(n.getAttribute?.('id') ?? null, null);

  const at = (suit, rank) => svgs[FRENCH_SUITS.indexOf(suit) * 13 + rank - 2];
  // pip counts: n pips + 2 corner indices
  for (const suit of FRENCH_SUITS) for (let rank = 2; rank <= 10; rank++) {
    assert.equal(uses(at(suit, rank)).filter((h) => h === '#baza-fr-pip-' + suit).length, rank + 2, `${rank}${suit}`);
  }
  assert.deepEqual(text(at('H', 10)), ['10', '10']);
  assert.deepEqual(text(at('C', 11)), ['J', 'J']);
  assert.deepEqual(text(at('D', 12)), ['Q', 'Q']);
  assert.deepEqual(text(at('S', 13)), ['K', 'K']);
  assert.deepEqual(text(at('H', 14)), ['A', 'A']);
  assert.ok(uses(at('S', 14)).includes('#baza-fr-ace-S'));
  assert.equal(uses(at('D', 13)).filter((h) => h === '#baza-fr-court-13D').length, 2); // double-headed
  assert.ok(uses(svgs[52]).includes('#baza-fr-back'));
});

test('suit colours are custom properties: red by default, four colours on request', () => {
  const doc = fakeDocument(true);
  const ink = (svg) => [...svg.walk()].find((n) => n.tag === 'text').getAttribute('fill');
  assert.equal(ink(createFrenchCardSvg(doc, { suit: 'D', rank: 9 })), 'var(--baza-suit-diamonds, #c8282c)');
  assert.equal(ink(createFrenchCardSvg(doc, { suit: 'C', rank: 9 })), 'var(--baza-suit-clubs, #1d1d1f)');
  const plain = createFrenchCardSvg(doc, { suit: 'C', rank: 9 });
  assert.equal(plain.style.props.size, 0);
  const four = createFrenchCardSvg(doc, { suit: 'C', rank: 9 }, { fourColour: true });
  assert.equal(four.style.props.get('--baza-suit-clubs'), FOUR_COLOUR['--baza-suit-clubs']);
  assert.equal(new Set(Object.values(FOUR_COLOUR)).size, 4);
  setFrenchFourColour(four, false);
  assert.equal(four.style.props.size, 0);
  // pips in the shared defs read the same properties
  const pip = doc.getElementById('baza-fr-pip-H');
  assert.equal(pip.getAttribute('fill'), 'var(--baza-suit-hearts, #c8282c)');
});

test('defs are installed once and no title without opts.title', () => {
  const doc = fakeDocument();
  installFrenchDeckDefs(doc);
  installFrenchDeckDefs(doc);
  const svg = createFrenchCardSvg(doc, { suit: 'S', rank: 7 });
  assert.notEqual(svg.children[0].tag, 'title');
  assert.equal(doc.body.children.length, 1);
});

test('bad cards are rejected', () => {
  const doc = fakeDocument();
  for (const bad of [{ suit: 'X', rank: 5 }, { suit: 's', rank: 5 }, { suit: 'S', rank: 1 }, { suit: 'S', rank: 15 }, { suit: 'H', rank: 7.5 }]) {
    assert.throws(() => createFrenchCardSvg(doc, bad), RangeError);
  }
});

test('size budget', () => {
  const size = statSync(new URL('./frenchDeck.js', import.meta.url)).size;
  assert.ok(size < 25000, `frenchDeck.js is ${size} bytes`);
});
