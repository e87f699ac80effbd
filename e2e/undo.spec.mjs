// Undo against bots (a setting, off by default): the "Deshacer" button and the U key
// take back the human's last card and the bots' replies; the hand gets the card back,
// the game is counted apart in the statistics and marked in its save.
import { test, expect, openTable, nextStop, playOne, state, HAND_CARD } from './table.mjs';

// The saved games' undo marks, e.g. [true].
const saveMarks = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('baza.game.'))
  .map((k) => JSON.parse(localStorage.getItem(k)).undo === true));

test('undo gives the last card back, counts the game apart and marks its save', async ({ page }) => {
  await openTable(page);
  expect(await nextStop(page)).toBe('human');
  await expect(page.getByTestId('undo')).toBeHidden(); // off by default
  await page.getByTestId('undo-setting').check();
  await expect(page.getByTestId('undo')).toBeVisible();

  const before = await state(page);
  const played = await playOne(page);
  expect(await nextStop(page)).toBe('human');
  expect((await state(page)).hand).not.toContain(played);
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await state(page)).hand).toEqual(before.hand);
  expect((await state(page)).humanTurn).toBe(true);
  await expect(page.locator('#live')).toHaveText(/Deshech/);

  await expect(page.locator('[data-testid=stats] [data-stat=undoGames] dt')).toHaveText(/Partidas con deshacer/);
  await expect(page.locator('[data-testid=stats] [data-stat=undoGames] dd')).toHaveText('1');
  expect(await saveMarks(page)).toEqual([true]);
});

test('on a phone, the U key undoes; with nothing played in the deal it says so', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('baza.undo', '1'));
  await openTable(page);
  expect(await nextStop(page)).toBe('human');
  await page.locator('body').press('u'); // the human has not moved yet
  await expect(page.getByTestId('notice')).toContainText('no hay nada que deshacer');
  await page.getByTestId('notice').getByRole('button', { name: 'Cerrar' }).click();

  const before = await state(page);
  const card = page.locator(`${HAND_CARD}:not([aria-disabled="true"])`).first();
  const played = await card.getAttribute('data-card');
  await card.focus();
  await page.keyboard.press('Enter');
  // The table is drawn on the next frame: until the card has left the hand it still says
  // "your turn", and a U pressed then comes while the bots play (undo is not offered).
  await page.waitForFunction((c) => !window.__e2e.state().hand.includes(c), played);
  expect(await nextStop(page)).toBe('human');
  await page.locator('body').press('u');
  await expect.poll(async () => (await state(page)).hand).toEqual(before.hand);
  await expect(page.getByTestId('undo')).toBeInViewport({ ratio: 0.5 });
});
