// Share and replay links: the same deal again, a game stepped through, bad links refused.
import { test, expect, openTable, freshPage, copiedLink, playMoves, state, HAND_CARD } from './table.mjs';

test('a share link deals the same hand again', async ({ page, browser, baseURL }) => {
  await openTable(page);
  const hand = (await state(page)).hand;
  const url = await copiedLink(page, 'deal');
  console.log(`  share link: ${url}`);
  for (let i = 0; i < 2; i++) {
    const friend = await freshPage(browser, baseURL);
    await openTable(friend, new URL(url).hash);
    expect((await state(friend)).hand).toEqual(hand);
    await friend.context().close();
  }
});

// "k / n" from the step counter.
async function replayStep(page) {
  const text = await page.getByTestId('replay-step').textContent();
  const match = text.match(/(\d+)\s*\/\s*(\d+)/);
  expect(match, `replay-step reads "${text}"`).not.toBeNull();
  return { k: Number(match[1]), n: Number(match[2]), text };
}

const revealedHands = (page) => page.evaluate(() =>
  [...document.querySelectorAll('[data-testid^="replay-hand-"]')].map((hand) =>
    `${hand.dataset.testid}: ${[...hand.querySelectorAll('[data-card]')].map((c) => c.dataset.card).join(' ')}`));

test('a replay link steps through the game', async ({ page, browser, baseURL }) => {
  await openTable(page);
  await playMoves(page, 3);
  const url = await copiedLink(page, 'replay');
  console.log(`  replay link: ${url}`);

  const viewer = await freshPage(browser, baseURL);
  await viewer.goto(new URL(url).hash ? `./${new URL(url).hash}` : url);
  await expect(viewer.getByTestId('replay')).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByTestId('replay-step')).toHaveText(/\d+\s*\/\s*\d+/);
  let { k, n } = await replayStep(viewer);
  expect(n).toBeGreaterThanOrEqual(6); // three human moves and the bots' cards between them
  expect((await revealedHands(viewer)).length).toBeGreaterThanOrEqual(2);

  if (k === n) { // opened at the end: step back once first
    await viewer.getByTestId('replay-back').click();
    ({ k } = await replayStep(viewer));
    expect(k).toBe(n - 1);
  }
  // Forward until a card leaves a hand (a step may be a pass or a cante): each click moves the counter.
  const start = { step: (await replayStep(viewer)).text, hands: await revealedHands(viewer) };
  let clicks = 0;
  let hands = start.hands;
  while (clicks < 6 && JSON.stringify(hands) === JSON.stringify(start.hands)) {
    const before = await replayStep(viewer);
    if (before.k === before.n) break;
    await viewer.getByTestId('replay-forward').click();
    await expect(viewer.getByTestId('replay-step')).not.toHaveText(before.text);
    expect((await replayStep(viewer)).k).toBe(before.k + 1);
    hands = await revealedHands(viewer);
    clicks++;
  }
  expect(hands, 'the revealed hands change as the replay goes forward').not.toEqual(start.hands);
  // And back again to where it started.
  for (let i = 0; i < clicks; i++) await viewer.getByTestId('replay-back').click();
  await expect(viewer.getByTestId('replay-step')).toHaveText(start.step);
  expect(await revealedHands(viewer)).toEqual(start.hands);
  await viewer.context().close();
});

for (const hash of ['#deal=garbage', '#replay=AAAA']) {
  test(`a malformed link (${hash}) shows an error and offers a new game`, async ({ page }) => {
    await page.goto(`./${hash}`);
    await expect(page.getByTestId('error')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('error')).toContainText(/\S/);
    // The offer: a start button right there, or the new game dialog.
    const start = page.getByTestId('start-game');
    if (!(await start.isVisible())) await page.getByTestId('new-game').click();
    await start.click();
    await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('error')).toBeHidden();
  });
}
