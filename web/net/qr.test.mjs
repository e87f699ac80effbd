// The QR encoder (web/net/qr.js): its symbols equal another encoder's (python3-qrcode
// 7.4.2, saved in qr.test.data.json) bit for bit, and a decoder written here reads
// back every text, over versions 1-40 (format bits, version bits, Reed-Solomon
// syndromes all checked), with the mask the encoder picks itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { encodeQr, qrSvg, formatBits, alignmentPositions, blockLayout, rawModules, dataCapacity } from './qr.js';

const fixtures = JSON.parse(readFileSync(new URL('./qr.test.data.json', import.meta.url)));
const rowsOf = (sym) => sym.dark.map((r) => r.map(Number).join(''));

test('the symbols equal python3-qrcode\'s, bit for bit (versions 1, 7, 12, 18; several masks)', () => {
  for (const c of fixtures.cases) {
    const sym = encodeQr(c.text, c.mask);
    assert.equal(sym.version, c.version, c.text.slice(0, 20));
    assert.deepEqual(rowsOf(sym), c.rows, `${c.text.slice(0, 20)} mask ${c.mask}`);
  }
});

test('format bits are the standard\'s table (level L)', () => {
  // ISO/IEC 18004 Table C.1, level L (01), masks 0..7.
  const table = ['111011111000100', '111001011110011', '111110110101010', '111100010011101', '110011000101111', '110001100011000', '110110001000001', '110100101110110'];
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7].map((m) => formatBits(m).toString(2).padStart(15, '0')), table);
  assert.deepEqual(alignmentPositions(32), [6, 34, 60, 86, 112, 138]); // the standard's Annex E
});

// ---- a decoder, for the round trips ----
const EXP = [];
const LOG = [];
for (let i = 0, x = 1; i < 255; i++) { EXP[i] = x; LOG[x] = i; x <<= 1; if (x & 256) x ^= 0x11d; }
const mul = (a, b) => (a && b ? EXP[(LOG[a] + LOG[b]) % 255] : 0);

function decode(dark) {
  const size = dark.length;
  const ver = (size - 17) / 4;
  const get = (x, y) => dark[y][x];
  // Format: both copies agree, and are one of the 32 valid words (BCH), XOR 0x5412.
  let f1 = 0;
  let f2 = 0;
  const first = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]];
  first.forEach(([x, y], i) => { f1 |= get(x, y) << i; });
  for (let i = 0; i < 8; i++) f2 |= get(size - 1 - i, 8) << i;
  for (let i = 8; i < 15; i++) f2 |= get(8, size - 15 + i) << i;
  assert.equal(f1, f2, 'format copies');
  const mask = [0, 1, 2, 3, 4, 5, 6, 7].find((m) => formatBits(m) === f1);
  assert.notEqual(mask, undefined, 'format bits valid for level L');
  assert.ok(get(8, size - 8), 'dark module');
  const reserved = Array.from({ length: size }, () => new Array(size).fill(false));
  const mark = (x0, y0, w, h) => { for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) reserved[y][x] = true; };
  mark(0, 0, 9, 9); mark(size - 8, 0, 8, 9); mark(0, size - 8, 9, 8);
  mark(6, 0, 1, size); mark(0, 6, size, 1);
  const al = alignmentPositions(ver);
  for (const a of al) for (const b of al) if (!(a < 9 && b < 9) && !(a < 9 && b > size - 9) && !(a > size - 9 && b < 9)) mark(a - 2, b - 2, 5, 5); // not over a finder
  if (ver >= 7) {
    mark(size - 11, 0, 3, 6); mark(0, size - 11, 6, 3);
    let v = 0;
    for (let i = 0; i < 18; i++) v |= get(size - 11 + (i % 3), Math.floor(i / 3)) << i;
    assert.equal(v >> 12, ver, 'version bits');
  }
  const masks = [(x, y) => (x + y) % 2 === 0, (x, y) => y % 2 === 0, (x) => x % 3 === 0, (x, y) => (x + y) % 3 === 0,
    (x, y) => (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0, (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
    (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0, (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0];
  const bits = [];
  let upward = true;
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col--;
    for (let k = 0; k < size; k++) {
      const y = upward ? size - 1 - k : k;
      for (const x of [col, col - 1]) if (!reserved[y][x]) bits.push(get(x, y) !== masks[mask](x, y));
    }
    upward = !upward;
  }
  const total = Math.floor(rawModules(ver) / 8);
  assert.equal(Math.floor(bits.length / 8), total, 'codeword modules');
  const words = [];
  for (let i = 0; i < total; i++) words.push(bits.slice(i * 8, i * 8 + 8).reduce((a, b) => (a << 1) | b, 0));
  // De-interleave: short blocks first, then the long ones (one more data byte).
  const { blocks, eccLen } = blockLayout(ver);
  const shortData = Math.floor(total / blocks) - eccLen;
  const longCount = total % blocks;
  const lens = Array.from({ length: blocks }, (_, j) => shortData + (j >= blocks - longCount ? 1 : 0));
  const dataBlocks = lens.map(() => []);
  let w = 0;
  for (let i = 0; i <= shortData; i++) lens.forEach((len, j) => { if (i < len) dataBlocks[j].push(words[w++]); });
  const eccBlocks = lens.map(() => []);
  for (let i = 0; i < eccLen; i++) for (let j = 0; j < blocks; j++) eccBlocks[j].push(words[w++]);
  dataBlocks.forEach((d, j) => {
    const cw = d.concat(eccBlocks[j]);
    for (let i = 0; i < eccLen; i++) { // c(alpha^i) === 0 for a valid Reed-Solomon codeword
      const s = cw.reduce((acc, c) => mul(acc, EXP[i]) ^ c, 0);
      assert.equal(s, 0, `block ${j} syndrome ${i}`);
    }
  });
  const data = dataBlocks.flat();
  const stream = data.flatMap((b) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (b >> i) & 1));
  let p = 0;
  const read = (n) => { let v = 0; for (let i = 0; i < n; i++) v = (v << 1) | stream[p++]; return v; };
  assert.equal(read(4), 4, 'byte mode');
  const len = read(ver < 10 ? 8 : 16);
  const out = [];
  for (let i = 0; i < len; i++) out.push(read(8));
  return { text: new TextDecoder().decode(Uint8Array.from(out)), mask };
}

test('a decoder reads back the longest text of each version 1-40, and short ones', () => {
  let seed = 7;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed; };
  const lengths = [0, 1, 17];
  for (let v = 1; v <= 40; v++) lengths.push(Math.floor((dataCapacity(v) * 8 - 4 - (v < 10 ? 8 : 16)) / 8));
  for (const len of lengths) {
    const text = Array.from({ length: len }, () => String.fromCharCode(32 + (rnd() % 95))).join('');
    const sym = encodeQr(text);
    if (len > 17) assert.equal(sym.version, lengths.indexOf(len) - 2, `length ${len}: the smallest version that holds it`);
    const back = decode(sym.dark);
    assert.equal(back.text, text, `length ${len}`);
    assert.equal(back.mask, sym.mask);
  }
  assert.throws(() => encodeQr('x'.repeat(2954)), RangeError);
});

test('the SVG has a quiet zone and escapes its label', () => {
  const svg = qrSvg('baza', 'a "QR" <code>');
  assert.match(svg, /^<svg [^>]*viewBox="0 0 29 29"/);
  assert.match(svg, /aria-label="a &#34;QR&#34; &#60;code&#62;"/);
  assert.match(svg, /<path d="M4 4h1v1h-1z/);
});
