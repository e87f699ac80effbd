// What every browser test shares: a `test` whose pages can read the table's state, and
// helpers that open the table and play through the page's own test hooks
// (data-testid, data-card, data-action, body data-engine/data-human-turn, __bazaDebug).
import { test as base, expect } from '@playwright/test';

export { expect };

export const HAND_CARD = '[data-testid=hand] button[data-card]'; // every card in the human's hand

// Installed in every page before its scripts run: window.__e2e.state() reads the table
// from the DOM only (what a player sees); __e2e.interactiveAt records when the page first
// is live (a playable card, the welcome panel's play button, or a bot thinking at a dealt table)
// and __e2e.firstCardAt when the human can first play a card.
function installProbe() {
  const visible = (el) => !!el && (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0);
  const cards = (selector) => [...document.querySelectorAll(selector)].map((el) => el.dataset.card);
  const text = (selector) => document.querySelector(selector)?.textContent.trim().replace(/\s+/g, ' ') ?? null;
  const state = () => {
    const body = document.body;
    return {
      engine: body?.dataset.engine ?? null, // 'loading' | 'idle' | 'thinking' | 'failed'
      humanTurn: body?.dataset.humanTurn === 'true',
      hand: cards('[data-testid=hand] button[data-card]'), // ['1o', '7e', ...]
      enabled: cards('[data-testid=hand] button[data-card]:not([aria-disabled="true"])'),
      actions: [...document.querySelectorAll('[data-action]:not([disabled]):not([aria-disabled="true"])')]
        .filter(visible).map((el) => el.dataset.action), // ['sing:o', 'pass']
      trick: cards('[data-testid=trick] [data-card]'),
      scores: text('[data-testid=scores]'),
      turn: text('[data-testid=turn]'),
      summary: visible(document.querySelector('[data-testid=deal-summary]')),
      error: visible(document.querySelector('[data-testid=error]')) ? text('[data-testid=error]') : null,
      replay: visible(document.querySelector('[data-testid=replay]')),
    };
  };
  const e2e = { state, interactiveAt: null, firstCardAt: null, cspViolations: [] };
  window.__e2e = e2e;
  document.addEventListener('securitypolicyviolation', (event) => {
    e2e.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
  // Times from navigation start (performance.now()), taken as the DOM changes.
  const observer = new MutationObserver(() => {
    const body = document.body;
    if (!body) return;
    const card = document.querySelector('[data-testid=hand] button[data-card]:not([aria-disabled="true"])');
    const humanCanPlay = body.dataset.humanTurn === 'true' && !!card;
    const welcome = document.querySelector('[data-testid=quick-start]');
    const welcomeReady = !!welcome && visible(welcome) && body.dataset.engine === 'idle';
    const botThinking = body.dataset.engine === 'thinking' && body.dataset.humanTurn !== 'true'
      && !!document.querySelector('[data-testid=hand] button[data-card]');
    if (e2e.interactiveAt === null && (humanCanPlay || welcomeReady || botThinking)) {
      e2e.interactiveAt = performance.now();
    }
    if (e2e.firstCardAt === null && humanCanPlay) {
      e2e.firstCardAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

// page.waitForFunction polls every 50 ms unless a test says otherwise. Playwright's default
// polls on every animation frame, which keeps Chromium drawing frames (in software here)
// for as long as a test waits.
function pollEvery50ms(page) {
  const wait = page.waitForFunction.bind(page);
  page.waitForFunction = (fn, arg, options = {}) => wait(fn, arg, { polling: 50, ...options });
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(installProbe);
    await use(pollEvery50ms(page));
  },
});

// A page in a new browser context (no storage, no service worker), as a friend who
// opens a shared link would have. Close it with page.context().close().
export async function freshPage(browser, baseURL, options = {}) {
  const context = await browser.newContext({ baseURL, ...options });
  await context.addInitScript(installProbe);
  return pollEvery50ms(await context.newPage());
}

export const state = (page) => page.evaluate(() => window.__e2e.state());

// Waits for the debug hook and sets the bots' pace (0 = no pauses, no animations).
export async function setSpeed(page, ms) {
  await page.waitForFunction(() => typeof window.__bazaDebug?.speed === 'function');
  await page.evaluate((value) => window.__bazaDebug.speed(value), ms);
}

// Opens the page (with an optional '#deal=...' or '#replay=...') and waits for a hand;
// on a first visit the welcome panel's play button starts the game.
export async function openTable(page, hash = '', { speed = 0 } = {}) {
  await page.goto(hash ? `./${hash}` : './');
  await setSpeed(page, speed);
  const hand = page.locator(HAND_CARD).first();
  const welcome = page.getByTestId('quick-start');
  await expect(hand.or(welcome).first()).toBeVisible({ timeout: 30_000 });
  if (!(await hand.isVisible())) await welcome.click();
  await expect(hand).toBeVisible({ timeout: 30_000 });
}

// The table is drawn on the next frame: a move just made (a click, a key) is not in the DOM
// yet, and its old "your turn" would be read. Two frames (at most 100 ms) draw it first.
export const drawn = (page) => page.evaluate(() => new Promise((done) => {
  setTimeout(done, 100);
  requestAnimationFrame(() => requestAnimationFrame(done));
}));

// Waits until the human can move, the deal is over, or something failed.
// Returns 'human' | 'summary' | 'error' | 'failed'.
export async function nextStop(page, timeout = 60_000) {
  await drawn(page);
  const handle = await page.waitForFunction(() => {
    const s = window.__e2e.state();
    if (s.summary) return 'summary';
    if (s.error) return 'error';
    if (s.engine === 'failed') return 'failed';
    if (s.humanTurn && (s.enabled.length > 0 || s.actions.length > 0)) return 'human';
    return false;
  }, null, { timeout, polling: 50 });
  return handle.jsonValue();
}

// Makes one human move: a legal card if there is one, else an action, preferring the
// ones that keep the deal going (pass, sing, exchange) over claim. Waits for the
// table to change. Returns what was played, e.g. '7o' or 'pass'.
export async function playOne(page) {
  const before = await state(page);
  let move;
  if (before.enabled.length > 0) {
    move = before.enabled[0];
    const card = page.locator(`${HAND_CARD}[data-card="${move}"]`);
    // A card still flying in (a deal) takes no tap: wait until it has landed.
    await card.evaluate((el) => Promise.all(el.getAnimations()
      .filter((a) => !(a instanceof CSSTransition) && !(a instanceof CSSAnimation)) // the hint's pulse never ends
      .map((a) => a.finished.catch(() => null))));
    await card.click();
  } else {
    const rank = (a) => (a === 'pass' ? 0 : a.startsWith('sing') ? 1 : a === 'exchange' ? 2 : 3);
    move = [...before.actions].sort((a, b) => rank(a) - rank(b))[0];
    if (!move) throw new Error(`no move offered: ${JSON.stringify(before)}`);
    await page.locator(`[data-action="${move}"]:visible`).first().click();
  }
  const key = JSON.stringify(before);
  await page.waitForFunction((old) => JSON.stringify(window.__e2e.state()) !== old, key, { timeout: 15_000 })
    .catch(async () => {
      throw new Error(`clicking ${move} changed nothing: ${JSON.stringify(await state(page))}`);
    });
  return move;
}

// One human move; in Belote's bidding the human takes trumps (so the deal is played).
export async function playOneBidding(page) {
  const s = await state(page);
  const bid = s.actions.find((a) => a.startsWith('bid:'));
  if (!bid) return playOne(page);
  await page.locator(`[data-action="${bid}"]`).click();
  await page.waitForFunction((old) => JSON.stringify(window.__e2e.state()) !== old, JSON.stringify(s));
  return bid;
}

// Plays the human's moves until the deal summary shows; returns the moves made.
export async function playDeal(page, { maxMoves = 120 } = {}) {
  const moves = [];
  for (;;) {
    const stop = await nextStop(page);
    if (stop === 'summary') return moves;
    if (stop !== 'human') throw new Error(`table stopped (${stop}): ${JSON.stringify(await state(page))}`);
    if (moves.length >= maxMoves) throw new Error(`no deal summary after ${maxMoves} moves: ${moves.join(' ')}`);
    moves.push(await playOne(page));
  }
}

// Plays `count` human moves (fewer if the deal ends), then waits for the human's turn.
export async function playMoves(page, count) {
  const moves = [];
  while (moves.length < count) {
    const stop = await nextStop(page);
    if (stop !== 'human') break;
    moves.push(await playOne(page));
  }
  await nextStop(page);
  return moves;
}

// The URL that a copy button put in the share box, e.g. 'http://…/#deal=AQAB…'.
// kind is 'deal' or 'replay'.
export async function copiedLink(page, kind) {
  await page.getByTestId(`copy-${kind}-link`).click();
  const shareUrl = page.getByTestId('share-url');
  await expect(shareUrl).toHaveValue(new RegExp(`#${kind}=[A-Za-z0-9_-]+$`));
  return shareUrl.inputValue();
}
