// Playing by clicking: a whole deal against the bots, illegal cards refused, a new game.
import { test, expect, openTable, playDeal, state, nextStop, setSpeed, HAND_CARD } from './table.mjs';
import { loadEngine } from '../web/engine/engine.js';
import { saveHere, resumeSave } from './fixtures/nearEnd.mjs';

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

// A Guiñote save (2 players, seat 0 human) where seat 0 is to play and holds a card it
// may not play (the arrastre's obligations), made by the engine in node.
async function saveWithIllegalCard() {
  const e = await loadEngine();
  try {
    for (let seed = 1; seed < 50; ++seed) {
      let obs = e.start('guinote', { players: 2 }, String(seed));
      while (!obs.terminal) {
        if (obs.turn === 0 && obs.illegal.length > 0 && obs.legal.length > 0) return saveHere(e, 'guinote', 'gillegal');
        e.botMove('random');
        obs = e.observe(0);
      }
    }
    throw new Error('no seed brought seat 0 an illegal card');
  } finally {
    e.dispose();
  }
}

test('an illegal card says why and cannot be played', async ({ page }) => {
  await resumeSave(page, await saveWithIllegalCard());
  await setSpeed(page, 0);
  expect(await nextStop(page)).toBe('human');
  const before = await state(page);
  const illegal = before.hand.find((card) => !before.enabled.includes(card));
  expect(illegal).toBeTruthy();
  const card = page.locator(`${HAND_CARD}[data-card="${illegal}"]`);
  await expect(card).toHaveAttribute('aria-disabled', 'true');
  await expect(card).toHaveAttribute('data-reason', /\S/);
  await card.click({ force: true });
  await page.waitForTimeout(300);
  const after = await state(page);
  expect(after.hand).toEqual(before.hand);
  expect(after.humanTurn).toBe(true);
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
