// On a desktop or a tablet the human's hand sits between the name plate and the buttons
// beside it (help, hint, undo): no card of the hand lies under any of them, at any common
// window size, in the language with the longest labels, with six cards and with thirteen.
import { test, expect, openTable, HAND_CARD } from './table.mjs';

const SIZES = [[1024, 768], [1280, 720], [1280, 800], [1366, 768], [1440, 900], [1920, 1080]];

// The hand's cards (their boxes on screen, turned as they are) that overlap a plate or a button.
const covered = (page) => page.evaluate((cardSel) => {
  const boxes = [...document.querySelectorAll('.seat--me .seat__info .plate, .seat__tools > :not([hidden]):not(.sr-only)')]
    .map((el) => ({ name: el.dataset.testid || el.className, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0);
  const hits = [];
  for (const card of document.querySelectorAll(cardSel)) {
    const c = card.getBoundingClientRect();
    for (const { name, r } of boxes) {
      if (c.left < r.right - 1 && c.right > r.left + 1 && c.top < r.bottom - 1 && c.bottom > r.top + 1) hits.push(`${card.dataset.card} under ${name}`);
    }
  }
  return { hits, buttons: boxes.length };
}, HAND_CARD);

for (const game of ['guinote', 'whist']) {
  test(`${game}: no card of the hand under the plate or the buttons, at desktop and tablet sizes`, async ({ page }) => {
    await page.addInitScript((g) => {
      localStorage.setItem('baza.game', g);
      localStorage.setItem('baza.lang', 'ca'); // the longest labels of the three
    }, game);
    await openTable(page);
    await page.getByTestId('undo-setting').check(); // three buttons: help, hint, undo
    await expect(page.getByTestId('undo')).toBeVisible();
    await expect(page.locator(HAND_CARD)).toHaveCount(game === 'whist' ? 13 : 6);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const { hits, buttons } = await covered(page);
      expect(buttons, `${width}x${height}: the plate and three buttons`).toBe(4);
      expect(hits, `${width}x${height}`).toEqual([]);
    }
  });
}
