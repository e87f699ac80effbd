// Opening a deal costs one round trip to the engine worker: a new game, a #deal= link
// and a saved game resumed after a reload each send one request (a batch: start or
// load, the human's observation, the codes) before the table shows and the bots play.
import { test, expect, setSpeed, HAND_CARD } from './table.mjs';

// Installed before the page's scripts: every request any worker is sent, in order.
function recordRequests() {
  const Original = window.Worker;
  window.__requests = [];
  window.Worker = class extends Original {
    postMessage(message, ...rest) {
      if (message && message.method) window.__requests.push(message.method === 'batch' ? `batch(${message.args[0].map((s) => s.method).join(',')})` : message.method);
      return super.postMessage(message, ...rest);
    }
  };
}

const requests = (page) => page.evaluate(() => window.__requests.slice());

// The requests sent from `from` on, up to the first move of a bot (or the end).
async function opening(page, from) {
  const all = (await requests(page)).slice(from);
  const bot = all.findIndex((m) => m === 'botMove');
  return bot < 0 ? all : all.slice(0, bot);
}

// Waits until the table shows the new hand and the bots have been asked (or it is the human's turn).
async function settled(page, from) {
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction((n) => window.__requests.length > n && (window.__requests.slice(n).includes('botMove') || document.body.dataset.humanTurn === 'true'), from);
}

for (const game of ['guinote', 'whist', 'belote']) {
  test(`${game}: a new game, a #deal= link and a resumed save each open in one round trip`, async ({ page }) => {
    await page.addInitScript(recordRequests);
    await page.goto('./');
    await setSpeed(page, 1000); // the bots wait: nothing else is asked meanwhile
    await page.locator('label', { has: page.getByTestId(`welcome-game-${game}`) }).click();
    let from = (await requests(page)).length;
    await page.getByTestId('quick-start').click();
    await settled(page, from);
    expect(await opening(page, from)).toEqual(['batch(start,observe,codes)']);

    const share = await page.evaluate(() => window.__bazaDebug.state().game.codes.share);
    from = (await requests(page)).length;
    await page.evaluate((code) => { location.hash = `#deal=${code}`; }, share);
    // The link's deal is open once the page clears its hash (the previous game's hand and
    // turn may still show until then); a reload before that would open the link again.
    await page.waitForFunction(() => !location.hash);
    await settled(page, from);
    expect(await opening(page, from)).toEqual(['batch(load,rewind,observe,codes)']);

    await page.reload();
    await setSpeed(page, 1000);
    await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
    const boot = await requests(page); // lockSeat, games and version come once per page, then the save opens
    expect(boot.filter((m) => !['lockSeat', 'games', 'version', 'botMove'].includes(m))).toEqual(['batch(load,observe,codes)']);
  });
}
