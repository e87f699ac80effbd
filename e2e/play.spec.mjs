// Playing by clicking: a whole deal against the bots, illegal cards refused, a new game.
import { test, expect, openTable, playDeal, playOne, state, nextStop, HAND_CARD } from './table.mjs';

test('a whole deal can be played by clicking, then the next one starts', async ({ page }) => {
  await openTable(page);
  const moves = await playDeal(page);
  console.log(`  deal played with ${moves.length} human moves: ${moves.join(' ')}`);
  expect(moves.length).toBeGreaterThanOrEqual(10); // 40 cards, 4 players: 10 of them are the human's
  const summary = page.getByTestId('deal-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(/\d/);
  await page.getByTestId('continue').click();
  await expect(summary).toBeHidden();
  await expect(page.locator(HAND_CARD).first()).toBeVisible();
});

test('an illegal card says why and cannot be played', async ({ page }) => {
  await openTable(page);
  // Illegal cards appear in the arrastre; play until one shows (or the deal ends).
  for (let i = 0; i < 40; i++) {
    const stop = await nextStop(page);
    if (stop !== 'human') break;
    const before = await state(page);
    const illegal = before.hand.find((card) => !before.enabled.includes(card));
    if (illegal && before.enabled.length > 0) {
      const card = page.locator(`${HAND_CARD}[data-card="${illegal}"]`);
      await expect(card).toHaveAttribute('aria-disabled', 'true');
      await expect(card).toHaveAttribute('data-reason', /\S/);
      await card.click({ force: true });
      await page.waitForTimeout(300);
      const after = await state(page);
      expect(after.hand).toEqual(before.hand);
      expect(after.humanTurn).toBe(true);
      return;
    }
    await playOne(page);
  }
  test.skip(true, 'no illegal card came up in this deal');
});

test('the new game dialog starts a new deal', async ({ page }) => {
  await openTable(page);
  await page.getByTestId('new-game').click();
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('start-game').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(HAND_CARD).first()).toBeVisible();
  expect(await nextStop(page)).toBe('human');
});
