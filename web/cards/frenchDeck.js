// French deck (52 cards 2..A; Belote uses 7..A) drawn procedurally in SVG. No dependencies.
// createFrenchCardSvg(doc, {suit:'S'|'H'|'D'|'C', rank:2..14} | null, {title, fourColour}) -> <svg viewBox="0 0 200 300">
// Shared drawings live once per document in a hidden <svg id="baza-fr-defs">, cards <use> them.
// Suit colours are CSS custom properties (--baza-suit-spades|hearts|diamonds|clubs) read through <use>,
// so one rule such as `.four-colour { --baza-suit-diamonds: #1565c0; --baza-suit-clubs: #2e7d32 }` recolours every card.

import { createSvgKit } from './svgKit.js';

const K = {
  ink: '#1d1d1f', paper: '#fffdf8', edge: '#b4b0a8',
  gold: '#f2bd2c', goldD: '#9a6b08', red: '#c8282c', blue: '#2454a6', green: '#3c8a3a', grey: '#c9ced6',
  skin: '#f7d6b4', white: '#ffffff', hair: '#e3a52a', brown: '#6b3f1d', wood: '#a0652e',
  back: '#1e3f78', backL: '#2c5aa0', line: '#e6c15a',
};
// name, default colour, four-colour colour
const SUIT = {
  S: ['spades', '#1d1d1f', '#1d1d1f'],
  H: ['hearts', '#c8282c', '#c8282c'],
  D: ['diamonds', '#c8282c', '#1f5fbf'],
  C: ['clubs', '#1d1d1f', '#2e8b3a'],
};
export const FRENCH_SUITS = ['S', 'H', 'D', 'C'];
export const FRENCH_RANKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
/** Custom properties of the four-colour scheme: set them on any ancestor (or use setFrenchFourColour). */
export const FOUR_COLOUR = Object.fromEntries(FRENCH_SUITS.map((s) => ['--baza-suit-' + SUIT[s][0], SUIT[s][2]]));
const ink = (s) => `var(--baza-suit-${SUIT[s][0]}, ${SUIT[s][1]})`;
const LABEL = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };

const { E, G, P, C, R, U, T, f, star, text, NOSTROKE, installDefs, shell: emptyCard } = createSvgKit('baza-fr-');
// "fill|d": fill is a palette key (a b c d = costume colours), a K key, 'n' (none) or a colour;
// d starting with 'e' is an ellipse "e cx cy rx ry"; '~' before the fill makes d "width path", an outlined thick line.
function parts(list, pal) {
  return list.map((s) => {
    let [k, d] = s.split('|');
    const line = k[0] === '~';
    if (line) k = k.slice(1);
    const fill = k === 'n' ? 'none' : pal[k] || K[k] || k;
    if (line) { // sleeve/shaft: outlined thick stroke
      const [w, path] = [+d.split(' ')[0], d.slice(d.indexOf(' ') + 1)];
      return G({ fill: 'none', 'stroke-linecap': 'round' }, [P(path, null, { 'stroke-width': w + 3 }), P(path, null, { stroke: fill, 'stroke-width': w })]);
    }
    if (d[0] === 'e') {
      const [cx, cy, rx, ry] = d.slice(1).trim().split(' ');
      return E('ellipse', { cx, cy, rx, ry: ry || rx, fill });
    }
    return P(d, fill);
  });
}

// ---------------------------------------------------------------- pips, about 40 units, centred on 0,0
const PIP = {
  S: 'M0-20C3-13 20-4 20 6C20 13 15 16 10 16C6 16 3 14 1 11C1 16 4 19 8 20H-8C-4 19-1 16-1 11C-3 14-6 16-10 16C-15 16-20 13-20 6C-20-4-3-13 0-20Z',
  H: 'M0 19C-3 13-20 4-20-7C-20-15-15-19-10-19C-5-19-2-16 0-12C2-16 5-19 10-19C15-19 20-15 20-7C20 4 3 13 0 19Z',
  D: 'M0-22Q6-9 16 0Q6 9 0 22Q-6 9-16 0Q-6-9 0-22Z',
  C: 'M-1.6 3C-1.6 11-4 17-8 20H8C4 17 1.6 11 1.6 3ZM0-19A9.5 9.5 0 1 1 0 0A9.5 9.5 0 1 1 0-19ZM-10.5-4A9.5 9.5 0 1 1-10.5 15A9.5 9.5 0 1 1-10.5-4ZM10.5-4A9.5 9.5 0 1 1 10.5 15A9.5 9.5 0 1 1 10.5-4ZM0-2L6 4L0 8L-6 4Z',
};
const pip = (s) => P(PIP[s], ink(s), { id: 'baza-fr-pip-' + s });

// ---------------------------------------------------------------- aces
function aceSpades() {
  const line = (rx, ry, w, dash) => E('ellipse', { cy: 4, rx, ry, fill: 'none', stroke: ink('S'), 'stroke-width': w, 'stroke-dasharray': dash });
  const band = { stroke: '#7d1418', 'stroke-width': 1.2 };
  return G({ id: 'baza-fr-ace-S' }, [
    line(74, 102, 2.2), line(69, 97, 1, '1.5 3'),
    U('pip-S', 'translate(0 -6) scale(3.3)'),
    P(PIP.S, 'none', { transform: 'translate(0 -9) scale(2.7)', stroke: K.white, 'stroke-width': 0.55 }),
    C(0, 4, 17, K.white), C(0, 4, 13.5, ink('S')),
    P(star(8, 12, 5), K.gold, { transform: 'translate(0 4)' }), C(0, 4, 3, K.white),
    G({ transform: 'translate(0 92)' }, [
      P('M-54-6h18v18h-18l7-9z', K.red, band), P('M54-6h-18v18h18l-7-9z', K.red, band),
      R(-42, -11, 84, 20, 2, K.red, band),
      E('text', { y: 5, 'text-anchor': 'middle', fill: K.white, 'font-family': "Georgia,'Times New Roman',serif", 'font-size': 13, 'font-weight': 700, 'letter-spacing': 3 }, [text('BAZA')]),
    ]),
  ]);
}

// ---------------------------------------------------------------- court cards: half figure (top), mirrored below
// Held items, grip at 0,0.
const ITEM = {
  sword: ['grey|M-3.5-64L0-74L3.5-64V-10H-3.5Z', 'n|M0-66V-14', 'gold|M-15-13H15L13-7H-13Z', 'brown|M-3-7H3V9H-3Z', 'gold|e0 12 4.5'],
  axe: ['~wood|5 M0 26V-70', 'grey|M2-64Q24-72 28-48Q24-36 2-42Z', 'grey|M-2-58L-13-52L-2-48Z', 'gold|e0 -72 4'],
  orb: ['gold|e0 -12 13', 'n|M-13-12H13M0-25V1', 'gold|M-2-25V-36H2V-25ZM-6-32H6V-28H-6Z', 'red|e0 -12 3.5'],
  sceptre: ['~gold|4 M0 30V-50', 'gold|e0 -56 7', 'red|e0 -56 3', 'gold|M-6-66L0-76L6-66Z'],
  flower: ['~green|2 M0 4Q-6-22 2-44', 'green|M-2-24Q-16-28-20-18Q-8-14-2-24Z', 'green|M0-32Q12-40 18-30Q6-26 0-32Z',
    'red|e-5 -50 6', 'red|e5 -50 6', 'red|e-4 -58 6', 'red|e5 -58 6', 'gold|e0 -54 4'],
  halberd: ['~wood|4.5 M0 30V-74', 'grey|M0-96L5-74H-5Z', 'grey|M3-72Q22-76 24-56Q16-62 3-58Z', 'grey|M-3-70L-14-66L-3-62Z', 'red|M-4-58H4V-52H-4Z'],
  leaf: ['~brown|3 M0 6V-20', 'green|M0-16C-22-30-18-70 0-84C18-70 22-30 0-16Z', 'n|M0-20V-78M0-34L-10-44M0-34L10-44M0-50L-9-60M0-50L9-60'],
  arrow: ['~wood|3 M0 34V-66', 'grey|M0-80L6-64H-6Z', 'red|M-1 22L-9 28V38L-1 32ZM1 22L9 28V38L1 32Z'],
};
// Costume colours per suit [robe, panel, trim, hat]; figures of ♦ and ♣ are mirrored.
const PAL = { S: ['blue', 'red', 'gold', 'red'], H: ['red', 'gold', 'blue', 'blue'], D: ['gold', 'red', 'blue', 'red'], C: ['red', 'blue', 'gold', 'blue'] };
const EYES = (y) => [`ink|e93 ${y} 2 2.5`, `ink|e107 ${y} 2 2.5`, `n|M89 ${y - 6}q4-2.5 8 0M103 ${y - 6}q4-2.5 8 0M99 ${y + 1}q-3 7 2 8`];
const KING = [
  'hair|M80 64Q76 104 86 110H114Q124 104 120 64Z',
  'a|M38 150V128Q40 114 60 110L82 104H118L140 110Q160 114 162 128V150Z',
  'b|M84 106H116L122 150H78Z',
  'c|M100 118l6 9-6 9-6-9zM100 138l6 9-6 9-6-9z',
  'white|M64 110Q100 138 136 110Q128 98 100 98Q72 98 64 110Z',
  'ink|e76 112 1.5 2.6', 'ink|e89 120 1.5 2.6', 'ink|e111 120 1.5 2.6', 'ink|e124 112 1.5 2.6',
  'skin|e100 74 18 22',
  'hair|M82 76Q82 114 100 118Q118 114 118 76Q112 94 100 94Q88 94 82 76Z',
  'hair|M88 91Q100 82 112 91Q100 96 88 91Z', 'red|M96 97H104L100 101Z',
  ...EYES(72),
  'gold|M80 58L77 34L88 46L100 30L112 46L123 34L120 58Z',
  'b|M79 50H121V60H79Z', 'c|e100 55 3.2', 'white|e88 55 2.2', 'white|e112 55 2.2',
  'gold|e77 32 3.2', 'gold|e100 28 3.6', 'gold|e123 32 3.2',
];
const QUEEN = [
  'c|M74 50Q60 96 56 124H144Q140 96 126 50Z',
  'a|M40 150V132Q44 118 64 114L84 108H116L136 114Q156 118 160 132V150Z',
  'b|M86 108H114L118 150H82Z',
  'n|M87 124H113M86 136H114M85 148H115M100 118V150',
  'skin|M78 108Q100 134 122 108Z',
  'n|M84 112Q100 128 116 112', 'red|e100 122 3.4',
  'hair|M82 60Q72 96 70 116Q80 122 88 112L90 84H110L112 112Q120 122 130 116Q128 96 118 60Z',
  'skin|e100 78 17 21',
  'hair|M84 74Q86 56 100 56Q114 56 116 74Q108 64 100 64Q92 64 84 74Z',
  ...EYES(78), 'red|M95 89Q100 86 105 89Q100 93 95 89Z',
  'gold|M84 60L82 40L92 50L100 36L108 50L118 40L116 60Z', 'red|e100 54 2.8', 'gold|e82 39 2.6', 'gold|e100 35 3', 'gold|e118 39 2.6',
];
const JACK = [
  'a|M42 150V132Q46 118 66 114L84 108H116L134 114Q154 118 158 132V150Z',
  'b|M92 108H108V150H92Z', 'gold|e100 126 3', 'gold|e100 142 3',
  'hair|M81 64Q74 96 80 106Q88 112 92 102L88 82H112L108 102Q112 112 120 106Q126 96 119 64Z',
  'white|M72 112Q100 130 128 112Q120 102 100 102Q80 102 72 112Z',
  'n|M80 113l6 6M93 110l2 9M107 110l-2 9M120 113l-6 6',
  'skin|e100 80 17 21',
  ...EYES(80), 'red|M95 92Q100 90 105 92Q100 95 95 92Z',
  'c|M116 52C122 36 136 28 154 30C146 42 134 50 116 56Z', 'n|M116 55C128 46 140 36 154 30',
  'd|M74 66Q64 42 94 38Q128 34 134 54L128 68Z',
  'a|M70 68Q100 54 131 64L130 72Q100 61 72 76Z', 'gold|e118 62 3.4',
];
// [drawing, hand point, sleeve from shoulder, item per suit [name, rotation, behind figure?]]
const COURT = {
  11: [JACK, [142, 134], 'M128 114Q146 120 142 134', { S: ['halberd', 0], H: ['leaf', -8], D: ['axe', 0], C: ['arrow', 10] }],
  12: [QUEEN, [60, 136], 'M72 116Q56 122 60 136', { S: ['sceptre', -10], H: ['flower', -8], D: ['flower', -4], C: ['flower', -12] }],
  13: [KING, [144, 136], 'M130 112Q148 120 144 136', { S: ['sword', 0], H: ['sword', -38, 1], D: ['axe', 6], C: ['orb', 0] }],
};
function court(rank, s) {
  const [list, [hx, hy], sleeve, items] = COURT[rank];
  const [name, rot, behind] = items[s];
  const [a, b, c, d] = PAL[s].map((k) => K[k]);
  const pal = { a, b, c, d };
  let [ix, iy] = [hx, hy];
  if (behind) [ix, iy] = [130, 60];
  const item = G({ transform: T(ix, iy, rot) }, parts(ITEM[name], pal));
  const arm = behind ? [] : parts([`~b|12 ${sleeve}`, `skin|e${hx} ${hy} 6.5`], pal);
  const flip = s === 'D' || s === 'C';
  return G({ id: `baza-fr-court-${rank}${s}`, 'clip-path': 'url(#baza-fr-half)', stroke: K.ink, 'stroke-width': 1.5, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }, [
    G({ transform: flip ? 'matrix(-1 0 0 1 200 0)' : null }, [
      behind ? item : null,
      ...parts(list, pal), ...arm, behind ? null : item,
      behind ? null : C(hx, hy, 6.5, K.skin),
      U('pip-' + s, T(rank === 12 ? 144 : 56, 42, 0, 0.4), NOSTROKE),
    ]),
  ]);
}
function frame() {
  return R(38, 24, 124, 252, 2, K.white, { id: 'baza-fr-frame', stroke: K.ink, 'stroke-width': 1.6 });
}

// ---------------------------------------------------------------- pip layouts [x, y]; lower half is turned over
const X = [62, 100, 138], Y4 = [62, 121, 179, 238];
const col = (x, ys) => ys.map((y) => [x, y]);
const LAYOUT = {
  2: col(100, [62, 238]),
  3: col(100, [62, 150, 238]),
  4: [...col(62, [62, 238]), ...col(138, [62, 238])],
  6: [...col(62, [62, 150, 238]), ...col(138, [62, 150, 238])],
  9: [...col(62, Y4), ...col(138, Y4), [100, 150]],
  10: [...col(62, Y4), ...col(138, Y4), [100, 92], [100, 208]],
};
LAYOUT[5] = [...LAYOUT[4], [100, 150]];
LAYOUT[7] = [...LAYOUT[6], [100, 106]];
LAYOUT[8] = [...LAYOUT[7], [100, 194]];

// ---------------------------------------------------------------- face and back
function face() {
  return R(1, 1, 198, 298, 12, K.paper, { id: 'baza-fr-face', stroke: K.edge, 'stroke-width': 1.5 });
}
function back() {
  return G({ id: 'baza-fr-back' }, [
    R(1, 1, 198, 298, 12, K.back, { stroke: '#10244a', 'stroke-width': 1.5 }),
    R(10, 10, 180, 280, 7, 'url(#baza-fr-lattice)', { stroke: K.line, 'stroke-width': 2 }),
    R(15, 15, 170, 270, 4, 'none', { stroke: K.line, 'stroke-width': 0.8 }),
    E('ellipse', { cx: 100, cy: 150, rx: 44, ry: 58, fill: K.back, stroke: K.line, 'stroke-width': 2.2 }),
    E('ellipse', { cx: 100, cy: 150, rx: 38, ry: 52, fill: 'none', stroke: K.line, 'stroke-width': 0.8 }),
    G({ transform: T(100, 150), fill: K.line }, [
      ...FRENCH_SUITS.map((s, i) => P(PIP[s], K.line, { transform: T([0, 20, 0, -20][i], [-22, 0, 22, 0][i], 0, 0.42) })),
      C(0, 0, 3, K.line),
    ]),
  ]);
}
function lattice() {
  return E('pattern', { id: 'baza-fr-lattice', width: 18, height: 18, patternUnits: 'userSpaceOnUse', x: 1, y: 1 }, [
    R(0, 0, 18, 18, 0, K.back),
    P('M9 0L18 9L9 18L0 9Z', K.backL, { stroke: K.line, 'stroke-width': 0.9, 'stroke-opacity': 0.8 }),
    C(9, 9, 1.6, K.line), C(0, 0, 1.2, K.line), C(18, 0, 1.2, K.line), C(0, 18, 1.2, K.line), C(18, 18, 1.2, K.line),
  ]);
}

/** Adds the shared drawings to `doc` once (a hidden <svg id="baza-fr-defs"> at the end of <body>). */
export function installFrenchDeckDefs(doc) {
  installDefs(doc, () => {
    const defs = [E('clipPath', { id: 'baza-fr-half' }, [R(38, 24, 124, 126, 0)]), lattice(), face(), frame(), back(), ...FRENCH_SUITS.map(pip), aceSpades()];
    for (const s of FRENCH_SUITS) for (const r of [11, 12, 13]) defs.push(court(r, s));
    return defs;
  });
}

/** Sets (on = true) or removes the four-colour custom properties on `el` (a card, a table, document.documentElement). */
export function setFrenchFourColour(el, on = true) {
  for (const k in FOUR_COLOUR) on ? el.style.setProperty(k, FOUR_COLOUR[k]) : el.style.removeProperty(k);
}

function shell(doc, cls, opts) {
  installFrenchDeckDefs(doc);
  return emptyCard(cls, opts);
}

function index(s, rank) {
  const two = rank === 10;
  return G({}, [
    E('text', {
      x: 24, y: 42, 'text-anchor': 'middle', fill: ink(s), 'font-family': "Georgia,'Times New Roman',serif",
      'font-size': two ? 29 : 34, 'font-weight': 700, 'letter-spacing': two ? -2.5 : null,
    }, [text(LABEL[rank] || String(rank))]),
    U('pip-' + s, T(24, 61, 0, 0.46)),
  ]);
}

/** An SVGSVGElement for `card` ({suit, rank}) or the back when card is null.
 * opts.title sets <title>; opts.fourColour sets the four-colour custom properties on this card (CSSOM, CSP-safe). */
export function createFrenchCardSvg(doc, card, opts) {
  if (!card) {
    const svg = shell(doc, 'baza-card baza-fr-card baza-card--back', opts);
    svg.appendChild(U('back'));
    return svg;
  }
  const { suit: s, rank } = card;
  if (!SUIT[s] || !(rank >= 2 && rank <= 14) || rank % 1) throw new RangeError('bad card ' + JSON.stringify(card));
  const svg = shell(doc, `baza-card baza-fr-card baza-card--${SUIT[s][0]}`, opts);
  svg.setAttribute('data-card', s + rank);
  if (opts && opts.fourColour && svg.style && svg.style.setProperty) setFrenchFourColour(svg);
  const body = [U('face')];
  if (rank === 14) body.push(s === 'S' ? U('ace-S', T(100, 146)) : U('pip-' + s, T(100, 150, 0, 2.3)));
  else if (rank > 10) {
    body.push(U('frame'), U(`court-${rank}${s}`), U(`court-${rank}${s}`, 'rotate(180 100 150)'),
      P('M38 150H162', 'none', { stroke: K.ink, 'stroke-width': 1.2 }));
  } else {
    const sc = rank > 8 ? 0.78 : rank > 3 ? 0.84 : 0.92;
    for (const [x, y] of LAYOUT[rank]) body.push(U('pip-' + s, T(x, y, y > 150 ? 180 : 0, sc)));
  }
  body.push(index(s, rank), G({ transform: 'rotate(180 100 150)' }, [index(s, rank)]));
  for (const c of body) svg.appendChild(c);
  return svg;
}

/** An empty place-holder where a card can go (dashed outline). */
export function createFrenchSlotSvg(doc, opts) {
  const svg = shell(doc, 'baza-card baza-fr-card baza-card--slot', opts);
  svg.appendChild(R(3, 3, 194, 294, 12, '#fffaf0', { 'fill-opacity': 0.07, stroke: '#fffaf0', 'stroke-opacity': 0.5, 'stroke-width': 3, 'stroke-dasharray': '12 8' }));
  svg.appendChild(P(PIP.S, '#fffaf0', { 'fill-opacity': 0.18, transform: T(100, 150, 0, 0.9) }));
  return svg;
}
