// The replay viewer fits its board: on a 1280x720 screen and on a phone every hand (the
// bottom one too) is in view without scrolling the board, at the opening lead and with
// a trick in progress. On a small phone the analysis line leaves the board a little
// short: it scrolls itself so that the hand with the analysis badges stays in view.
import { test, expect, setSpeed } from './table.mjs';
import { FINISHED } from './fixtures/finished.mjs';

// The cards matching `selector` that lie outside the board's visible box.
const hiddenCards = (page, selector) => page.evaluate((sel) => {
  const board = document.querySelector('.replay__board').getBoundingClientRect();
  return [...document.querySelectorAll(sel)]
    .filter((card) => {
      const r = card.getBoundingClientRect();
      return r.top < board.top - 1 || r.bottom > board.bottom + 1 || r.left < board.left - 1 || r.right > board.right + 1;
    })
    .map((card) => card.dataset.card);
}, selector);

const SIZES = [
  ['a 1280x720 screen', { width: 1280, height: 720 }, '.rseat__hand [data-card]'],
  ['a phone', { width: 390, height: 844 }, '.rseat__hand [data-card]'],
  ['a small phone', { width: 360, height: 740 }, '.rseat__hand [data-tricks]'],
];
for (const [name, size, shown] of SIZES) {
  test.describe(name, () => {
    test.use(size.width < 500 ? { viewport: size, hasTouch: true, isMobile: true } : { viewport: size });

    test('the Whist replay keeps the hands and the analysis badges in view', async ({ page }) => {
      await page.goto(`./#replay=${FINISHED.whist}`);
      await setSpeed(page, 0);
      await expect(page.getByTestId('replay-step')).toHaveText(/^0 \/ 52$/, { timeout: 30_000 });
      await page.getByTestId('replay-analysis').click();
      await expect(page.getByTestId('replay-analysis-text')).toHaveText(/\d/, { timeout: 20_000 });
      await expect(page.locator('.rseat__hand [data-tricks]').first()).toBeVisible();
      expect(await hiddenCards(page, shown)).toEqual([]);
      for (let i = 0; i < 3; i++) await page.getByTestId('replay-forward').click(); // a trick in progress
      await expect(page.getByTestId('replay-step')).toHaveText(/^3 \/ 52$/);
      await expect(page.getByTestId('replay-analysis-text')).toHaveText(/\d/, { timeout: 20_000 });
      expect(await hiddenCards(page, shown)).toEqual([]);
    });
  });
}
