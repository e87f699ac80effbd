// A new build never switches in under an open game: the page says a new version is
// ready, keeps playing on the build it started with, and switches on the player's word.
// The site is served here by a small server whose sw.js changes on demand (a second build).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { test, expect, setSpeed, nextStop, playMoves, copiedLink, HAND_CARD } from './table.mjs';

const site = new URL('../build/site/', import.meta.url);
const TYPES = { html: 'text/html', js: 'text/javascript', css: 'text/css', wasm: 'application/wasm', svg: 'image/svg+xml', png: 'image/png', json: 'application/json', webmanifest: 'application/manifest+json' };

let build = 1; // bumping it changes sw.js: the browser then installs a "new build"
let server;
let origin;

test.beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.endsWith('/') ? `${path}index.html` : path;
    if (file.includes('..')) {
      res.writeHead(400).end();
      return;
    }
    try {
      let body = await readFile(new URL(`.${file}`, site));
      if (file === '/sw.js') body = Buffer.concat([body, Buffer.from(`\n// build ${build}\n`)]);
      res.writeHead(200, { 'content-type': TYPES[file.split('.').pop()] || 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a new version waits for the player: the prompt shows, the game goes on, the button applies it', async ({ page }) => {
  await page.goto(origin);
  await setSpeed(page, 0);
  await page.getByTestId('quick-start').click();
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload(); // now the page is the service worker's
  await setSpeed(page, 0);
  expect(await nextStop(page)).toBe('human');
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId('update')).toBeHidden();
  await page.evaluate(() => {
    window.__controllerChanges = 0;
    navigator.serviceWorker.addEventListener('controllerchange', () => { window.__controllerChanges += 1; });
  });

  build = 2;
  await page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration()).update(); });
  await expect(page.getByTestId('update')).toContainText('Hay una versión nueva de baza', { timeout: 30_000 });
  const waiting = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration()).waiting));
  expect(await waiting(), 'the new build waits').toBe(true);

  await playMoves(page, 2); // the game goes on, on the build it started with
  expect(await page.evaluate(() => window.__controllerChanges), 'the page was not moved to the new build').toBe(0);
  expect(await waiting()).toBe(true);
  const code = await copiedLink(page, 'replay');

  // A second tab, open on the old build too, is told when the first one applies the update.
  const other = await page.context().newPage();
  await other.goto(origin);
  await expect(other.getByTestId('update')).toContainText('Hay una versión nueva de baza', { timeout: 30_000 });

  await Promise.all([page.waitForEvent('load'), page.getByTestId('apply-update').click()]);
  await expect(other.getByTestId('update')).toContainText('Otra pestaña ha instalado una versión nueva');
  await Promise.all([other.waitForEvent('load'), other.getByTestId('apply-update').click()]);
  await expect(other.getByTestId('update')).toBeHidden();
  await other.close();
  await setSpeed(page, 0);
  expect(await nextStop(page)).toBe('human');
  await expect(page.getByTestId('update')).toBeHidden();
  expect(await waiting(), 'the new build is the one in use').toBe(false);
  expect(await copiedLink(page, 'replay'), 'the game resumed where it was').toBe(code);
});
