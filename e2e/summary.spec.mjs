// Summaries on a phone: an end-of-deal and the end-of-match panel fit at 320 and 390 px
// without sideways scrolling, in each game and player count; the end of a match lists
// every deal and who won; "Revancha" deals a new match with the same players and
// options and another seed.
import { loadEngine } from '../web/engine/engine.js';
import { test, expect, copiedLink, setSpeed, HAND_CARD } from './table.mjs';
import { startWith, toSummary } from './matches.mjs';
import { nearEnds, resumeSave } from './fixtures/nearEnd.mjs';

// How the summary sits at the current width: the page's and the panel's sideways
// overflow (px), the elements of the panel that stick out of it, and its edges.
function overflow(page) {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-testid=deal-summary]');
    const box = panel.getBoundingClientRect();
    const inner = { left: box.left + panel.clientLeft, right: box.left + panel.clientLeft + panel.clientWidth }; // without a scrollbar
    const doc = document.scrollingElement;
    const out = [...panel.querySelectorAll('*')].filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && (r.right > inner.right + 0.5 || r.left < inner.left - 0.5);
    }).map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.textContent.slice(0, 24)}`);
    return { page: doc.scrollWidth - doc.clientWidth, panel: panel.scrollWidth - panel.clientWidth, out, inView: box.left >= 0 && box.right <= innerWidth };
  });
}

// The summary on the table fits a 320 and a 390 px phone (then the desktop again, where the cards are clicked).
async function expectFits(page, what) {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 700 });
    await expect.poll(() => overflow(page), { message: `${what} at ${width} px` })
      .toEqual({ page: 0, panel: 0, out: [], inView: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

// A match of several deals per game, with the widest tables (three players: three columns).
// Each is resumed from a save a few moves before the end of its first deal, then of the
// match (fixtures/nearEnd.mjs): the summaries are the page's own, without playing whole matches.
const MATCHES = [
  ['guinote', { players: 3, partidas_per_coto: 2, cotos_per_match: 1 }],
  ['whist', { players: 4, game_points: 9, length: 'game' }], // tricks over six make at most 7: two deals at least
  ['belote', { players: 3, target: 501 }],
];
for (const [game, options] of MATCHES) {
  test(`${game}: a summary between deals and the last of a match fit a 320 and a 390 px phone, the last lists each deal`, async ({ page }) => {
    const { firstDeal, lastDeal, deals } = await nearEnds(game, options);
    expect(deals).toBeGreaterThan(1);
    await resumeSave(page, firstDeal);
    await setSpeed(page, 0);
    await toSummary(page);
    await expect(page.getByTestId('continue')).toBeVisible(); // the match goes on
    await expectFits(page, `${game}, end of deal 1`);

    await resumeSave(page, lastDeal);
    await setSpeed(page, 0);
    await toSummary(page);
    await expect(page.getByTestId('continue')).toBeHidden();
    await expectFits(page, `${game}, end of the match`);
    const summary = page.getByTestId('deal-summary');
    await expect(summary.locator('.sumhist__deal')).toHaveCount(deals); // one row per deal played
    await expect(summary.locator('.panel__title')).toHaveText(/ganado|Victoria/);
    await expect(summary.locator('.sumhist__outcome').first()).toBeVisible(); // what a deal decided
    await expect(summary.getByTestId('rematch')).toHaveText('Revancha');
  });
}

// The other player counts, one deal each: the end of the match fits too.
const ONE_DEAL = [['guinote', 2], ['guinote', 4], ['whist', 3], ['belote', 2], ['belote', 4]];
test('the end of a one-deal match fits a phone in every other player count', async ({ page }) => {
  for (const [game, players] of ONE_DEAL) {
    const { lastDeal } = await nearEnds(game, { players, length: 'deal' });
    await resumeSave(page, lastDeal);
    await setSpeed(page, 0);
    await toSummary(page);
    await expect(page.getByTestId('continue')).toBeHidden();
    await expectFits(page, `${game} with ${players}`);
    await expect(page.getByTestId('deal-summary').locator('.sumhist__deal')).toHaveCount(1);
  }
});

// "Revancha": one click deals a new match of the same game, options and bots, with another seed.
test('Revancha starts a new match with the same options and players and another seed', async ({ page }) => {
  await startWith(page, 'guinote', { players: 2, cards: 48, length: 'deal' }, 'easy');
  const before = new URL(await copiedLink(page, 'deal')).hash.slice('#deal='.length);
  await toSummary(page);
  await expect(page.getByTestId('continue')).toBeHidden();
  await expect(page.getByTestId('rematch')).toBeFocused(); // the keyboard's one press
  await page.getByTestId('rematch').click();
  await expect(page.getByTestId('deal-summary')).toBeHidden();
  await expect(page.locator(HAND_CARD).first()).toBeVisible();
  await page.getByTestId('share-url').evaluate((input) => { input.value = ''; }); // the box still shows the last match's link
  const after = new URL(await copiedLink(page, 'deal')).hash.slice('#deal='.length);
  expect(after).not.toBe(before);

  const engine = await loadEngine();
  const dealt = (code) => (engine.load(code).ok ? engine.reveal() : null); // the deal the code stands for
  const [a, b] = [dealt(before), dealt(after)];
  expect(a.ok && b.ok).toBe(true);
  expect(b.game).toBe('guinote');
  expect(b.options).toEqual(a.options); // players=2 cards=48 length=deal …
  expect(b.deal).toBe(1);
  expect(JSON.stringify(b.hands)).not.toBe(JSON.stringify(a.hands)); // another seed deals other cards
  // The same players: both saved games (the one over, the new one) have the bots asked for.
  const saves = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('baza.game.'))
    .map((k) => JSON.parse(localStorage.getItem(k))));
  expect(saves.map((x) => x.status).sort()).toEqual(['live', 'over']);
  for (const x of saves) expect(x.levels).toEqual(['human', 'easy']);
});
