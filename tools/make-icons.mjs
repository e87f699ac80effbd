// Renders web/icons/icon.svg to the PNG icons the manifest lists, in headless Chromium
// (no network, no image tools): node tools/make-icons.mjs. Run it after editing the SVG
// and commit the PNGs.
// The PNGs are written as palette images (at most 256 colours, opaque): the icon is a few
// flat colours plus their antialiased edges, so this looks the same at a fraction of the
// size of Chromium's truecolour screenshot (the site has a 400 KB gzip budget).
import { writeFile, readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
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

// Popularity quantiser: colours bucketed at 5 bits a channel, the 256 fullest buckets
// (their mean colour) make the palette, every pixel takes its nearest palette entry.
function quantise(rgba) {
  const buckets = new Map(); // key 15-bit colour -> [count, r, g, b]
  for (let i = 0; i < rgba.length; i += 4) {
    const key = ((rgba[i] >> 3) << 10) | ((rgba[i + 1] >> 3) << 5) | (rgba[i + 2] >> 3);
    const b = buckets.get(key) ?? buckets.set(key, [0, 0, 0, 0]).get(key);
    b[0]++; b[1] += rgba[i]; b[2] += rgba[i + 1]; b[3] += rgba[i + 2];
  }
  const palette = [...buckets.values()].sort((a, b) => b[0] - a[0]).slice(0, 256)
    .map(([n, r, g, b]) => [Math.round(r / n), Math.round(g / n), Math.round(b / n)]);
  const nearest = new Map(); // exact colour -> palette index
  const indices = new Uint8Array(rgba.length / 4);
  let worst = 0; // the largest error of a channel, 0..255: how far from the drawing
  for (let i = 0; i < indices.length; i++) {
    const [r, g, b] = [rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]];
    const key = (r << 16) | (g << 8) | b;
    let best = nearest.get(key);
    if (best === undefined) {
      let bestDist = Infinity;
      palette.forEach(([pr, pg, pb], j) => {
        const d = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2;
        if (d < bestDist) { bestDist = d; best = j; }
      });
      nearest.set(key, best);
    }
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
    await writeFile(new URL(`../web/icons/icon-${size}.png`, import.meta.url), png);
    console.log(`wrote web/icons/icon-${size}.png (${png.length} bytes, ${image.palette.length} colours, worst channel error ${image.worst})`);
  }
} finally {
  await browser.close();
}
