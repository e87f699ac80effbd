// The review of a finished deal in the replay viewer, for each game: both views, the
// loss and best alternative at a move (the engine's, read by the test from the same
// WebAssembly build), the biggest mistakes jumping to their step, each player's accuracy;
// the keyboard, and a phone. Starts from replay codes of finished deals (fixtures).
import { test, expect, setSpeed } from './table.mjs';
import { FINISHED } from './fixtures/finished.mjs';
import { loadEngine } from '../web/engine/engine.js';

const step = async (page) => Number((await page.getByTestId('replay-step').textContent()).split('/')[0]);

async function openReview(page, code) {
  await page.goto(`./#replay=${code}`);
  await setSpeed(page, 0);
  await expect(page.getByTestId('replay-step')).toHaveText(/^0 \/ \d+$/, { timeout: 30_000 });
  await page.getByTestId('replay-review').click();
  await expect(page.getByTestId('review')).toBeVisible();
  await expect(page.getByTestId('review-accuracy').locator('li').first()).toBeVisible({ timeout: 30_000 });
}

for (const game of ['guinote', 'whist', 'belote']) {
  test(`review of a ${game} deal: both views, accuracy, a mistake jumps to its move`, async ({ page }) => {
    await openReview(page, FINISHED[game]);
    await expect(page.getByTestId('review-open')).toHaveText('Con todas las cartas vistas');
    await expect(page.getByTestId('review-open')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('review-accuracy')).toContainText('precisión');
    const mistake = page.getByTestId('review-mistake').first();
    await expect(mistake).toBeVisible();
    const k = Number((await mistake.textContent()).match(/Jugada (\d+)/)[1]) - 1;
    await mistake.click();
    await expect.poll(() => step(page)).toBe(k);
    await expect(page.getByTestId('review-move')).toContainText('Mejor:');
    await expect(page.locator('.rseat__hand [data-review="best"]')).toHaveCount(1);

    await page.getByTestId('review-knew').click();
    await expect(page.getByTestId('review-knew')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('review-status')).toContainText('repartos de muestra', { timeout: 60_000 });
    await expect(page.getByTestId('review-accuracy')).toContainText('precisión');
  });
}

test('the page shows the engine\'s loss and best alternative for a known move', async ({ page }) => {
  const engine = await loadEngine();
  const summary = engine.reviewSummary(FINISHED.whist, 'open', '0');
  const worst = summary.mistakes[0];
  const chunk = engine.review(FINISHED.whist, 'open', '0', worst.index, 1);
  engine.dispose();
  const move = chunk.moves[0];
  expect(move.loss).toBe(worst.loss);
  await openReview(page, FINISHED.whist);
  await page.getByTestId('review-mistake').first().click();
  await expect.poll(() => step(page)).toBe(worst.index);
  const unit = (n) => (n === 1 ? '1 baza' : `${n} bazas`);
  await expect(page.getByTestId('review-move')).toContainText(`perdió ${unit(move.loss)}`);
  await expect(page.getByTestId('review-move')).toContainText(`(${unit(move.bestValue)} en vez de ${unit(move.playedValue)})`);
  await expect(page.locator(`.rseat__hand [data-review="best"][data-card="${move.best}"]`)).toHaveCount(1);
  await expect(page.locator(`.rseat__hand [data-review="played"][data-card="${move.action}"]`)).toHaveCount(1);
  await page.screenshot({ path: 'docs/screenshot-review.png' });
});

test('the review by keyboard: open it, switch views, bots\' moves, Escape closes it, then the viewer', async ({ page }) => {
  await page.goto(`./#replay=${FINISHED.belote}`);
  await setSpeed(page, 0);
  await expect(page.getByTestId('replay-step')).toHaveText(/^0 \/ \d+$/, { timeout: 30_000 });
  const review = page.getByTestId('replay-review');
  for (let i = 0; i < 40 && !(await review.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(review).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('review')).toBeVisible();
  await expect(review).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('review-bots').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('review-bots')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('review-accuracy').locator('li')).toHaveCount(4, { timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('review')).toBeHidden();
  await expect(page.getByTestId('replay')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('replay')).toBeHidden();
});

for (const [width, locale, best] of [[390, 'es-ES', 'Mejor:'], [320, 'en-GB', 'Best:']]) {
  test(`the review on a ${width} px phone (${locale}): nothing sideways, no button's words spill out`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 760 }, isMobile: true, hasTouch: true, locale });
    const page = await context.newPage();
    await openReview(page, FINISHED.guinote);
    await page.getByTestId('review-mistake').first().click();
    await expect(page.getByTestId('review-move')).toContainText(best);
    const wide = await page.evaluate(() => [...document.querySelectorAll('[data-testid=replay], [data-testid=review], [data-testid=review] *, .replay__controls *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'hidden').map((el) => el.className || el.tagName));
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (width === 390) {
      await page.getByTestId('review').scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'docs/screenshot-review-phone.png' });
    }
    await context.close();
  });
}
