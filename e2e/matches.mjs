// Matches with chosen options for the browser tests: started from the new-game
// dialog, played by the page's own hooks (table.mjs) up to a summary.
import { expect, setSpeed, nextStop, playOne, state, HAND_CARD } from './table.mjs';

// Opens the page and starts `game` from the new-game dialog with `options`
// ({players: 3, length: 'deal', partidas_per_coto: 2}) and every bot at `level`.
export async function startWith(page, game, options = {}, level = 'random') {
  await page.goto('./');
  await setSpeed(page, 0);
  await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
  await page.locator('.panel--welcome [data-cmd=new-game]').click();
  await page.locator('label', { has: page.getByTestId(`ng-game-${game}`) }).click();
  await expect(page.getByTestId(`ng-game-${game}`)).toBeChecked();
  for (const [name, value] of Object.entries(options)) {
    await expect(page.locator(`[data-field=${name}]`)).toBeAttached(); // the fields are drawn on the next frame
    const radio = page.locator(`[data-field=${name}] label`, { has: page.locator(`input[value="${value}"]`) });
    const field = page.locator(`#opt-${name}`);
    if (await radio.count()) await radio.click();
    else if ((await field.getAttribute('type')) === 'number') await field.fill(String(value));
    else await field.selectOption(String(value));
  }
  for (const select of await page.locator('[data-level]').all()) await select.selectOption(level);
  await page.getByTestId('start-game').click();
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
}

// Plays the human's moves (Belote: he takes trumps when asked) until a summary shows.
export async function toSummary(page) {
  for (let moves = 0; moves < 200; moves++) {
    const stop = await nextStop(page);
    if (stop === 'summary') return;
    if (stop !== 'human') throw new Error(`table stopped (${stop}): ${JSON.stringify(await state(page))}`);
    const s = await state(page);
    const bid = s.actions.find((a) => a.startsWith('bid:'));
    if (bid) {
      await page.locator(`[data-action="${bid}"]`).click();
      await page.waitForFunction((old) => JSON.stringify(window.__e2e.state()) !== old, JSON.stringify(s));
    } else await playOne(page);
  }
  throw new Error('no summary after 200 moves');
}
