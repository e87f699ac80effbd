// The "Pista" button: at the human's turn it highlights one legal card or action of
// the strong bot's choosing, announces it, plays nothing, and the highlight goes with
// the next move.
import { test, expect, openTable, nextStop, playOne, state } from './table.mjs';

const HINTED = '[data-hint="true"]';

// The highlighted elements: [{card: '1o'} | {action: 'sing:o'}, disabled, inHand].
const hinted = (page) => page.evaluate((selector) => [...document.querySelectorAll(selector)].map((el) => ({
  card: el.dataset.card ?? null,
  action: el.dataset.action ?? null,
  disabled: el.getAttribute('aria-disabled') === 'true' || el.disabled,
  inHand: !!el.closest('[data-testid=hand]'),
})), HINTED);

test('the hint highlights exactly one legal move and plays nothing', async ({ page }) => {
  await openTable(page);
  expect(await nextStop(page)).toBe('human');

  const button = page.getByTestId('hint');
  await expect(button).toBeVisible();
  const before = await state(page);
  await button.click();
  await expect(page.locator(HINTED)).toHaveCount(1);

  const [h] = await hinted(page);
  expect(h.disabled, 'the hinted control is not aria-disabled').toBe(false);
  if (h.card) {
    expect(h.inHand).toBe(true);
    expect(before.enabled).toContain(h.card);
  } else {
    expect(before.actions).toContain(h.action);
  }
  await expect(page.locator('#live')).toHaveText(/^Pista: /);

  // Nothing was played: the same hand, still the human's turn.
  const after = await state(page);
  expect(after.hand).toEqual(before.hand);
  expect(after.humanTurn).toBe(true);

  // The next move clears it.
  await playOne(page);
  await expect(page.locator(HINTED)).toHaveCount(0);
  expect(await nextStop(page)).toMatch(/human|summary/);
  await expect(page.locator(HINTED)).toHaveCount(0);
});

test('the hint button shows only on the human\'s turn', async ({ page }) => {
  await openTable(page);
  expect(await nextStop(page)).toBe('human');
  await expect(page.getByTestId('hint')).toBeVisible();
  await page.evaluate(() => window.__bazaDebug.speed(2000)); // slow bots: the turn passes and stays away
  await playOne(page);
  await expect(page.getByTestId('hint')).toBeHidden();
});
