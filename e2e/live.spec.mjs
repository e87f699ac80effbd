// A live deal: the page never receives a card its player cannot see (every message from
// its workers is recorded and checked), the replay and the Whist analysis of the match
// on the table open only once it is abandoned (which counts), and a trapped engine is
// replaced by a fresh worker that goes on from the same position.
import { test, expect, openTable, setSpeed, nextStop, playOne, playMoves, state, copiedLink, freshPage, HAND_CARD } from './table.mjs';
import { recordWorkers, checkNoHiddenCard } from './hiddenCards.mjs';

async function startGame(page, game) {
  await page.goto('./');
  await setSpeed(page, 0);
  await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
  await page.locator('label', { has: page.getByTestId(`welcome-game-${game}`) }).click();
  await page.getByTestId('quick-start').click();
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
}

// Plays the human's moves (taking trumps in Belote) until the deal's summary shows.
async function playWholeDeal(page) {
  for (let moves = 0; ; moves++) {
    const stop = await nextStop(page);
    if (stop === 'summary') return;
    if (stop !== 'human') throw new Error(`table stopped (${stop}): ${JSON.stringify(await state(page))}`);
    if (moves > 80) throw new Error('no summary');
    const s = await state(page);
    const bid = s.actions.find((a) => a.startsWith('bid:'));
    if (bid) {
      await page.locator(`[data-action="${bid}"]`).click();
      await page.waitForFunction((old) => JSON.stringify(window.__e2e.state()) !== old, JSON.stringify(s));
    } else {
      await playOne(page);
    }
  }
}

for (const game of ['guinote', 'whist', 'belote']) {
  test(`${game}: no message the page receives during a live deal carries a hidden card`, async ({ page }) => {
    await page.addInitScript(recordWorkers);
    await startGame(page, game);
    expect(await nextStop(page)).toBe('human');
    await playOne(page);
    // Asking for the replay mid-deal opens nothing and asks the engine nothing.
    await page.getByTestId('open-replay').click();
    await expect(page.getByTestId('notice')).toBeVisible();
    await page.locator('[data-cmd=dismiss-notice]').click();
    await expect(page.getByTestId('replay')).toBeHidden();
    await playWholeDeal(page);
    const messages = await page.evaluate(() => window.__workerMessages);
    expect(messages.length).toBeGreaterThan(20);
    expect(checkNoHiddenCard(messages)).toEqual([]);
  });
}

test('the checker itself sees a hidden card (a reveal, another seat, a bot card never shown)', () => {
  const obs = { ok: true, player: 0, seatOfPerson: [0, 1, 2, 3], controllerOf: [0, 1, 2, 3], hand: ['1o'], handSizes: [1, 1, 1, 1], known: [[], [], [], []], excluded: [[], ['3c'], [], []], events: [] };
  const wrap = (result) => JSON.stringify({ id: 1, result });
  expect(checkNoHiddenCard([wrap(obs), wrap({ ok: true, player: 0, action: '1o' })])).toEqual([]);
  expect(checkNoHiddenCard([wrap(obs), wrap({ ok: true, player: 1, action: '3c' })])).toHaveLength(1);
  expect(checkNoHiddenCard([wrap({ ...obs, player: 2, hand: ['7e'] })])).toHaveLength(1);
  expect(checkNoHiddenCard([wrap({ ok: true, hands: [['1o'], ['7e']] })]).length).toBeGreaterThan(0);
});

test('the replay of a live match opens only once it is abandoned, which counts', async ({ page }) => {
  await openTable(page);
  await playMoves(page, 2);
  const code = await page.evaluate(() => window.__bazaDebug.state().game.codes.replay);
  // Its own replay link, copied and opened in the same page, shows no hand either.
  const link = await copiedLink(page, 'replay');
  await page.evaluate((hash) => { location.hash = hash; }, link.slice(link.indexOf('#')));
  await expect(page.getByTestId('notice')).toContainText(/abandon/i);
  await expect(page.getByTestId('replay')).toBeHidden();
  await page.locator('[data-cmd=dismiss-notice]').click();
  expect(await page.evaluate(() => window.__bazaDebug.state().game.codes.replay)).toBe(code); // still playing
  await page.getByTestId('open-replay').click();
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText(/abandon/i);
  await expect(page.getByTestId('replay')).toBeHidden();
  await page.locator('[data-cmd=abandon-replay]').click();
  const viewer = page.getByTestId('replay');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('replay-step')).toHaveText(/\d+\s*\/\s*\d+/);
  const after = await page.evaluate(() => ({ stats: window.__bazaDebug.state().stats.guinote, game: window.__bazaDebug.state().game }));
  expect(after.stats.gamesAbandoned).toBe(1);
  expect(after.game).toBeNull();
  expect(code.length).toBeGreaterThan(4);
  await page.locator('[data-cmd=close-replay]').first().click();
  await expect(page.getByTestId('quick-start')).toBeVisible();
  await page.reload(); // the abandoned match is not resumed
  await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
});

test('a trapped engine is replaced and the game goes on from the same position', async ({ page }) => {
  await openTable(page);
  await playMoves(page, 2);
  expect(await nextStop(page)).toBe('human');
  const before = await state(page);
  const replay = await copiedLink(page, 'replay');
  await page.evaluate(() => window.__bazaDebug.trapEngine());
  await page.waitForFunction(() => window.__bazaDebug.state().engine === 'idle' && document.body.dataset.humanTurn === 'true');
  expect(await nextStop(page)).toBe('human');
  const after = await state(page);
  expect(after.error).toBeNull();
  expect(after.hand).toEqual(before.hand);
  expect(after.enabled).toEqual(before.enabled);
  expect(after.scores).toEqual(before.scores);
  expect(after.trick).toEqual(before.trick);
  expect(await copiedLink(page, 'replay')).toBe(replay);
  await playMoves(page, 2); // and play goes on
  expect((await state(page)).error).toBeNull();
});

test('a trap while the bots play: the match goes on; too many restarts in a minute are said in words', async ({ page }) => {
  await openTable(page, '', { speed: 150 });
  for (let i = 0; i < 3; i++) {
    expect(await nextStop(page)).toBe('human');
    await playOne(page);
    await page.evaluate(() => window.__bazaDebug.trapEngine()); // the bots are playing
    expect(await nextStop(page), `restart ${i + 1}`).toMatch(/human|summary/);
    expect((await state(page)).error).toBeNull();
  }
  await page.evaluate(() => window.__bazaDebug.trapEngine()); // the fourth in a minute
  await expect(page.getByTestId('error')).toBeVisible();
  await expect(page.getByTestId('error')).toContainText(/motor/);
});

test('the replay viewer\'s engine traps: the viewer reloads its code and stays on its step', async ({ page, browser, baseURL }) => {
  await openTable(page);
  await playMoves(page, 3);
  const url = await copiedLink(page, 'replay');
  const viewer = await freshPage(browser, baseURL);
  await viewer.goto(url.slice(url.indexOf('#')));
  await setSpeed(viewer, 0);
  await expect(viewer.getByTestId('replay')).toBeVisible({ timeout: 30_000 });
  const step = viewer.getByTestId('replay-step');
  await viewer.getByTestId('replay-forward').click();
  await viewer.getByTestId('replay-forward').click();
  await expect(step).toHaveText(/^\s*2\s*\//);
  await viewer.evaluate(() => window.__bazaDebug.trapReplayEngine());
  await viewer.getByTestId('replay-forward').click();
  await expect(step).toHaveText(/^\s*3\s*\//);
  await viewer.locator('[data-cmd=replay-end]').click();
  await expect(step).not.toHaveText(/^\s*3\s*\//);
  expect((await state(viewer)).error).toBeNull();
  await viewer.context().close();
});
