// Issue 12 item 7, phones and narrow screens: at 320 px the turn line and the trump line
// are whole (the trick never covers the trump line); Whist's 13 cards each leave a
// finger-wide target; a tap on a card still flying in at the deal plays nothing.
import { test, expect, openTable, setSpeed, state, freshPage, HAND_CARD } from './table.mjs';
import { loadEngine } from '../web/engine/engine.js';

const PHONE = { hasTouch: true, isMobile: true };

// Whether an element's text is whole: not clipped by its box, the box on screen.
const whole = (page, selector) => page.evaluate((sel) => {
  const el = document.querySelector(sel);
  const r = el.getBoundingClientRect();
  return { text: el.textContent, whole: el.scrollWidth <= el.clientWidth + 0.5 && r.left >= 0 && r.right <= window.innerWidth && r.width > 0 };
}, selector);

test.describe('320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, ...PHONE });

  test('the turn line is whole and a finished trick leaves the trump line uncovered', async ({ page }) => {
    await openTable(page);
    await expect(page.getByTestId('turn')).not.toHaveText('');
    expect(await whole(page, '[data-testid=turn]')).toMatchObject({ whole: true });
    const sideways = await page.evaluate(() => document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth);
    expect(sideways, 'nothing scrolls sideways (the settings\' long choices included)').toBe(0);

    await setSpeed(page, 1200); // a finished trick stays 2.6 s
    for (let i = 0; i < 40 && !(await page.locator('[data-testid=trick][data-won]').count()); i++) {
      const playable = page.locator(`${HAND_CARD}:not([aria-disabled="true"])`).first();
      if ((await state(page)).humanTurn && await playable.count()) await playable.click();
      await page.waitForTimeout(100);
    }
    await expect(page.locator('[data-testid=trick] [data-card]')).toHaveCount(4);
    const seen = await page.evaluate(() => {
      const label = document.querySelector('.pile__suit');
      const l = label.getBoundingClientRect();
      const overlaps = [...document.querySelectorAll('[data-testid=trick] [data-card]')].filter((c) => {
        const r = c.getBoundingClientRect();
        return r.left < l.right && r.right > l.left && r.top < l.bottom && r.bottom > l.top;
      }).map((c) => c.dataset.card);
      return { overlaps, label: label.textContent, turn: document.querySelector('[data-testid=turn]').textContent };
    });
    expect(seen.label).toMatch(/^Triunfo: /);
    expect(seen.overlaps, 'trick cards over the trump line').toEqual([]);
    expect(await whole(page, '.pile__suit')).toMatchObject({ whole: true });
    expect(await whole(page, '[data-testid=turn]'), seen.turn).toMatchObject({ whole: true });
  });
});

test.describe('Whist on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, ...PHONE });

  test('each of the 13 cards leaves a target at least 40 px wide, in two rows', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('baza.game', 'whist'));
    await openTable(page);
    await expect(page.locator(HAND_CARD)).toHaveCount(13);
    const targets = await page.evaluate((sel) => [...document.querySelectorAll(sel)].map((el) => {
      const box = el.getBoundingClientRect();
      let widest = 0;
      for (const fy of [0.08, 0.2, 0.35, 0.6, 0.85]) {
        let run = 0;
        for (let x = Math.ceil(box.left); x < box.right; x++) {
          const hit = document.elementFromPoint(x, box.top + box.height * fy);
          run += hit && (hit === el || el.contains(hit)) ? 1 : 0;
        }
        widest = Math.max(widest, run);
      }
      return { card: el.dataset.card, widest, top: Math.round(box.top) };
    }), HAND_CARD);
    for (const t of targets) expect(t.widest, `${t.card} tap target (px)`).toBeGreaterThanOrEqual(40);
    expect(new Set(targets.map((t) => t.top)).size, 'two rows').toBe(2);
  });
});

// A deal where the human (seat 0) leads: found with the engine itself, its share code opened.
async function dealHumanLeads() {
  const e = await loadEngine();
  try {
    for (let seed = 1; seed < 200; seed++) {
      const obs = e.start('guinote', {}, seed);
      if (obs.ok && obs.turn === 0) return e.codes().share;
    }
    throw new Error('no deal where seat 0 leads');
  } finally {
    e.dispose();
  }
}

// Holds every animation started on a hand card (window.__held), so the deal's cards stay
// in flight until the test lets them go: the taps land on flying cards on any machine,
// however slow or busy.
function holdHandFlights(sel) {
  window.__held = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function held(...args) {
    const a = animate.apply(this, args);
    if (this.matches(sel)) { a.pause(); window.__held.push(a); }
    return a;
  };
}

for (const phone of [false, true]) {
  test(`${phone ? 'phone' : 'desktop'}: a tap on a card still flying in at the deal plays nothing`, async ({ browser, baseURL }) => {
    const page = await freshPage(browser, baseURL, { locale: 'es-ES', ...(phone ? { viewport: { width: 390, height: 844 }, ...PHONE } : {}) });
    const share = await dealHumanLeads();
    await page.goto('./');
    await setSpeed(page, 450); // animations on
    await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
    await page.evaluate(holdHandFlights, HAND_CARD);
    await page.evaluate((code) => { location.hash = `#deal=${code}`; }, share);
    // The human's turn, the dealt cards held in flight: every one of them is tapped.
    const tapped = await page.waitForFunction((sel) => {
      if (document.body.dataset.humanTurn !== 'true') return false;
      const flying = [...document.querySelectorAll(sel)].filter((c) => c.getAnimations().some((a) => a.playState === 'paused'));
      if (flying.length < 6) return false;
      for (const c of flying) c.click();
      return flying.map((c) => c.dataset.card);
    }, HAND_CARD, { timeout: 30_000 });
    expect((await tapped.jsonValue()).length).toBe(6);
    await page.waitForTimeout(500); // time for a tap to have been played, were it taken
    let s = await state(page);
    expect(s.trick, 'nothing played by the taps').toEqual([]);
    expect(s.hand).toHaveLength(6);
    expect(s.humanTurn).toBe(true);
    // Let the deal land: a settled card plays at once.
    await page.evaluate(() => Promise.all(window.__held.map((a) => { a.play(); return a.finished.catch(() => null); })));
    await page.locator(`${HAND_CARD}:not([aria-disabled="true"])`).first().click();
    await expect.poll(async () => (s = await state(page)).trick.length).toBeGreaterThan(0);
    await page.context().close();
  });
}

// A dialog's footer on a phone, in each language: every button whole and on screen (in
// Catalan at 360 px the new-game dialog's start button was once cut off).
for (const locale of ['es-ES', 'ca-ES', 'en-GB']) {
  test(`${locale}, 320 and 360 px: the new-game dialog's buttons are whole`, async ({ browser, baseURL }) => {
    for (const width of [320, 360]) {
      const page = await freshPage(browser, baseURL, { locale, viewport: { width, height: 740 }, ...PHONE });
      await page.goto('./');
      await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
      await page.getByTestId('new-game').click();
      await expect(page.getByTestId('start-game')).toBeVisible();
      const cut = await page.evaluate(() => [...document.querySelectorAll('dialog[open] .dialog__foot .btn')]
        .filter((b) => b.offsetParent !== null)
        .filter((b) => { const r = b.getBoundingClientRect(); return r.left < 0 || r.right > window.innerWidth || b.scrollWidth > b.clientWidth + 0.5; })
        .map((b) => b.textContent));
      expect(cut, `${width} px`).toEqual([]);
      await page.context().close();
    }
  });
}

// A phone held sideways: the turn line is whole beside the top bar's buttons.
test('740x360: the turn line is whole', async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL, { locale: 'es-ES', viewport: { width: 740, height: 360 }, ...PHONE });
  await openTable(page);
  await expect(page.getByTestId('turn')).not.toHaveText('');
  expect(await whole(page, '[data-testid=turn]')).toMatchObject({ whole: true });
  await page.context().close();
});
