// node --test web/cards/  — builds every card against a minimal fake DOM.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { createCardSvg, createSlotSvg, installDeckDefs, SUITS, RANKS } from './spanishDeck.js';

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
function fakeDocument() {
  const body = new Node('body');
  return {
    body,
    createElementNS: (ns, tag) => new Node(tag, ns),
    createTextNode: (t) => new Node('#text', null, t),
    getElementById: (id) => { for (const n of body.walk()) if (n.getAttribute && n.getAttribute('id') === id) return n; return null; },
  };
}
const SVG = 'http://www.w3.org/2000/svg';

test('every card, the back and the slot build with title, viewBox and resolvable <use>', () => {
  const doc = fakeDocument();
  const cards = [];
  for (const suit of SUITS) for (const rank of RANKS) cards.push([{ suit, rank }, `${rank}${suit}`]);
  cards.push([null, 'back']);
  assert.equal(cards.length, 49);
  const svgs = cards.map(([card, title]) => {
    const svg = createCardSvg(doc, card, { title });
    assert.equal(svg.tag, 'svg');
    assert.equal(svg.ns, SVG);
    assert.equal(svg.getAttribute('viewBox'), '0 0 200 300');
    assert.equal(svg.children[0].tag, 'title');
    assert.equal(svg.children[0].textContent, title);
    assert.match(svg.getAttribute('class'), /baza-card/);
    doc.body.appendChild(svg);
    return svg;
  });
  const slot = createSlotSvg(doc, { title: 'slot' });
  assert.equal(slot.children[0].textContent, 'slot');
  doc.body.appendChild(slot);

  const ids = new Map();
  for (const n of doc.body.walk()) {
    const id = n.getAttribute && n.getAttribute('id');
    if (!id) continue;
    assert.ok(id.startsWith('baza-'), `id not prefixed: ${id}`);
    assert.ok(!ids.has(id), `duplicate id ${id}`);
    ids.set(id, n);
  }
  assert.equal(doc.body.children.filter((n) => n.getAttribute('id') === 'baza-defs').length, 1);
  for (const n of doc.body.walk()) {
    if (n.tag !== 'use') continue;
    const href = n.getAttribute('href');
    assert.ok(href && ids.has(href.slice(1)), `dangling <use href="${href}">`);
  }
  // cards hold no ids of their own, only references
  for (const svg of svgs) for (const n of svg.walk()) assert.equal(n.getAttribute?.('id') ?? null, null);
  // figures and aces use their own drawings
  const uses = (svg) => [...svg.walk()].filter((n) => n.tag === 'use').map((n) => n.getAttribute('href'));
  assert.ok(uses(svgs[0]).includes('#baza-ace-o'));
  assert.ok(uses(svgs[9]).includes('#baza-fig-10o'));
  assert.ok(uses(svgs[47]).includes('#baza-fig-12b'));
  assert.ok(uses(svgs[48]).includes('#baza-back'));
  assert.equal(uses(svgs[12 + 6]).filter((h) => h === '#baza-pip-c').length, 7 + 2); // 7 cups + 2 corner indices
});

test('defs are installed once and no title without opts.title', () => {
  const doc = fakeDocument();
  installDeckDefs(doc);
  installDeckDefs(doc);
  const svg = createCardSvg(doc, { suit: 'e', rank: 7 });
  assert.notEqual(svg.children[0].tag, 'title');
  assert.equal(doc.body.children.length, 1);
});

test('bad cards are rejected', () => {
  const doc = fakeDocument();
  assert.throws(() => createCardSvg(doc, { suit: 'x', rank: 1 }), RangeError);
  assert.throws(() => createCardSvg(doc, { suit: 'o', rank: 13 }), RangeError);
});

test('size budget', () => {
  const size = statSync(new URL('./spanishDeck.js', import.meta.url)).size;
  assert.ok(size < 40000, `spanishDeck.js is ${size} bytes`);
});
