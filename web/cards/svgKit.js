// The SVG drawing kit both decks are made with (frenchDeck.js, spanishDeck.js): small
// element builders, the deck's shared drawings installed once per document, and a card's
// empty <svg>. One kit per deck: its ids carry the deck's prefix ('baza-fr-', 'baza-').

const NS = 'http://www.w3.org/2000/svg';

/** createSvgKit('baza-fr-') -> {E, G, P, C, R, U, T, f, star, text, NOSTROKE, installDefs, shell}. */
export function createSvgKit(idPrefix) {
  let doc = null; // the document in use (set by installDefs, which every card goes through)
  const f = (v) => +v.toFixed(2); // f(1.2345) -> 1.23: short path numbers
  function E(tag, a, kids) {
    const e = doc.createElementNS(NS, tag);
    for (const k in a) if (a[k] != null) e.setAttribute(k, a[k]);
    if (kids) for (const c of kids) if (c) e.appendChild(c);
    return e;
  }
  const kit = {
    f,
    E, // E('text', {x: 2}, [child]) -> an SVG element
    G: (a, kids) => E('g', a, kids),
    P: (d, fill, a) => E('path', { d, fill, ...a }),
    C: (cx, cy, r, fill, a) => E('circle', { cx, cy, r, fill, ...a }),
    R: (x, y, width, height, rx, fill, a) => E('rect', { x, y, width, height, rx, fill, ...a }),
    U: (id, transform, a) => E('use', { href: `#${idPrefix}${id}`, transform, ...a }), // U('back'): a shared drawing
    T: (x, y, r = 0, s = 1) => `translate(${f(x)} ${f(y)})${r ? ` rotate(${r})` : ''}${s != 1 ? ` scale(${s})` : ''}`,
    text: (s) => doc.createTextNode(s),
    NOSTROKE: { stroke: 'none' },
    /** A star's path: n points between radii r1 and r2, turned by rot radians. */
    star(n, r1, r2, rot = 0) {
      let d = '';
      for (let i = 0; i < 2 * n; i++) {
        const a = (i * Math.PI) / n + rot, r = i % 2 ? r2 : r1;
        d += (i ? 'L' : 'M') + f(Math.sin(a) * r) + ' ' + f(-Math.cos(a) * r);
      }
      return d + 'Z';
    },
    /** Adds the deck's drawings (makeDefs() -> elements) to `d` once, in a hidden <svg id="…defs"> at the end of <body>. */
    installDefs(d, makeDefs) {
      doc = d;
      const id = `${idPrefix}defs`;
      if (d.getElementById && d.getElementById(id)) return;
      const svg = E('svg', { id, width: 0, height: 0, 'aria-hidden': 'true', focusable: 'false' }, [E('defs', {}, makeDefs())]);
      if (svg.style) Object.assign(svg.style, { position: 'absolute', width: '0', height: '0', overflow: 'hidden' });
      (d.body || d.documentElement).appendChild(svg);
    },
    /** A card's empty <svg> (viewBox 200 × 300) with class `cls` and opts.title as its <title>. */
    shell(cls, opts) {
      const svg = E('svg', { xmlns: NS, viewBox: '0 0 200 300', class: cls, role: 'img' });
      if (opts && opts.title) svg.appendChild(E('title', {}, [doc.createTextNode(opts.title)]));
      return svg;
    },
  };
  return kit;
}
