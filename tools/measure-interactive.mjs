// Times how soon the page can be played: node tools/measure-interactive.mjs [SITE] [RUNS]
// Serves SITE (default build/site) on a free loopback port and opens it in headless
// Chromium, each visit in a fresh context (nothing cached) unless said otherwise:
//   first visit   './'            until the welcome panel's play button (or a hand) works
//   shared deal   './#deal=CODE'  until the human can play a card
//   repeat visit  a reload of the last shared deal, through the service worker
// Prints each time (ms from navigation start) and the medians of RUNS (default 5) visits.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import { launchOptions } from '../e2e/browser.mjs';

const site = process.argv[2] ?? 'build/site';
const runs = Number(process.argv[3] ?? 5);

const port = await new Promise((resolve, reject) => {
  const probe = createServer().on('error', reject);
  probe.listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => resolve(port)); });
});
const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', site],
  { stdio: 'ignore' });
const url = `http://127.0.0.1:${port}/`;

// Runs in the page before its scripts: when it first takes input, and when a card.
function watch() {
  const t = { ready: null, card: null }; // ms from navigation start
  window.__measure = t;
  const observer = new MutationObserver(() => {
    const body = document.body;
    if (!body) return;
    const card = body.dataset.humanTurn === 'true'
      && document.querySelector('[data-testid=hand] button[data-card]:not([aria-disabled="true"])');
    const play = document.querySelector('[data-testid=quick-start]');
    const welcome = body.dataset.engine === 'idle' && play && play.checkVisibility();
    if (t.ready === null && (card || welcome)) t.ready = performance.now();
    if (t.card === null && card) { t.card = performance.now(); observer.disconnect(); }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

async function visit(context, target, what) {
  const page = context.pages()[0] ?? await context.newPage();
  if (target === 'reload') await page.reload(); else await page.goto(target);
  await page.waitForFunction((w) => window.__measure[w] !== null, what, { timeout: 30_000 });
  return { page, ms: await page.evaluate((w) => window.__measure[w], what) };
}

async function freshContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(watch);
  return context;
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const show = (xs) => xs.map((x) => Math.round(x)).join(', ');

let browser;
try {
  for (let i = 0; i < 50; i++) { // wait for the server
    try { if ((await fetch(url)).ok) break; } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  browser = await chromium.launch(launchOptions);

  const first = [];
  let link = null;
  for (let run = 0; run < runs; run++) {
    const context = await freshContext(browser);
    const { page, ms } = await visit(context, url, 'ready');
    first.push(ms);
    if (!link) { // start a game and take its share link for the next visits
      const play = page.getByTestId('quick-start');
      if (await play.isVisible()) await play.click();
      await page.waitForFunction(() => window.__measure.card !== null, null, { timeout: 30_000 });
      await page.getByTestId('copy-deal-link').click();
      await page.waitForFunction(() => /#deal=/.test(document.querySelector('[data-testid=share-url]').value));
      link = new URL(await page.getByTestId('share-url').inputValue()).hash;
    }
    await context.close();
  }

  const shared = [];
  let context;
  for (let run = 0; run < runs; run++) {
    await context?.close();
    context = await freshContext(browser);
    shared.push((await visit(context, url + link, 'card')).ms);
  }
  await context.pages()[0].evaluate(async () => { await navigator.serviceWorker?.ready; });
  const repeat = [];
  for (let run = 0; run < runs; run++) repeat.push((await visit(context, 'reload', 'card')).ms);
  await context.close();

  console.log(`  first visit  (welcome panel ready): ${show(first)} ms`);
  console.log(`  shared deal  (first playable card): ${show(shared)} ms`);
  console.log(`  repeat visit (first playable card): ${show(repeat)} ms`);
  const m = median(shared);
  console.log(`  median: first visit ${Math.round(median(first))} ms, shared deal ${Math.round(m)} ms, `
    + `repeat visit ${Math.round(median(repeat))} ms (target: under 1000 ms${m < 1000 ? '' : '; shared deal OVER TARGET'})`);
} finally {
  await browser?.close();
  server.kill();
}
