// The Whist dealer's turned trump stays in his hand, face up, until he plays it: on a
// side seat it must show whole, not under the seat's name plate (which covers the top
// of that seat's stack), on a desktop and on a phone.
import { test, expect, openTable } from './table.mjs';

const DEALER_RIGHT = '#deal=AQECAwAAVdk'; // Whist, seed 3: the first dealer is the human's right-hand rival, the 9 of hearts turned

for (const [width, height] of [[1280, 720], [390, 844]]) {
  test(`${width}x${height}: the dealer's face-up trump on a side seat is not under his plate`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openTable(page, DEALER_RIGHT);
    const seat = page.locator('.seat[data-pos="right"]');
    const card = seat.locator('.card--known');
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('data-card', '9H');
    const [c, p] = await Promise.all([card.boundingBox(), seat.locator('.plate').boundingBox()]);
    const overlap = Math.max(0, Math.min(c.y + c.height, p.y + p.height) - Math.max(c.y, p.y))
      * Math.max(0, Math.min(c.x + c.width, p.x + p.width) - Math.max(c.x, p.x));
    expect(overlap).toBe(0);
    if (width === 1280) await page.screenshot({ path: 'docs/screenshot-whist.png' }); // the README's
  });
}
