// <baza-tutorial> on a foreign page: e2e/fixtures/host.html served by a second
// python3 -m http.server on another port (another origin), loading embed.js from the
// site. The host's styles and the tutorial's stay apart both ways, a lesson is played
// to its end inside the frame, attributes (game, lesson, lang) update the frame, autoheight
// follows the content.
import { test, expect } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDir } from './staticServer.mjs';

test.describe.configure({ mode: 'serial' });

let host = null; // {url, stop(), dir}

test.beforeAll(async ({ baseURL }) => {
  const site = new URL(baseURL).origin; // e.g. http://127.0.0.1:41234
  const dir = mkdtempSync(join(tmpdir(), 'baza-host-'));
  const page = readFileSync(new URL('./fixtures/host.html', import.meta.url), 'utf8').replaceAll('__SITE__', site);
  writeFileSync(join(dir, 'host.html'), page);
  const served = await serveDir(dir, 'host.html');
  const url = `${served.url}host.html`;
  expect(new URL(url).origin).not.toBe(site);
  host = { url, stop: served.stop, dir };
});

test.afterAll(() => {
  if (!host) return;
  host.stop();
  rmSync(host.dir, { recursive: true, force: true });
});

const style = (locator, props) => locator.evaluate((el, names) => {
  const cs = getComputedStyle(el);
  return Object.fromEntries(names.map((n) => [n, cs.getPropertyValue(n)]));
}, props);

test('the embedded tutorial keeps to itself and a lesson can be played to its end in it', async ({ page, baseURL }) => {
  const site = new URL(baseURL).origin;
  await page.goto(host.url);
  const hostP = page.locator('p.host');
  const before = await style(hostP, ['color', 'font-size', 'font-family']);
  expect(before).toEqual({ color: 'rgb(255, 0, 0)', 'font-size': '40px', 'font-family': '"Courier New", monospace' });
  const sheetsBefore = await page.evaluate(() => document.styleSheets.length);

  const element = page.locator('baza-tutorial');
  const iframe = element.locator('iframe');
  await expect(iframe).toHaveAttribute('src', `${site}/tutorial.html?game=guinote&lesson=arrastre&lang=en&embed=1`);
  await expect(iframe).toHaveAttribute('title', 'Guiñote tutorial');
  // The element's own box: block, full width, the default height; the host's iframe rule does not reach in.
  const box = await element.boundingBox();
  const bodyWidth = await page.evaluate(() => document.body.clientWidth);
  expect(Math.round(box.width)).toBe(bodyWidth);
  expect(Math.round(box.height)).toBe(560);
  expect(await style(iframe, ['border-top-style', 'border-top-width'])).toEqual({ 'border-top-style': 'none', 'border-top-width': '0px' });

  const frame = page.frameLocator('baza-tutorial iframe');
  const title = frame.locator('h1');
  await expect(title).toHaveText('Arrastre: follow suit and beat');
  const inside = await style(title, ['color', 'font-size']);
  expect(inside.color).not.toBe('rgb(255, 0, 0)');
  expect(inside['font-size']).not.toBe('40px');

  // Play the lesson: a refused card first, with the engine's reason, then the right one.
  await frame.locator('[data-testid=continue]').click();
  await frame.locator('[data-testid=hand] [data-card="3c"]').click();
  await expect(frame.locator('[data-testid=reason]')).toHaveText('You must follow suit.');
  await frame.locator('[data-testid=hand] [data-card="11e"]').click();
  await expect(frame.locator('[data-testid=feedback]')).toHaveAttribute('data-kind', 'right');
  const end = frame.locator('[data-testid=all-lessons]');
  for (let i = 0; i < 5 && !(await end.isVisible()); i++) {
    await expect(frame.locator('[data-testid=continue]')).toBeEnabled();
    await frame.locator('[data-testid=continue]').click();
  }
  await expect(end).toBeVisible();
  await expect(frame.locator('.done__title')).toHaveText('Lesson completed!');

  // The host page is as it was: same styles, no sheet added to it.
  expect(await style(hostP, ['color', 'font-size', 'font-family'])).toEqual(before);
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(sheetsBefore);
  // Embedded: no link to the site's game page, and the rules open in a new tab.
  await expect(frame.locator('[data-nav=play]')).toHaveCount(0);
});

test('attributes update the frame, autoheight follows the content, the host can size it', async ({ page, baseURL }) => {
  const site = new URL(baseURL).origin;
  await page.goto(host.url);
  const element = page.locator('baza-tutorial');
  const frame = page.frameLocator('baza-tutorial iframe');
  await expect(frame.locator('h1')).toHaveText('Arrastre: follow suit and beat');

  await element.evaluate((el) => { el.setAttribute('lang', 'ca'); el.setAttribute('lesson', 'cards'); });
  await expect(element.locator('iframe')).toHaveAttribute('src', `${site}/tutorial.html?game=guinote&lesson=cards&lang=ca&embed=1`);
  await expect(element.locator('iframe')).toHaveAttribute('title', 'Tutorial de guinyot');
  await expect(frame.locator('h1')).toHaveText('L’ordre i el valor de les cartes');

  // No lesson: the menu.
  await element.evaluate((el) => el.removeAttribute('lesson'));
  await expect(frame.locator('h1')).toHaveText('Aprèn a jugar al guinyot');

  // autoheight: the element takes the page's height (the menu is taller than 560 px).
  await element.evaluate((el) => el.setAttribute('autoheight', ''));
  await expect.poll(async () => Math.round((await element.boundingBox()).height), { timeout: 15000 }).toBeGreaterThan(700);
  const grown = Math.round((await element.boundingBox()).height);
  const content = await frame.locator('#page').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  expect(Math.abs(grown - content)).toBeLessThanOrEqual(2);
  // It settles: no growth loop.
  await page.waitForTimeout(800);
  expect(Math.round((await element.boundingBox()).height)).toBe(grown);

  // Without autoheight the host's own CSS decides.
  await element.evaluate((el) => { el.removeAttribute('autoheight'); el.style.height = '420px'; });
  await expect.poll(async () => Math.round((await element.boundingBox()).height)).toBe(420);

  // Another game: the game attribute picks Whist or Belote, and names the frame after it.
  await element.evaluate((el) => { el.setAttribute('game', 'whist'); el.setAttribute('lesson', 'leads'); el.setAttribute('lang', 'en'); });
  await expect(element.locator('iframe')).toHaveAttribute('src', `${site}/tutorial.html?game=whist&lesson=leads&lang=en&embed=1`);
  await expect(element.locator('iframe')).toHaveAttribute('title', 'Whist tutorial');
  await expect(frame.locator('h1')).toHaveText('The classical opening leads');
  await element.evaluate((el) => { el.setAttribute('game', 'belote'); el.setAttribute('lesson', 'belote-cards'); el.setAttribute('lang', 'ca'); });
  await expect(element.locator('iframe')).toHaveAttribute('title', 'Tutorial de belot');
  await expect(frame.locator('h1')).toHaveText('Les cartes i els punts');
});

test('phone width: the embedded tutorial fits 320 px', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(host.url);
  const frame = page.frameLocator('baza-tutorial iframe');
  await expect(frame.locator('h1')).toHaveText('Arrastre: follow suit and beat');
  const width = await frame.locator('html').evaluate((el) => el.clientWidth);
  expect(width).toBeLessThanOrEqual(360);
  const scroll = await frame.locator('html').evaluate((el) => el.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
  await context.close();
});
