// A phone: the hand fits on the screen, every card can be tapped, nothing scrolls sideways.
import { test, expect, openTable, nextStop, state, HAND_CARD } from './table.mjs';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

test('on a phone the hand is visible, tappable and nothing scrolls sideways', async ({ page }) => {
  await openTable(page);
  expect(await nextStop(page)).toBe('human');

  const overflow = await page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    width: window.innerWidth,
  }));
  expect(overflow.scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(overflow.width);

  // For each card: its box inside the viewport and a point where a tap lands on it.
  const cards = await page.evaluate((selector) => [...document.querySelectorAll(selector)].map((el) => {
    const box = el.getBoundingClientRect();
    let tap = null;
    for (const fx of [0.5, 0.25, 0.1, 0.75, 0.9]) {
      for (const fy of [0.5, 0.25, 0.75]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit))) { tap = { x, y }; break; }
      }
      if (tap) break;
    }
    return { card: el.dataset.card, box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom }, tap };
  }), HAND_CARD);
  expect(cards.length).toBeGreaterThan(0);
  for (const { card, box, tap } of cards) {
    expect(box.left, `${card} left edge`).toBeGreaterThanOrEqual(-0.5);
    expect(box.top, `${card} top edge`).toBeGreaterThanOrEqual(-0.5);
    expect(box.right, `${card} right edge`).toBeLessThanOrEqual(390.5);
    expect(box.bottom, `${card} bottom edge`).toBeLessThanOrEqual(844.5);
    expect(tap, `${card} has a spot where a tap reaches it`).not.toBeNull();
  }

  const before = await state(page);
  const target = cards.find((c) => before.enabled.includes(c.card));
  await page.touchscreen.tap(target.tap.x, target.tap.y);
  await expect.poll(async () => (await state(page)).hand, { message: `tapping ${target.card} plays it` })
    .not.toContain(target.card);
  await expect(page.getByTestId('new-game')).toBeInViewport();
});
