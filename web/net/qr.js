// A small QR code encoder (ISO/IEC 18004): byte mode, error correction level L, versions
// 1-40, the mask with the lowest penalty. Written here rather than taken from a package:
// the page needs only this much (a link or an answer code on screen), ~2 KB.
// Tests: web/net/qr.test.mjs (reference matrices of another encoder, and a decoder).

// Level L per version: error correction codewords per block, and blocks.
const ECC_PER_BLOCK = [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30];
const BLOCKS = [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25];
const LEVEL_L = 1; // the format's level bits

/** Codeword modules of a version: all but the function patterns, in bits. */
export function rawModules(ver) {
  let n = (16 * ver + 128) * ver + 64;
  if (ver >= 2) {
    const align = Math.floor(ver / 7) + 2;
    n -= (25 * align - 10) * align - 55;
    if (ver >= 7) n -= 36;
  }
  return n; // e.g. rawModules(1) === 208
}

/** The error correction blocks of a version at level L, e.g. blockLayout(5) -> {blocks: 1, eccLen: 26}. */
export const blockLayout = (ver) => ({ blocks: BLOCKS[ver], eccLen: ECC_PER_BLOCK[ver] });

/** Data bytes a version holds at level L, e.g. dataCapacity(1) === 19. */
export const dataCapacity = (ver) => Math.floor(rawModules(ver) / 8) - ECC_PER_BLOCK[ver] * BLOCKS[ver];

// GF(256) with the QR polynomial 0x11D.
function gfMul(x, y) {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function rsDivisor(degree) {
  const poly = new Array(degree - 1).fill(0).concat([1]);
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < poly.length; j++) {
      poly[j] = gfMul(poly[j], root);
      if (j + 1 < poly.length) poly[j] ^= poly[j + 1];
    }
    root = gfMul(root, 2);
  }
  return poly;
}

function rsRemainder(data, divisor) {
  const rem = divisor.map(() => 0);
  for (const b of data) {
    const factor = b ^ rem.shift();
    rem.push(0);
    divisor.forEach((c, i) => { rem[i] ^= gfMul(c, factor); });
  }
  return rem;
}

// The data codewords: mode 0100, the length, the bytes, terminator, pad bytes 0xEC 0x11.
function dataCodewords(bytes, ver) {
  const bits = [];
  const put = (value, n) => { for (let i = n - 1; i >= 0; i--) bits.push((value >>> i) & 1); };
  put(4, 4);
  put(bytes.length, ver < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  const cap = dataCapacity(ver) * 8;
  put(0, Math.min(4, cap - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < cap; pad ^= 0xec ^ 0x11) put(pad, 8);
  const out = [];
  for (let i = 0; i < bits.length; i += 8) out.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  return out;
}

function interleave(data, ver) {
  const blocks = BLOCKS[ver];
  const eccLen = ECC_PER_BLOCK[ver];
  const raw = Math.floor(rawModules(ver) / 8);
  const shortBlocks = blocks - (raw % blocks);
  const shortLen = Math.floor(raw / blocks);
  const divisor = rsDivisor(eccLen);
  const all = [];
  for (let i = 0, k = 0; i < blocks; i++) {
    const dat = data.slice(k, k + shortLen - eccLen + (i < shortBlocks ? 0 : 1));
    k += dat.length;
    const ecc = rsRemainder(dat, divisor);
    if (i < shortBlocks) dat.push(0);
    all.push(dat.concat(ecc));
  }
  const out = [];
  for (let i = 0; i < all[0].length; i++) {
    all.forEach((block, j) => { if (i !== shortLen - eccLen || j >= shortBlocks) out.push(block[i]); });
  }
  return out;
}

/** Centres of the alignment patterns on each axis, e.g. alignmentPositions(7) -> [6, 22, 38]. */
export function alignmentPositions(ver) {
  if (ver === 1) return [];
  const count = Math.floor(ver / 7) + 2;
  const step = Math.floor((ver * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const out = [6];
  for (let pos = ver * 4 + 10; out.length < count; pos -= step) out.splice(1, 0, pos);
  return out;
}

const bit = (x, i) => ((x >>> i) & 1) === 1;
const MASKS = [
  (x, y) => (x + y) % 2 === 0,
  (x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** The format's 15 bits for level L and a mask, e.g. formatBits(0) === 0b111011111000100. */
export function formatBits(mask) {
  const data = (LEVEL_L << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

function versionBits(ver) {
  let rem = ver;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (ver << 12) | rem;
}

// The symbol for one mask: {size, dark: rows of booleans}.
function build(ver, codewords, mask) {
  const size = ver * 4 + 17;
  const dark = Array.from({ length: size }, () => new Array(size).fill(false));
  const fixed = Array.from({ length: size }, () => new Array(size).fill(false));
  const set = (x, y, on) => { dark[y][x] = on; fixed[y][x] = true; };
  for (let i = 0; i < size; i++) { set(6, i, i % 2 === 0); set(i, 6, i % 2 === 0); }
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]]) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, d !== 2 && d !== 4);
      }
    }
  }
  const align = alignmentPositions(ver);
  for (const ax of align) {
    for (const ay of align) {
      if ((ax === 6 && ay === 6) || (ax === 6 && ay === size - 7) || (ax === size - 7 && ay === 6)) continue;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) set(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }
  const format = formatBits(mask);
  for (let i = 0; i <= 5; i++) set(8, i, bit(format, i));
  set(8, 7, bit(format, 6));
  set(8, 8, bit(format, 7));
  set(7, 8, bit(format, 8));
  for (let i = 9; i < 15; i++) set(14 - i, 8, bit(format, i));
  for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(format, i));
  for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(format, i));
  set(8, size - 8, true);
  if (ver >= 7) {
    const v = versionBits(ver);
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(a, b, bit(v, i));
      set(b, a, bit(v, i));
    }
  }
  // The codewords, two columns at a time, up and down from the bottom right.
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (fixed[y][x]) continue;
        const on = i < codewords.length * 8 && bit(codewords[i >>> 3], 7 - (i & 7));
        i++;
        dark[y][x] = on !== MASKS[mask](x, y);
      }
    }
  }
  return { size, dark };
}

// The standard's penalty (N1..N4): runs, 2x2 blocks, finder-like rows, dark balance.
function penalty({ size, dark }) {
  let score = 0;
  const lines = [];
  for (let y = 0; y < size; y++) lines.push(dark[y].map(Number).join(''), dark.map((row) => Number(row[y])).join(''));
  for (const line of lines) {
    for (const run of line.match(/0{5,}|1{5,}/g) || []) score += run.length - 2;
    score += 40 * ((line.match(/(?=(?:1011101(?:0000)|(?:0000)1011101))/g) || []).length);
  }
  let count = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (dark[y][x]) count++;
      if (x && y && dark[y][x] === dark[y - 1][x] && dark[y][x] === dark[y][x - 1] && dark[y][x] === dark[y - 1][x - 1]) score += 3;
    }
  }
  return score + 10 * Math.floor(Math.abs(count * 20 - size * size * 10) / (size * size));
}

/**
 * The QR symbol of a text (UTF-8) or bytes: {version, size, mask, dark: rows of booleans},
 * the smallest version at level L; mask null picks the best. Throws when over 2953 bytes.
 */
export function encodeQr(input, mask = null) {
  const bytes = typeof input === 'string' ? Array.from(new TextEncoder().encode(input)) : Array.from(input);
  let ver = 1;
  while (ver <= 40 && dataCapacity(ver) * 8 < 4 + (ver < 10 ? 8 : 16) + bytes.length * 8) ver++;
  if (ver > 40) throw new RangeError('too long for a QR code');
  const codewords = interleave(dataCodewords(bytes, ver), ver);
  const masks = mask === null ? [0, 1, 2, 3, 4, 5, 6, 7] : [mask];
  let best = null;
  for (const m of masks) {
    const sym = build(ver, codewords, m);
    const score = masks.length > 1 ? penalty(sym) : 0;
    if (!best || score < best.score) best = { score, version: ver, mask: m, ...sym };
  }
  return { version: best.version, size: best.size, mask: best.mask, dark: best.dark }; // e.g. {version: 3, size: 29, mask: 2, dark: [[true, …], …]}
}

/** An SVG (markup) of a text's QR code, dark on light with a 4-module quiet zone. */
export function qrSvg(input, label = '') {
  const { size, dark } = encodeQr(input);
  let path = '';
  dark.forEach((row, y) => row.forEach((on, x) => { if (on) path += `M${x + 4} ${y + 4}h1v1h-1z`; }));
  const full = size + 8;
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" role="img" aria-label="${esc(label)}" shape-rendering="crispEdges"><rect width="${full}" height="${full}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
