// The manifest's PNG icons: real PNGs of the size they declare, and small (tools/make-icons.mjs
// writes palette PNGs; a truecolour screenshot of the 512 px icon alone was 26 KB of the
// site's 400 KB gzip budget).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const web = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.webmanifest', web), 'utf8'));

test('every PNG icon of the manifest has its declared size and stays under 16 KB', () => {
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  assert.ok(pngs.some((icon) => icon.sizes === '192x192') && pngs.some((icon) => icon.sizes === '512x512'));
  for (const icon of pngs) {
    const bytes = readFileSync(new URL(icon.src, web));
    assert.equal(bytes.toString('latin1', 1, 4), 'PNG', icon.src);
    const size = `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`; // IHDR width, height
    assert.equal(size, icon.sizes, icon.src);
    assert.ok(bytes.length < 16 * 1024, `${icon.src} is ${bytes.length} bytes`);
  }
});
