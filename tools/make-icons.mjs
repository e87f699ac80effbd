// Renders web/icons/icon.svg to the PNG icons the manifest lists, in headless Chromium
// (no network, no image tools): node tools/make-icons.mjs. Run it after editing the SVG
// and commit the PNGs.
// The PNGs are written as palette images (at most 256 colours, opaque): the icon is a few
// flat colours plus their antialiased edges, so this looks the same at a fraction of the
// size of Chromium's truecolour screenshot (the site has a 400 KB gzip budget).
import { writeFile, readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { launchOptions } from '../e2e/browser.mjs';

const svg = await readFile(new URL('../web/icons/icon.svg', import.meta.url), 'utf8');

// The RGBA pixels of the SVG drawn at size × size, through a canvas in the page.
async function render(browser, size) {
  const page = await browser.newPage();
  try {
    return Buffer.from(await page.evaluate(async ({ svg, size }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = size;
      const ctx = canvas.getContext('2d');
      ctx.drawImage(img, 0, 0, size, size);
      return [...ctx.getImageData(0, 0, size, size).data];
    }, { svg, size }));
  } finally {
    await page.close();
  }
}

// Palette quantiser: the fullest buckets of colours (5 bits a channel) seed the
// palette, then k-means over the distinct colours (weighted by their pixels) moves each
// entry to the mean of the colours nearest it, so that the few antialiased edge
// colours get entries of their own. 64 entries look like the drawing and take about a
// quarter less than 256 (e.g. icon-512: 11.1 -> 8 KB).
const COLOURS = 64; // e.g. 64
const ROUNDS = 8; // k-means rounds, e.g. 8

function quantise(rgba) {
  const counts = new Map(); // exact colour 0xRRGGBB -> pixels
  for (let i = 0; i < rgba.length; i += 4) {
    const key = (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const colours = [...counts].map(([key, n]) => [key >> 16, (key >> 8) & 255, key & 255, n]);
  const buckets = new Map(); // 15-bit colour -> [pixels, r, g, b]
  for (const [r, g, b, n] of colours) {
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const sum = buckets.get(key) ?? buckets.set(key, [0, 0, 0, 0]).get(key);
    sum[0] += n; sum[1] += r * n; sum[2] += g * n; sum[3] += b * n;
  }
  let palette = [...buckets.values()].sort((a, b) => b[0] - a[0]).slice(0, COLOURS)
    .map(([n, r, g, b]) => [r / n, g / n, b / n]);
  const nearestOf = ([r, g, b]) => {
    let best = 0, bestDist = Infinity;
    palette.forEach(([pr, pg, pb], j) => {
      const d = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2;
      if (d < bestDist) { bestDist = d; best = j; }
    });
    return best;
  };
  for (let round = 0; round < ROUNDS; round++) {
    const sums = palette.map(() => [0, 0, 0, 0]);
    for (const c of colours) {
      const sum = sums[nearestOf(c)];
      sum[0] += c[3]; sum[1] += c[0] * c[3]; sum[2] += c[1] * c[3]; sum[3] += c[2] * c[3];
    }
    palette = palette.map((p, j) => (sums[j][0] ? [sums[j][1] / sums[j][0], sums[j][2] / sums[j][0], sums[j][3] / sums[j][0]] : p));
  }
  palette = palette.map((p) => p.map(Math.round));
  const nearest = new Map(colours.map((c) => [(c[0] << 16) | (c[1] << 8) | c[2], nearestOf(c)]));
  const indices = new Uint8Array(rgba.length / 4);
  let worst = 0; // the largest error of a channel, 0..255: how far from the drawing
  for (let i = 0; i < indices.length; i++) {
    const [r, g, b] = [rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]];
    const best = nearest.get((r << 16) | (g << 8) | b);
    indices[i] = best;
    const [pr, pg, pb] = palette[best];
    worst = Math.max(worst, Math.abs(pr - r), Math.abs(pg - g), Math.abs(pb - b));
  }
  return { palette, indices, worst };
}

// CRC-32 of PNG chunks (zlib.crc32 needs Node 22; package.json allows Node 18).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  for (let k = 0; k < 8; k++) n = n & 1 ? 0xedb88320 ^ (n >>> 1) : n >>> 1;
  return n >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

// An 8-bit palette PNG (colour type 3), rows unfiltered (best for palette images).
function encodePng(size, { palette, indices }) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 3, 0, 0, 0], 8); // depth 8, palette, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size + 1));
  for (let y = 0; y < size; y++) rows.set(indices.subarray(y * size, (y + 1) * size), y * (size + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(rows, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const browser = await chromium.launch(launchOptions);
try {
  for (const size of [192, 512]) {
    const image = quantise(await render(browser, size));
    const png = encodePng(size, image);
    const file = fileURLToPath(new URL(`../web/icons/icon-${size}.png`, import.meta.url));
    await writeFile(file, png);
    console.log(`wrote web/icons/icon-${size}.png (${png.length} bytes, ${image.palette.length} colours, worst channel error ${image.worst})`);
    recompress(file);
  }
} finally {
  await browser.close();
}

// zopflipng (Debian's zopfli), when installed, deflates the same pixels 15-20% smaller
// than zlib's level 9 (icon-512 8437 -> 6721 bytes): lossless, so optional.
function recompress(file) {
  try {
    execFileSync('zopflipng', ['-y', '-m', file, file], { stdio: 'ignore' });
    console.log(`  zopflipng: ${readFileSync(file).length} bytes`);
  } catch {
    console.log('  (zopflipng not installed: apt-get install zopfli for a smaller file)');
  }
}
