// Whatever another version, an extension or a hand-edited devtools session left in the
// page's localStorage, the page boots, opens its panels and deals, with no uncaught error:
// every key the site reads holds the same garbage at once (a JSON error, a number, a list,
// an object of the wrong shape).
import { test, expect, freshPage, state, HAND_CARD } from './table.mjs';

const KEYS = [
  'baza.daily.v1', 'baza.fourColour', 'baza.game', 'baza.game.gjunk1', 'baza.lang', 'baza.onlineTable',
  'baza.onlineTable.broken', 'baza.publicSeats', 'baza.save.broken', 'baza.save.v1', 'baza.sort.guinote',
  'baza.sort.whist', 'baza.sort.belote', 'baza.sound', 'baza.speed', 'baza.stats.v1', 'baza.stun', 'baza.tabs',
  'baza.trackers', 'baza.trickStay', 'baza.tutorial.v1', 'baza.undo',
];
const GARBAGE = {
  'not JSON': '{"version": 1,',
  'a number': '42',
  'a list': '[1, "x", null]',
  'the wrong shape': '{"version": 2, "days": [], "games": {"guinote": "x"}, "done": 7, "id": 5, "seats": "x", "1": 3}',
};

for (const [what, value] of Object.entries(GARBAGE)) {
  test(`every stored key holding ${what}: the page still boots, opens its panels and deals`, async ({ browser, baseURL }) => {
    const page = await freshPage(browser, baseURL);
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.context().addInitScript(([keys, v]) => {
      if (sessionStorage.getItem('garbage')) return; // once: the page may write its own values after
      for (const key of keys) localStorage.setItem(key, v);
      sessionStorage.setItem('garbage', '1');
    }, [KEYS, value]);
    await page.goto('./');
    const welcome = page.getByTestId('quick-start');
    await expect(welcome).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('baza.stun'))).toBe(value); // seeded before the page read it
    // The daily deal's panel reads its history, the saved games' list every save; the
    // statistics are drawn at boot.
    for (const [button, panel] of [['open-daily', 'daily'], ['open-games', 'games']]) {
      await page.getByTestId(button).click();
      await expect(page.getByTestId(panel)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(panel)).toBeHidden();
    }
    await welcome.click();
    await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
    expect((await state(page)).error).toBeNull(); // no error notice either
    await page.goto('./tutorial.html');
    await expect(page.locator('main')).toBeVisible();
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
