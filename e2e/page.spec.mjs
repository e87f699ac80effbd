// The page itself: its content security policy, the installable app (manifest, icons)
// and the built service worker's file list.
import { test, expect, openTable, playOne, nextStop } from './table.mjs';

test('the page forbids inline script and breaks none of its own CSP', async ({ page }) => {
  const consoleCsp = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|compile|connect|create)/i.test(message.text())) {
      consoleCsp.push(message.text());
    }
  });
  await openTable(page);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy" i]').getAttribute('content');
  const directives = Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0])
    .map(([name, ...values]) => [name.toLowerCase(), values]));
  const scriptSrc = directives['script-src'] ?? directives['default-src'];
  expect(scriptSrc, `script-src in "${policy}"`).toBeTruthy();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(await page.locator('script:not([src])').count(), 'no inline <script>').toBe(0);

  // Use the table (engine worker, wasm, a move) and then look for violations.
  expect(await nextStop(page)).toBe('human');
  await playOne(page);
  await nextStop(page);
  expect(await page.evaluate(() => window.__e2e.cspViolations)).toEqual([]);
  expect(consoleCsp).toEqual([]);

  // The policy really blocks an inline script.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return window.__inlineRan === true;
  });
  expect(ran, 'an inline script ran').toBe(false);
});

// An embedder may run the engine outside our worker, under a policy without 'unsafe-eval':
// the module is built with no eval or new Function (embind's invokers too).
test('the engine runs on the page itself under its CSP: no eval, no new Function', async ({ page }) => {
  const consoleCsp = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval|Refused to evaluate/i.test(message.text())) consoleCsp.push(message.text());
  });
  await page.goto('./');
  await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
  const result = await page.evaluate(async () => {
    const { loadEngine } = await import('./engine/engine.js');
    const engine = await loadEngine();
    try {
      const started = engine.start('whist', { length: 'deal' }, '7');
      const analysis = engine.analyze();
      return { started: started.ok, analysed: analysis.ok === true && analysis.cards.length > 0 };
    } finally {
      engine.dispose();
    }
  });
  expect(result).toEqual({ started: true, analysed: true });
  expect(await page.evaluate(() => window.__e2e.cspViolations)).toEqual([]);
  expect(consoleCsp).toEqual([]);
});

test('the app can be installed: manifest, icons, theme color', async ({ page, request }) => {
  await page.goto('./');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href, page.url()).href;
  const response = await request.get(manifestUrl);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest.name).toBe('baza — Guiñote');
  expect(manifest.start_url).toBe('.');
  expect(manifest.display).toBe('standalone');
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const res = await request.get(new URL(icon.src, manifestUrl).href);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()['content-type']).toContain(icon.type);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
});

test('the built service worker precaches every file of the site', async ({ request }) => {
  const sw = await (await request.get('sw.js')).text();
  const line = sw.match(/^const BUILD = \{ id: '([0-9a-f]+)', files: (\[.*\]) \};$/m);
  expect(line, 'build-site.sh wrote the BUILD line').not.toBeNull();
  const files = JSON.parse(line[2]);
  expect(files).toEqual(expect.arrayContaining(['./', 'index.html', 'manifest.webmanifest']));
  expect(files.some((f) => f.endsWith('.wasm')), 'the engine is precached').toBe(true);
  for (const file of files) {
    expect((await request.get(file)).status(), file).toBe(200);
  }
});
