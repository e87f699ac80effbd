// Pass-and-play on one device (issue 14): two partners and two bots at a phone. Between
// the two people's turns a cover hides the hand and names who is next; each person's
// hand shows only after "show my cards", and neither the DOM nor the page's state holds
// the other person's cards. A few turns, keyboard only.
import { test, expect, setSpeed, nextStop, playOne, state, HAND_CARD } from './table.mjs';

// The page's whole UI state as text, less `excluded` (every card of a suit a seat has
// shown out of: public, and it names cards whoever holds them).
const stateText = (page) => page.evaluate(() => JSON.stringify(window.__bazaDebug.state(), (k, v) => (k === 'excluded' ? undefined : v)));

test('a cover between two people hides the hand; each sees only their own cards', async ({ page }) => {
  test.setTimeout(40_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./');
  await setSpeed(page, 0);
  await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
  await page.locator('.panel--welcome [data-cmd=new-game]').click();
  await page.locator('#opt-length').selectOption('deal');
  await page.locator('[data-level="2"]').selectOption('human'); // the partner, at this device too
  await page.locator('input[data-name="0"]').fill('Ana');
  await page.locator('input[data-name="2"]').fill('Eva');
  await page.locator('input[data-name="2"]').press('Tab');
  await page.getByTestId('start-game').click();

  const cover = page.getByTestId('cover');
  const seen = {}; // person's seat -> the hand they saw
  let covers = 0;
  while (covers < 3) {
    // The same person again (a cante after a trick) needs no cover: they just play on.
    const stop = await page.waitForFunction(() => (document.querySelector('[data-testid=cover]').hidden ? false : 'cover')
      || (window.__e2e.state().humanTurn && 'human'), null, { timeout: 20_000, polling: 50 });
    if ((await stop.jsonValue()) === 'human') {
      await playOne(page);
      continue;
    }
    covers++;
    const name = (await page.locator('#cover-title').textContent()).replace('Pasa el dispositivo a ', '');
    expect(['Ana', 'Eva']).toContain(name);
    const seat = name === 'Ana' ? 0 : 2;
    await expect(page.getByTestId('turn')).toHaveText(`Pasa el dispositivo a ${name}`); // not "Tu turno" over a hidden hand
    await expect(page.locator(HAND_CARD)).toHaveCount(0); // covered: no card in the DOM
    const game = await page.evaluate(() => window.__bazaDebug.state().game);
    expect(game.obs.player).toBe(seat); // the state holds the next person's view only
    const text = await stateText(page);
    const other = seen[2 - seat] || [];
    const gone = new Set(game.obs.events.filter((e) => e.type === 'play').map((e) => e.card));
    for (const card of other.filter((c) => !gone.has(c) && !game.obs.known.flat().includes(c)))
      expect(text, `${name}'s page still holds ${card}`).not.toContain(`"${card}"`);
    await expect(page.getByTestId('uncover')).toBeFocused();
    await page.keyboard.press('Enter'); // "I am Eva: show my cards"
    await expect(cover).toBeHidden();
    expect(await nextStop(page)).toBe('human');
    const mine = (await state(page)).hand;
    expect(mine.length).toBeGreaterThan(0);
    for (const card of other.filter((c) => !gone.has(c))) expect(mine).not.toContain(card);
    seen[seat] = mine;
    await playOne(page);
  }
  expect(Object.keys(seen).sort()).toEqual(['0', '2']);
  await expect(page.locator('.seat[data-seat="2"] .plate__name, .seat[data-seat="0"] .plate__name').first()).toHaveText(/Ana|Eva/);

  // The save resumed after a reload keeps the people's names: the cover names one of them.
  await page.reload();
  await setSpeed(page, 0);
  await expect(cover).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#cover-title')).toHaveText(/^Pasa el dispositivo a (Ana|Eva)$/);
  await expect(page.getByTestId('turn')).toHaveText(/^Pasa el dispositivo a (Ana|Eva)$/);
});
