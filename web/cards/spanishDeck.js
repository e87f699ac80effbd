// Spanish deck (baraja española) drawn procedurally in SVG. No dependencies.
// createCardSvg(doc, {suit:'o'|'c'|'e'|'b', rank:1..12} | null, {title}) -> <svg viewBox="0 0 200 300">
// Shared drawings live once per document in a hidden <svg id="baza-defs">, cards <use> them.

import { createSvgKit } from './svgKit.js';

const K = {
  ink: '#2b1d14', ivory: '#fbf6e8', edge: '#b9ab8c',
  gold: '#e8ad2e', goldL: '#f9dc86', goldD: '#8c5a0a',
  red: '#c0303a', redD: '#7d141c',
  blue: '#2a5db0', blueL: '#93b6e6', blueD: '#14305f',
  green: '#3f8c3b', greenL: '#7db65a', greenD: '#1c4f1f', wood: '#e8bd78', woodM: '#b87a3c', woodD: '#5a3415',
  skin: '#f6d3ad', hair: '#5b3a1f', grey: '#a7a29a', white: '#fffaf0', shoe: '#4a2c17',
  back: '#7c1520', backL: '#96202c',
};

// name, ink colour (frame + index), figure palette [main, second, trim], horse [coat, far side, mane]
const SUIT = {
  o: ['oros', '#a9710b', [K.gold, K.red, K.blue], ['#f4ecdb', '#d9cfba', '#8d857a']],
  c: ['copas', '#b8232e', [K.red, K.gold, K.blue], ['#b8743a', '#8f5427', '#3b2414']],
  e: ['espadas', '#23509c', [K.blue, K.red, K.gold], ['#ece6d8', '#cfc7b5', '#5a544c']],
  b: ['bastos', '#2c7430', [K.green, K.red, K.gold], ['#8a5a35', '#6a4226', '#2b1a10']],
};
export const SUITS = ['o', 'c', 'e', 'b'];
// The ink is read through a custom property (--baza-suit-oros|copas|espadas|bastos) so one
// class on an ancestor, such as the page's four-colour scheme, recolours every card.
const inkOf = (s) => `var(--baza-suit-${SUIT[s][0]}, ${SUIT[s][1]})`;
export const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

const { E, G, P, C, R, U, T, f, star, text, NOSTROKE, installDefs, shell: emptyCard } = createSvgKit('baza-');
function ring(n, r, rad, fill, a0 = 0) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = a0 + (i * 2 * Math.PI) / n;
    out.push(C(f(Math.sin(a) * r), f(Math.cos(a) * r), rad, fill, NOSTROKE));
  }
  return out;
}

// Parts: "fill|d" where fill is a palette key (a b c = suit colours, h hd hm = horse) or K key or 'n' (none);
// d starting with 'e' is an ellipse "e cx cy rx ry".
function parts(list, pal) {
  return list.map((s) => {
    const [k, d] = s.split('|');
    const fill = k === 'n' ? 'none' : pal[k] || K[k] || k;
    if (d[0] === 'e') {
      const [cx, cy, rx, ry] = d.slice(1).trim().split(' ');
      return E('ellipse', { cx, cy, rx, ry: ry || rx, fill });
    }
    return P(d, fill);
  });
}

// ---------------------------------------------------------------- pips (centred on 0,0)
function pipO() { // coin, r = 20
  return G({ id: 'baza-pip-o', stroke: K.goldD, 'stroke-width': 1.3 }, [
    C(0, 0, 20, K.gold), C(0, 0, 15, K.goldL), ...ring(16, 17.5, 1.1, K.goldD),
    P(star(8, 11.5, 5.5), K.red), C(0, 0, 3.6, K.gold),
  ]);
}
function pipC() { // cup, y -26..26
  return G({ id: 'baza-pip-c', stroke: K.redD, 'stroke-width': 1.3, 'stroke-linejoin': 'round' }, [
    P('M-14 25Q-13 16 0 16Q13 16 14 25Z', K.gold),
    P('M-3.5 6L3.5 6L4.5 17L-4.5 17Z', K.gold),
    E('ellipse', { cx: 0, cy: 9.5, rx: 6, ry: 3.6, fill: K.red }),
    P('M-18 -20C-18 -2-10 5 0 5C10 5 18-2 18-20Z', K.gold),
    P('M-17.6 -14Q0-10 17.6-14L16.6-7.5Q0-3.5-16.6-7.5Z', K.red),
    E('ellipse', { cx: 0, cy: -20, rx: 18, ry: 4.5, fill: K.goldL }),
  ]);
}
function pipE() { // sword, point up, y -100..100, grip centre y 77
  return G({ id: 'baza-pip-e', stroke: K.blueD, 'stroke-width': 1.4, 'stroke-linejoin': 'round' }, [
    P('M0-100L6.5-84L5.5 56L-5.5 56L-6.5-84Z', K.blueL),
    P('M0-82V50', 'none', { stroke: K.blue, 'stroke-width': 2.2 }),
    R(-4.5, 64, 9, 25, 2, K.red),
    P('M-4.5 71L4.5 68M-4.5 78L4.5 75M-4.5 85L4.5 82', 'none', { stroke: K.redD }),
    P('M-27 51Q-20 61 0 58Q20 61 27 51Q30 62 21 65Q0 69-21 65Q-30 62-27 51Z', K.gold),
    C(0, 95, 6.5, K.gold),
  ]);
}
function pipB() { // wooden club, knob up, y -53..50, grip y 40
  return G({ id: 'baza-pip-b', stroke: K.woodD, 'stroke-width': 1.4, 'stroke-linejoin': 'round' }, [
    P('M-9-20L-16-25L-15-18L-9-14ZM8 2L14-2L14 5L8 8Z', K.woodM),
    P('M-5 50C-6 20-9-15-11.5-34C-13-48-6-53 0-53C6-53 13-48 11.5-34C9-15 6 20 5 50Q0 53-5 50Z', K.woodM),
    E('ellipse', { cx: -15.5, cy: -21.5, rx: 1.8, ry: 3.6, transform: 'rotate(-50 -15.5 -21.5)', fill: K.wood }),
    E('ellipse', { cx: 14, cy: 1.5, rx: 1.6, ry: 3.4, transform: 'rotate(50 14 1.5)', fill: K.wood }),
    P('M-5-44Q-8-30-5-18M3-30Q5-20 3-10M-2 0Q-3 14-2 24', 'none', { stroke: K.wood, 'stroke-width': 2, 'stroke-linecap': 'round' }),
    E('ellipse', { cx: 5, cy: -40, rx: 2.2, ry: 3, fill: K.woodD }),
    E('ellipse', { cx: -4, cy: 8, rx: 1.8, ry: 2.6, fill: K.woodD }),
    R(-6.5, 33, 13, 4, 1.5, K.green), R(-6, 40, 12, 4, 1.5, K.green),
  ]);
}

// ---------------------------------------------------------------- aces
function aceO() { // big sun-like coin
  return G({ id: 'baza-ace-o', stroke: K.goldD, 'stroke-width': 1.6, 'stroke-linejoin': 'round' }, [
    P(star(16, 78, 58), K.gold),
    P(star(16, 66, 56, Math.PI / 16), K.red),
    C(0, 0, 58, K.gold), C(0, 0, 51, K.goldL), ...ring(32, 54.5, 1.6, K.goldD),
    C(0, 0, 42, K.red), P(star(12, 40, 22), K.gold),
    C(0, 0, 22, K.goldL), ...ring(12, 17, 2, K.red),
    // sun face
    P('M-9-4Q-6-8-3-4M3-4Q6-8 9-4M0-3L-2 4H1.5M-6 9Q0 13 6 9', 'none', { stroke: K.goldD, 'stroke-width': 2, 'stroke-linecap': 'round' }),
  ]);
}
function ribbon(y) { // red banderole across an ace
  return G({ stroke: K.redD, 'stroke-width': 1.4, 'stroke-linejoin': 'round' }, [
    P(`M-58 ${y - 6}l12 6-12 8h22zM58 ${y - 6}l-12 6 12 8H36z`, K.redD),
    P(`M-48 ${y - 12}Q0 ${y + 2} 48 ${y - 12}l0 14Q0 ${y + 16}-48 ${y + 2}Z`, K.red),
  ]);
}
function aceC() {
  return G({ id: 'baza-ace-c', stroke: K.redD, 'stroke-width': 1.6, 'stroke-linejoin': 'round' }, [
    P('M-40 84Q-38 60 0 58Q38 60 40 84Q0 94-40 84Z', K.gold),
    P('M-40 84Q0 94 40 84', 'none', { 'stroke-width': 3 }),
    P('M-9 20L9 20L13 60L-13 60Z', K.gold),
    E('ellipse', { cx: 0, cy: 32, rx: 14, ry: 8, fill: K.red }),
    E('ellipse', { cx: 0, cy: 50, rx: 10, ry: 5, fill: K.blue }),
    P('M-52-62C-54-10-30 18 0 20C30 18 54-10 52-62Z', K.gold),
    P('M-51-44Q0-32 51-44L48-26Q0-14-48-26Z', K.red),
    P('M-40-4Q0 6 40-4', 'none', { stroke: K.goldD, 'stroke-width': 1.4 }),
    P(star(6, 9, 4), K.goldL, { transform: 'translate(0 -35)' }),
    C(-30, -36, 3.2, K.blue), C(30, -36, 3.2, K.blue),
    E('ellipse', { cx: 0, cy: -62, rx: 52, ry: 12, fill: K.goldL }),
    P('M-44-64C-40-96-16-104 0-104C16-104 40-96 44-64Q0-52-44-64Z', K.gold),
    P('M-43-70Q0-58 43-70', 'none', { stroke: K.red, 'stroke-width': 4 }),
    P('M-30-88Q0-80 30-88', 'none', { stroke: K.goldD }),
    ...[-24, 0, 24].map((x) => C(x, x ? -76 : -73, 3.2, x ? K.blue : K.red)),
    P('M-6-103Q0-112 6-103L4-96H-4Z', K.gold), C(0, -117, 7, K.gold), P(star(4, 5, 2), K.red, { transform: 'translate(0 -117)' }),
  ]);
}
function laurel(cy, r) { // wreath open at the top, centred on (0, cy)
  const half = [P(`M-8 ${cy + r}A${r} ${r} 0 0 1-${f(r * 0.6)} ${f(cy - r * 0.8)}`, 'none')];
  for (let i = 0; i < 9; i++) {
    const a = 0.35 + i * 0.27, x = -Math.sin(a) * r, y = cy + Math.cos(a) * r, deg = f(180 - (a * 180) / Math.PI);
    half.push(P('M0 0Q6-8 0-16Q-6-8 0 0Z', K.greenL, { transform: T(x, y, deg + 35) }), P('M0 0Q6-8 0-16Q-6-8 0 0Z', K.green, { transform: T(x, y, deg - 40) }));
    if (i % 3 === 1) half.push(C(f(x * 0.9), f(cy + Math.cos(a) * r * 0.9), 2.4, K.red));
  }
  return G({ stroke: K.greenD, 'stroke-width': 1.2, 'stroke-linejoin': 'round' }, [G({}, half), G({ transform: 'scale(-1 1)' }, half.map((n) => n.cloneNode(true)))]);
}
function aceE() {
  return G({ id: 'baza-ace-e' }, [
    laurel(-22, 58),
    U('pip-e', T(0, 0, 0, 1.2)),
    ribbon(40),
  ]);
}
function aceB() {
  const leaf = (x, y, r) => P('M0 0Q8-10 0-22Q-8-10 0 0Z', K.greenL, { transform: T(x, y, r) });
  return G({ id: 'baza-ace-b', stroke: K.greenD, 'stroke-width': 1.4, 'stroke-linejoin': 'round' }, [
    leaf(-22, -60, -40), leaf(20, -30, 45), leaf(-18, 8, -55), leaf(-8, -80, -10),
    U('pip-b', T(0, 0, 0, 2.3), { 'stroke-width': 0.6 }),
    ribbon(66),
  ]);
}

// ---------------------------------------------------------------- figures
// Emblem held: grip point (local y), scale, per figure rotation.
const GRIP = { o: [16, 0.95], c: [23, 0.95], e: [77, 0.72], b: [40, 1.25] };
const FACE = (x, y) => [
  `ink|e${x - 6} ${y} 1.7 2`, `ink|e${x + 6} ${y} 1.7 2`,
  `n|M${x} ${y + 2}l-2 6h3.5`, `n|M${x - 4} ${y + 11}q4 2.5 8 0`,
];
const SOTA = [
  'c|M118 40Q138 16 154 22Q140 26 126 46Z',
  'hair|M78 62Q76 96 86 98L114 98Q124 96 122 62Z',
  'skin|M93 88H107V104H93Z',
  'c|M82 200L86 258H97L99 202Z', 'c|M101 202L103 258H114L118 200Z',
  'shoe|M85 255H98L99 266Q86 268 77 265Q77 258 85 255Z', 'shoe|M102 255H115Q124 258 124 265Q112 268 101 266Z',
  'b|M72 150H128L140 204Q100 212 60 204Z',
  'c|M60 204Q100 212 140 204L138 196Q100 204 62 196Z',
  'a|M72 106Q100 98 128 106L131 152Q100 158 69 152Z',
  'c|M95 102H105V155H95Z',
  'hair|M69 146Q100 153 131 146V154Q100 161 69 154Z', 'gold|M95 147H105V157H95Z',
  'a|M124 106Q140 108 143 126L143 152H132L131 130Q128 120 120 114Z', 'b|e128 111 11 9',
  'a|M76 106Q62 108 58 126L52 144L64 148L70 130Q74 120 80 114Z', 'b|e72 111 11 9',
  'white|e100 103 19 6',
  'skin|e100 74 16 19',
  'b|M80 62Q76 38 102 38Q126 40 122 62Z',
  'c|M72 64Q100 50 128 62Q126 68 124 66Q100 58 76 70Q72 70 72 64Z',
  ...FACE(100, 74),
  'skin|e137.5 155 6.5',
];
const REY = [
  'b|M70 106Q100 96 130 106Q148 170 155 264Q100 274 45 264Q52 170 70 106Z',
  'a|M80 108H120L134 264Q100 270 66 264Z',
  'c|M95 110H105L107 266H93Z',
  'white|M66 262Q100 270 134 262L135 270Q100 278 65 270Z',
  'shoe|M78 266Q88 262 96 268Q86 274 74 271Z', 'shoe|M104 268Q112 262 122 266L126 271Q114 274 104 268Z',
  'c|M76 162Q100 168 124 162L125 171Q100 177 75 171Z', 'gold|e100 168 5 5',
  'a|M124 108Q144 112 146 134L150 156H134L132 136Q128 124 120 118Z', 'white|M133 152H151L152 160H133Z',
  'a|M76 108Q56 112 54 134L50 146L66 150L68 136Q72 124 80 118Z',
  'white|M66 104Q100 136 134 104Q128 96 100 94Q72 96 66 104Z',
  'ink|e82 108 1.4 2.6', 'ink|e100 117 1.4 2.6', 'ink|e118 108 1.4 2.6', 'ink|e91 114 1.4 2.6', 'ink|e109 114 1.4 2.6',
  'grey|M80 58Q76 94 86 98H114Q124 94 120 58Z',
  'skin|e100 70 16 19',
  'grey|M84 76Q84 106 100 112Q116 106 116 76Q112 88 100 88Q88 88 84 76Z',
  'grey|M92 84Q100 79 108 84Q100 87 92 84Z',
  `ink|e94 68 1.7 2`, `ink|e106 68 1.7 2`, `n|M100 70l-2 6h3.5`,
  'gold|M80 54L77 28L89 41L100 22L111 41L123 28L120 54Z',
  'gold|M79 48H121V57H79Z', 'red|e100 52.5 3 3', 'blue|e88 52.5 2.4 2.4', 'blue|e112 52.5 2.4 2.4',
  'gold|e77 27 3', 'gold|e100 21 3.4', 'gold|e123 27 3',
  'skin|e141 158 7',
];
const CABALLO = [
  // horse, facing left
  'hm|M162 178Q178 196 169 236Q164 243 158 234Q162 210 152 190Z',
  'hd|M128 210H139L134 266H123Z', 'hd|M82 212H93L91 266H80Z',
  'ink|M122 264H135L136 270H121Z', 'ink|M79 264H92L93 270H78Z',
  'h|M141 206L156 206L152 240L150 266H140L142 240Z', 'ink|M139 264H151L152 270H138Z',
  'h|M68 204L82 206L80 234L64 246L58 240L70 230Z', 'ink|M58 240L64 246L60 250L54 244Z',
  'h|M70 176Q78 164 100 166L138 164Q162 162 166 184Q168 206 156 218Q140 226 100 224Q74 224 66 210Q60 194 70 176Z',
  'h|M68 200Q54 176 50 148L72 122Q84 146 104 168Z',
  'h|M74 126Q70 114 60 118L40 144Q32 154 36 162Q42 168 50 162L58 153Q68 146 76 136Z',
  'h|M64 121L69 105L75 122Z',
  'hm|M74 122Q94 140 106 168L96 168Q84 148 66 128Z',
  'ink|e58 133 2 2', 'ink|e41 156 1.4 1.4',
  'n|M37 150Q48 140 58 154L62 128', 'n|M46 152Q72 154 92 150',
  'a|M96 165L134 163L140 206Q116 214 94 208Z',
  'c|M94 202Q116 208 140 200L141 208Q116 216 94 212Z',
  // rider
  'b|M100 122Q114 114 128 122L128 168L102 168Z',
  'c|M103 158L126 162Q118 182 110 190L108 210H96L97 186Q97 174 103 158Z',
  'shoe|M95 206H108L110 219L88 221Q88 212 95 206Z', 'gold|M92 214H110L108 222H94Z',
  'b|M121 124Q132 130 124 150L102 156L98 148L114 140Z', 'skin|e96 152 6',
  'hair|M102 80Q100 108 110 110H124Q132 104 128 80Z',
  'white|e114 121 15 5',
  'b|M102 124Q86 118 80 104L90 98Q96 110 108 116Z',
  'skin|e114 94 14 17',
  ...FACE(114, 94),
  'a|M98 86Q96 62 116 62Q134 64 130 86Z',
  'c|M88 88Q114 78 142 86Q142 92 138 92Q114 84 92 94Q88 94 88 88Z',
  'c|M126 70Q146 48 160 54Q146 58 132 76Z',
];
// hand point [x, y] and emblem rotation per suit
const FIG = {
  10: [SOTA, [58, 148], { o: 0, c: 0, e: 0, b: 4 }, 1],
  11: [CABALLO, [82, 100], { o: 0, c: 0, e: 14, b: 12 }, 0.72],
  12: [REY, [56, 150], { o: 0, c: 0, e: 0, b: 4 }, 1],
};
function figure(rank, s) {
  const [list, [hx, hy], rot, k] = FIG[rank];
  const [, , pal, horse] = SUIT[s];
  const [gy, sc] = GRIP[s];
  const p = { a: pal[0], b: pal[1], c: pal[2], h: horse[0], hd: horse[1], hm: horse[2] };
  return G({ id: `baza-fig-${rank}${s}`, stroke: K.ink, 'stroke-width': 1.5, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }, [
    ...parts(list, p),
    U('pip-' + s, `${T(hx, hy, rot[s], f(sc * ('eb'.includes(s) ? k : 1)))} translate(0 ${-gy})`),
    C(hx, hy, 6.5, K.skin),
  ]);
}

// ---------------------------------------------------------------- layouts [x, y, rotation, scale]
const COLS = [66, 100, 134];
const POS = {
  2: [[100, 84], [100, 216]],
  3: [[100, 70], [100, 150], [100, 230]],
  4: [[66, 84], [134, 84], [66, 216], [134, 216]],
  5: [[66, 80], [134, 80], [100, 150], [66, 220], [134, 220]],
  6: [[66, 70], [134, 70], [66, 150], [134, 150], [66, 230], [134, 230]],
  7: [[66, 70], [134, 70], [100, 110], [66, 150], [134, 150], [66, 230], [134, 230]],
  8: [[66, 70], [134, 70], [100, 110], [66, 150], [134, 150], [100, 190], [66, 230], [134, 230]],
  9: [[56, 70], [100, 70], [144, 70], [56, 150], [100, 150], [144, 150], [56, 230], [100, 230], [144, 230]],
};
function layout(s, n) {
  if (s === 'o' || s === 'c') {
    const sc = n > 8 ? 0.88 : n > 6 ? (s === 'c' ? 0.86 : 0.92) : n > 5 ? 0.95 : 1.05;
    return POS[n].map(([x, y]) => [x, y, 0, sc]);
  }
  if (n < 4) { // big crossed pair, hilts down (and one upright, swords: point down)
    const e = s === 'e', sc = e ? '1.1' : '1.25 2.2', a = e ? 24 : 20, y = e ? 125 : 150;
    const out = [[100, y, a, sc, e && 25], [100, y, -a, sc, e && 25]];
    if (n === 3) out.push([100, 150, e ? 180 : 0, sc]);
    return out;
  }
  // one per oros position, leaning in alternate directions so that neighbours interlace
  const sc = s === 'e' ? 0.54 : n > 7 ? 0.78 : 0.86;
  return POS[n].map(([x, y]) => {
    const col = POS[n].filter((q) => q[0] === x), above = col.filter((q) => q[1] < y).length;
    return [x, y, (x < 100 || (x === 100 && col.length > 1) ? -18 : x > 100 ? 18 : 0) * (above % 2 ? -1 : 1), sc];
  });
}

// ---------------------------------------------------------------- card faces
function face(s) {
  const ink = inkOf(s), breaks = SUITS.indexOf(s);
  const gaps = [];
  for (let i = 0; i < breaks; i++) {
    const x = 100 + (i - (breaks - 1) / 2) * 16 - 4;
    gaps.push(R(x, 6, 8, 6, 0, K.ivory, NOSTROKE), R(x, 288, 8, 6, 0, K.ivory, NOSTROKE));
  }
  return G({ id: 'baza-face-' + s }, [
    R(1, 1, 198, 298, 12, K.ivory, { stroke: K.edge, 'stroke-width': 1.5 }),
    R(9, 9, 182, 282, 7, 'none', { stroke: ink, 'stroke-width': 2.4 }),
    ...gaps,
  ]);
}
function back() {
  return G({ id: 'baza-back' }, [
    R(1, 1, 198, 298, 12, K.back, { stroke: '#4d0b12', 'stroke-width': 1.5 }),
    R(10, 10, 180, 280, 7, 'url(#baza-lattice)', { stroke: K.gold, 'stroke-width': 2 }),
    R(15, 15, 170, 270, 4, 'none', { stroke: K.gold, 'stroke-width': 0.8 }),
    E('ellipse', { cx: 100, cy: 150, rx: 44, ry: 58, fill: K.back, stroke: K.gold, 'stroke-width': 2.2 }),
    E('ellipse', { cx: 100, cy: 150, rx: 38, ry: 52, fill: 'none', stroke: K.gold, 'stroke-width': 0.8 }),
    G({ transform: T(100, 150), fill: K.gold }, [
      P(star(16, 32, 22), K.gold), C(0, 0, 21, K.back), P(star(8, 18, 8), K.gold), C(0, 0, 5, K.back),
      ...ring(8, 26.5, 1.6, K.goldL, Math.PI / 16),
    ]),
  ]);
}
function lattice() {
  return E('pattern', { id: 'baza-lattice', width: 18, height: 18, patternUnits: 'userSpaceOnUse', x: 1, y: 1 }, [
    R(0, 0, 18, 18, 0, K.back),
    P('M9 0L18 9L9 18L0 9Z', K.backL, { stroke: K.gold, 'stroke-width': 0.9, 'stroke-opacity': 0.85 }),
    C(9, 9, 1.6, K.gold), C(0, 0, 1.2, K.goldL), C(18, 0, 1.2, K.goldL), C(0, 18, 1.2, K.goldL), C(18, 18, 1.2, K.goldL),
  ]);
}

/** Adds the shared drawings to `doc` once (a hidden <svg id="baza-defs"> at the end of <body>). */
export function installDeckDefs(doc) {
  installDefs(doc, () => {
    const defs = [lattice(), pipO(), pipC(), pipE(), pipB(), aceO(), aceC(), aceE(), aceB(), back()];
    for (const s of SUITS) {
      defs.push(face(s));
      for (const r of [10, 11, 12]) defs.push(figure(r, s));
    }
    return defs;
  });
}

function shell(doc, cls, opts) {
  installDeckDefs(doc);
  return emptyCard(cls, opts);
}

function index(s, rank) {
  const ink = inkOf(s), mini = { o: 0.36, c: 0.34, e: 0.17, b: 0.32 }[s];
  const two = rank > 9;
  return G({}, [
    E('text', {
      x: two ? 26 : 25, y: two ? 40 : 43, 'text-anchor': 'middle', fill: ink, 'font-family': "Georgia,'Times New Roman',serif",
      'font-size': two ? 27 : 35, 'font-weight': 700, 'letter-spacing': two ? -1.5 : null,
    }, [text(String(rank))]),
    U('pip-' + s, T(25, 63, 0, mini)),
  ]);
}

/** An SVGSVGElement for `card` ({suit, rank}) or the back when card is null. opts.title sets <title>. */
export function createCardSvg(doc, card, opts) {
  if (!card) {
    const svg = shell(doc, 'baza-card baza-card--back', opts);
    svg.appendChild(U('back'));
    return svg;
  }
  const { suit: s, rank } = card;
  if (!SUIT[s] || !(rank >= 1 && rank <= 12)) throw new RangeError('bad card ' + JSON.stringify(card));
  const svg = shell(doc, `baza-card baza-card--${SUIT[s][0]}`, opts);
  svg.setAttribute('data-card', s + rank);
  const body = [];
  if (rank === 1) body.push(U('ace-' + s, T(100, 150)));
  else if (rank >= 10) body.push(U(`fig-${rank}${s}`));
  else for (const [x, y, r, sc, dy] of layout(s, rank)) body.push(U('pip-' + s, T(x, y, r, sc) + (dy ? ` translate(0 ${dy})` : '')));
  const idx = index(s, rank);
  for (const c of [U('face-' + s), ...body, idx, G({ transform: 'rotate(180 100 150)' }, [index(s, rank)])]) svg.appendChild(c);
  return svg;
}

/** An empty place-holder where a card can go (dashed outline). */
export function createSlotSvg(doc, opts) {
  const svg = shell(doc, 'baza-card baza-card--slot', opts);
  [
    R(3, 3, 194, 294, 12, '#fffaf0', { 'fill-opacity': 0.07, stroke: '#fffaf0', 'stroke-opacity': 0.5, 'stroke-width': 3, 'stroke-dasharray': '12 8' }),
    G({ transform: T(100, 150), fill: '#fffaf0', 'fill-opacity': 0.18 }, [P(star(8, 26, 11), null), C(0, 0, 6, null)]),
  ].forEach((c) => svg.appendChild(c));
  return svg;
}
