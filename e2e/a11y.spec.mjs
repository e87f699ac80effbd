// Accessibility: axe-core (npm devDependency) finds no serious or critical violation on
// the table mid-game, the new-game dialog, the replay viewer, the tutorial and the
// rules page; the dialogs keep the focus inside and close with Escape; the replay
// viewer works from the keyboard.
// The pages' CSP forbids inline scripts, and axe is injected as one: these tests run
// with bypassCSP (the CSP itself is tested in page.spec.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test, expect, openTable, nextStop, playMoves, setSpeed, HAND_CARD } from './table.mjs';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

test.use({ bypassCSP: true, reducedMotion: 'reduce' });

// Runs axe on the page (or the part `include` selects) and fails on serious or critical
// violations, listing them with their elements.
async function expectNoSeriousViolations(page, what, include = null) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async (selector) => {
    const result = await window.axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`),
    }));
  }, include);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad, `${what}:\n${JSON.stringify(bad, null, 2)}`).toEqual([]);
}

test('axe: the table mid-game, the new-game dialog and the replay viewer', async ({ page }) => {
  await openTable(page);
  expect(await nextStop(page)).toBe('human');
  await playMoves(page, 2);
  await expectNoSeriousViolations(page, 'the table mid-game');

  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('new-game-dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'the new-game dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('new-game-dialog')).toBeHidden();

  await page.getByTestId('open-replay').click(); // the match is live: the page asks first
  await expect(page.getByTestId('notice')).toBeVisible();
  await expectNoSeriousViolations(page, 'the question before a live match\'s replay');
  await page.locator('[data-cmd=abandon-replay]').click();
  const viewer = page.getByTestId('replay');
  await expect(viewer.getByTestId('replay-step')).toHaveText(/\d+\s*\/\s*\d+/);
  await viewer.getByTestId('replay-forward').click();
  await expectNoSeriousViolations(page, 'the replay viewer');
  await viewer.getByTestId('replay-review').click(); // an unfinished deal: the panel says why it cannot review it
  await expect(viewer.getByTestId('review-status')).not.toBeEmpty();
  await expectNoSeriousViolations(page, 'the replay viewer with its review panel');
});

test('axe: the welcome panel and the table in four colours, in Catalan', async ({ page }) => {
  await page.goto('./?lang=ca');
  await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'the welcome panel');
  await page.getByTestId('four-colour').check();
  await expect(page.locator('html')).toHaveClass(/four-colour/);
  // The suit inks follow the class (custom properties read by the card drawings).
  const ink = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--baza-suit-copas').trim());
  expect(await ink()).not.toBe('');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/four-colour/);
  await expect(page.getByTestId('four-colour')).toBeChecked();
  await setSpeed(page, 0);
  await page.getByTestId('quick-start').click();
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
  expect(await nextStop(page)).toBe('human');
  await expectNoSeriousViolations(page, 'the table in four colours');
  await page.getByTestId('four-colour').uncheck();
  await expect(page.locator('html')).not.toHaveClass(/four-colour/);
  expect(await ink()).toBe('');
});

test('axe: the tutorial (menu and a lesson) and the rules page', async ({ page }) => {
  await page.goto('tutorial.html?lang=es');
  await expect(page.locator('h1')).toBeVisible();
  await expectNoSeriousViolations(page, 'the tutorial menu');
  await page.goto('tutorial.html?lesson=arrastre&lang=es');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'a tutorial lesson');
  await page.goto('rules.html?lang=es');
  await expect(page.locator('h1')).toBeVisible();
  await expectNoSeriousViolations(page, 'the rules page');
});

// axe leaves text on a gradient unmeasured ("incomplete"), so the heroes' text on the
// felt is measured here: against the brightest point of the hero's own background (its
// lightest gradient stop under the white highlight), every text colour inside it must
// reach WCAG AA, 4.5:1.
async function heroContrast(page, hero) {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector);
    const nums = (s) => s.match(/[\d.]+/g).map(Number);
    const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    const lum = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const colours = getComputedStyle(box).backgroundImage.match(/rgba?\([^)]*\)/g).map(nums);
    const white = colours.filter((c) => c.length === 4 && c[0] === 255 && c[1] === 255 && c[2] === 255);
    const glow = Math.max(0, ...white.map((c) => c[3]));
    const solid = colours.filter((c) => c.length === 3);
    const base = solid.reduce((a, b) => (lum(b) > lum(a) ? b : a));
    const worst = base.map((v) => v * (1 - glow) + 255 * glow);
    const ratio = (fg) => (Math.max(lum(fg), lum(worst)) + 0.05) / (Math.min(lum(fg), lum(worst)) + 0.05);
    const texts = [...box.querySelectorAll('h1, p, span, a.btn--ghost')].filter((n) => n.textContent.trim() && !n.closest('.btn--primary'));
    return texts.map((n) => ({ text: n.textContent.trim().slice(0, 30), ratio: Math.round(ratio(nums(getComputedStyle(n).color).slice(0, 3)) * 100) / 100 }));
  }, hero);
}

test('contrast: the text of the tutorial\'s and the rules page\'s hero reaches 4.5:1 on the felt', async ({ page }) => {
  for (const [url, hero] of [
    ['tutorial.html?lang=en', '.hero'], ['tutorial.html?lang=es&game=whist', '.hero'], ['tutorial.html?lang=ca&game=belote', '.hero'],
    ['rules.html?lang=en', '.rules__head'], ['rules.html?lang=es&game=whist', '.rules__head'], ['rules.html?lang=ca&game=belote', '.rules__head'],
  ]) {
    await page.goto(url);
    await expect(page.locator(`${hero} h1`)).toBeVisible();
    const measured = await heroContrast(page, hero);
    expect(measured.length, url).toBeGreaterThan(2);
    for (const m of measured) expect(m.ratio, `${url}: “${m.text}” ${m.ratio}:1`).toBeGreaterThanOrEqual(4.5);
  }
});

test('axe: the Whist and Belote lessons and rules pages', async ({ page }) => {
  await page.goto('tutorial.html?game=whist&lesson=whist-follow&lang=en');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await page.getByTestId('continue').click();
  await expect(page.locator('body[data-phase="act"]')).toBeAttached({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'a Whist lesson');
  await page.goto('tutorial.html?game=belote&lesson=belote-bidding&lang=ca');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await page.getByTestId('continue').click();
  await expect(page.locator('body[data-phase="act"]')).toBeAttached({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'a Belote lesson');
  for (const game of ['whist', 'belote']) {
    await page.goto(`rules.html?lang=en&game=${game}`);
    await expect(page.locator('h1')).toBeVisible();
    await expectNoSeriousViolations(page, `the ${game} rules page`);
  }
});

test('the dialogs keep the focus inside, Escape closes them; the replay viewer by keyboard', async ({ page }) => {
  await openTable(page);
  expect(await nextStop(page)).toBe('human');

  // The new-game dialog: Tab cycles inside it, Escape closes it and the focus comes back.
  const opener = page.getByTestId('new-game');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const a = document.activeElement;
      return !a || a === document.body || !!a.closest('[data-testid=new-game-dialog]');
    });
    expect(inside, `Tab ${i + 1} left the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The replay viewer: opened with Enter (the match on the table is abandoned for it,
  // also by keyboard), stepped with the arrows and its buttons, closed with Escape.
  const replayButton = page.getByTestId('open-replay');
  await replayButton.focus();
  await page.keyboard.press('Enter');
  const abandon = page.locator('[data-cmd=abandon-replay]');
  await abandon.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByTestId('replay');
  const step = viewer.getByTestId('replay-step');
  await expect(step).toHaveText(/^\s*\d+\s*\/\s*\d+\s*$/);
  const at = async () => Number((await step.textContent()).split('/')[0]);
  const start = await at();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(at).toBe(Math.max(0, start - 1));
  await page.keyboard.press('ArrowRight');
  await expect.poll(at).toBe(start);
  await viewer.getByTestId('replay-back').focus();
  await page.keyboard.press('Enter');
  await expect.poll(at).toBe(Math.max(0, start - 1));
  await page.keyboard.press('Space');
  await expect.poll(at).toBe(Math.max(0, start - 2));
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('the live region tells the plays and the trick winners', async ({ page }) => {
  await openTable(page);
  expect(await nextStop(page)).toBe('human');
  const heard = [];
  await page.exposeFunction('__heard', (text) => heard.push(text));
  await page.evaluate(() => {
    const live = document.getElementById('live');
    // Every text the region is given, even when several land in one batch of mutations.
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') window.__heard(r.target.textContent);
        for (const n of r.addedNodes) window.__heard(n.textContent);
      }
    }).observe(live, { childList: true, characterData: true, subtree: true });
  });
  await playMoves(page, 4);
  const all = heard.join(' ');
  expect(all).toMatch(/: (As|Dos|Tres|Cuatro|Cinco|Seis|Siete|Sota|Caballo|Rey) de (oros|copas|espadas|bastos)\./);
  expect(all).toMatch(/(gana la baza|Ganas la baza)/);
  await expect(page.locator('#live')).toHaveAttribute('aria-live', 'polite');
});

test('axe: the Belote table while bidding and the Whist table mid-deal', async ({ page }) => {
  for (const game of ['belote', 'whist']) {
    await page.goto('./');
    await setSpeed(page, 0);
    await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousViolations(page, 'the welcome panel with its game picker');
    await page.locator('label', { has: page.getByTestId(`welcome-game-${game}`) }).click();
    await page.getByTestId('quick-start').click();
    await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
    expect(await nextStop(page)).toBe('human');
    if (game === 'whist') await playMoves(page, 2);
    await expectNoSeriousViolations(page, `the ${game} table`);
    await page.evaluate(() => localStorage.clear()); // the next game starts from the welcome panel
  }
});
