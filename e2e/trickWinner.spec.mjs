// Issue 12 item 1: while a finished trick stays on the table the bar names its winner,
// the winning card is ringed and each card carries the seat that played it; the same
// in the replay viewer. The winner is the engine's (its trick event, its lastTrick).
import { test, expect, openTable, setSpeed, nextStop, HAND_CARD } from './table.mjs';

const TRICK = '[data-testid=trick]';

// Plays the human's cards, bots slow enough that a finished trick is held, until one is.
async function holdATrick(page) {
  await setSpeed(page, 1200); // a finished trick stays 2.6 s
  for (let i = 0; i < 20; i++) {
    if (await page.locator(`${TRICK}[data-won]`).count()) return;
    const playable = page.locator(`${HAND_CARD}:not([aria-disabled="true"])`).first();
    if (await page.evaluate(() => document.body.dataset.humanTurn === 'true') && await playable.count()) await playable.click();
    await page.waitForTimeout(100);
  }
  await expect(page.locator(`${TRICK}[data-won]`)).toBeVisible();
}

for (const phone of [false, true]) {
  test.describe(phone ? 'phone' : 'desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a finished trick names its winner, rings the winning card and tags every card with its seat', async ({ page }) => {
      await openTable(page);
      await holdATrick(page);
      const held = await page.evaluate((sel) => {
        const cards = [...document.querySelectorAll(`${sel} [data-card]`)];
        const vw = window.innerWidth;
        return {
          turn: document.querySelector('[data-testid=turn]').textContent,
          cards: cards.map((c) => ({ card: c.dataset.card, who: c.dataset.who, winner: c.classList.contains('is-winner'), label: c.getAttribute('aria-label') })),
          tagsInside: cards.every((c) => {
            const r = c.getBoundingClientRect();
            return r.left >= 0 && r.right <= vw && getComputedStyle(c, '::after').content.includes(c.dataset.who);
          }),
        };
      }, TRICK);
      expect(held.cards).toHaveLength(4);
      expect(held.cards.filter((c) => c.winner)).toHaveLength(1);
      expect(held.tagsInside, 'every seat tag drawn, on screen').toBe(true);
      for (const c of held.cards) expect(c.who, c.card).toMatch(/^(Tú|Compañero|Rival)$/);
      const win = held.cards.find((c) => c.winner);
      expect(win.label).toContain('gana la baza');
      expect(held.turn).toMatch(win.who === 'Tú' ? /^Baza para ti$/ : /^Baza para (Compañero|Rival \((derecha|izquierda)\))$/);
      await page.screenshot({ path: phone ? 'docs/screenshot-phone.png' : 'docs/screenshot-table.png' }); // the README's

      // Once collected, the engine's last trick names the same winner's card.
      await setSpeed(page, 0);
      await expect(page.locator(`${TRICK}[data-won]`)).toHaveCount(0);
      expect(await nextStop(page)).toBe('human');
      await page.getByTestId('last-trick').click();
      await expect(page.locator('.lasttrick__card.is-winner [data-card]')).toHaveAttribute('data-card', win.card);
    });
  });
}

test('the replay viewer holds each finished trick with its winner ringed and named', async ({ page }) => {
  await openTable(page);
  await holdATrick(page);
  await setSpeed(page, 0);
  expect(await nextStop(page)).toBe('human');
  await page.getByTestId('open-replay').click();
  await page.locator('[data-cmd=abandon-replay]').click(); // the live match is given up for its replay
  const replay = page.getByTestId('replay');
  await expect(replay).toBeVisible();
  const step = page.getByTestId('replay-step');
  await expect(step).toHaveText(/^\s*0\s*\//);
  // The hands are in the engine's suit-then-strength order there too: each suit together, the 2 its last card.
  const hand = await replay.getByTestId('replay-hand-0').locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
  const suits = hand.map((c) => c.slice(-1));
  expect(new Set(suits).size, `${hand}`).toBe(suits.filter((x, i) => i === 0 || suits[i - 1] !== x).length);
  for (let i = 1; i < hand.length; i++) if (suits[i] === suits[i - 1]) expect(hand[i - 1].slice(0, -1), `${hand}`).not.toBe('2');
  const trick = replay.locator('.trick--replay[data-won]');
  for (let k = 1; k <= 8; k++) {
    await page.getByTestId('replay-forward').click();
    await expect(step).toHaveText(new RegExp(`^\\s*${k}\\s*/`)); // one step at a time
    await page.waitForTimeout(200); // drawn
    if (await trick.count()) break;
  }
  await expect(trick).toBeVisible();
  await expect(trick.locator('[data-card]')).toHaveCount(4);
  await expect(trick.locator('.is-winner')).toHaveCount(1);
  await expect(replay.locator('.replay__last')).toContainText(/gana la baza|Ganas la baza/);
  // One step back, the trick is not finished: no winner yet.
  await page.getByTestId('replay-back').click();
  await expect(trick).toHaveCount(0);
  await expect(replay.locator('.trick--replay .is-winner')).toHaveCount(0);
});
