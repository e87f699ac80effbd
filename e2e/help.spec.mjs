// Rules and lessons from the table: the help entry by the hand opens the rules of the
// game being played (at the section of the moment) and its tutorial lessons, by mouse
// or keyboard, offline too; a refused card says the engine's reason, and "why?" opens
// the rules at the section that explains it.
import { test, expect, setSpeed, nextStop, playOne, state, HAND_CARD } from './table.mjs';
import { startWith } from './matches.mjs';

test('the help entry opens the rules of the game on the table and its lessons', async ({ page }) => {
  await startWith(page, 'belote', { players: 4 });
  await page.getByTestId('help-button').click();
  const rules = page.getByTestId('help-rules');
  await expect(rules).toBeVisible();
  await expect(page.locator('.help__game')).toHaveText('Belote');
  await expect(page.getByTestId('help-lessons')).toHaveAttribute('href', 'tutorial.html?game=belote&lang=es');
  await expect(rules).toHaveAttribute('href', /^rules\.html\?game=belote&lang=es#dealing$/); // the bidding: told with the deal
  await rules.click();
  await expect(page).toHaveURL(/rules\.html\?game=belote&lang=es#dealing$/);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('h1')).toContainText(/belote/i);
  await expect(page.locator('#dealing')).toBeInViewport();

  // Back at the table, by the keyboard and in Catalan: the lessons of this game.
  await page.goBack();
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
  await page.locator('[data-cmd=lang][data-lang=ca]').click();
  await page.getByTestId('help-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('help-rules')).toHaveText('Regles');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('help-rules')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('help-lessons')).toBeFocused();
  await expect(page.getByTestId('help-lessons')).toHaveText('Lliçons');
  await page.keyboard.press('Escape'); // closes the menu, focus back on its button
  await expect(page.getByTestId('help-lessons')).toBeHidden();
  await expect(page.getByTestId('help-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tutorial\.html\?game=belote&lang=ca$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page.getByText(/Belot/).first()).toBeVisible();
});

test('after one visit the help entry opens the rules offline', async ({ page, context }) => {
  await startWith(page, 'whist', { players: 4 });
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await setSpeed(page, 0);
  await page.getByTestId('help-button').click();
  await page.getByTestId('help-rules').click();
  await expect(page).toHaveURL(/rules\.html\?game=whist&lang=es#play$/);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#play')).toBeInViewport();
});

// Plays until the human may play some cards and not others; returns one he may not.
async function refusedCard(page) {
  for (let moves = 0; moves < 120; moves++) {
    const stop = await nextStop(page);
    if (stop === 'summary') {
      await page.getByTestId('continue').click();
      await expect(page.getByTestId('deal-summary')).toBeHidden();
    }
    else if (stop !== 'human') throw new Error(`table stopped (${stop})`);
    else {
      const s = await state(page);
      const refused = s.hand.find((c) => !s.enabled.includes(c));
      if (s.enabled.length && refused) return refused;
      await playOne(page);
    }
  }
  throw new Error('no refused card in 120 moves');
}

for (const [game, section] of [['guinote', 'arrastre'], ['whist', 'play']]) {
  test(`${game}: a refused card says why, and "why?" opens the rules at #${section}`, async ({ page }) => {
    await startWith(page, game, { players: 4 });
    const card = await refusedCard(page);
    const reason = await page.locator(`${HAND_CARD}[data-card="${card}"]`).getAttribute('data-reason');
    await page.locator(`${HAND_CARD}[data-card="${card}"]`).click({ force: true }); // a card the engine refuses
    const refusal = page.getByTestId('refusal');
    await expect(refusal).toBeVisible();
    expect(reason).toMatch(/^must /); // the engine's reason (observation.illegal)
    await expect(refusal).toContainText(/Tienes que/);
    expect((await state(page)).hand).toContain(card); // nothing was played
    await refusal.getByTestId('why').click();
    await expect(page).toHaveURL(new RegExp(`rules\\.html\\?game=${game}&lang=es#${section}$`));
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator(`#${section}`)).toBeInViewport();
  });
}
