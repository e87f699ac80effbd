// "Play from here": from a middle step of a replay the page starts a live game at that
// exact position (the person's seat, bots for the rest), plays it to the end of the deal
// and sets its result beside what happened in the replay, a reload on the way. Starts from a replay code.
import { test, expect, setSpeed, nextStop, playOne, state, HAND_CARD } from './table.mjs';
import { FINISHED } from './fixtures/finished.mjs';
import { recordWorkers, checkNoHiddenCard } from './hiddenCards.mjs';

test('play on from the middle of a replay, by keyboard, to the comparison at the end; no hidden card reaches the page', async ({ page }) => {
  await page.addInitScript(recordWorkers);
  await page.goto(`./#replay=${FINISHED.guinote}`);
  await setSpeed(page, 0);
  const viewer = page.getByTestId('replay');
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('replay-step')).toHaveText(/^0 \/ \d+$/);
  await page.getByTestId('replay-trick').selectOption('5'); // the start of the fifth trick
  await expect(page.getByTestId('replay-step')).not.toHaveText(/^0 \//);
  const step = Number((await page.getByTestId('replay-step').textContent()).split('/')[0]);
  const seen = await page.getByTestId('replay-hand-0').locator('[data-card]').evaluateAll((cards) => cards.map((c) => c.dataset.card).sort());

  const fromHere = page.getByTestId('replay-from-here');
  await expect(fromHere).toHaveText('Jugar desde aquí');
  await fromHere.focus();
  await page.evaluate(() => { window.__workerMessages.length = 0; }); // the replay showed every hand: the live game starts here
  await page.keyboard.press('Enter');
  await expect(viewer).toBeHidden();
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
  // The same position: the person's hand is the replay's seat 0 at that step.
  expect([...(await state(page)).hand].sort()).toEqual(seen);
  expect(page.url()).not.toContain('#replay=');

  // Reloaded mid-deal, the game resumes from its save still as one played from that step.
  for (let moves = 0; moves < 2; moves++) {
    expect(await nextStop(page)).toBe('human');
    await playOne(page);
  }
  await page.reload();
  await setSpeed(page, 0);
  for (let moves = 0; moves < 40; moves++) {
    const stop = await nextStop(page);
    if (stop === 'summary') break;
    expect(stop).toBe('human');
    await playOne(page);
  }
  const messages = await page.evaluate(() => window.__workerMessages);
  expect(messages.length).toBeGreaterThan(10); // the live game's messages, from the startFrom on
  expect(checkNoHiddenCard(messages)).toEqual([]);
  await expect(page.getByTestId('from-here-lead')).toContainText(`jugada ${step}`);
  await expect(page.getByTestId('from-here-then')).toContainText('Lo que pasó');
  await expect(page.getByTestId('from-here-now')).toContainText('Esta vez');
  const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('baza.stats.v1') || 'null'));
  expect(stats && stats.guinote && stats.guinote.gamesFromPosition).toBe(1);
  expect((stats.guinote.partidasWon || 0) + (stats.guinote.partidasLost || 0)).toBe(0); // not a fresh deal's result, resumed or not
});
