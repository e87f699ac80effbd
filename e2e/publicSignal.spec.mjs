// The invite through a public network (web/net/publicSignal.js), tested offline against
// a local stand-in of the public WebTorrent trackers (e2e/localTracker.mjs) that the page
// is pointed at by its trackers setting (localStorage baza.trackers). A host and a guest
// link with one link and no reply code, play Guiñote past the first trick, the guest
// reloads, takes its seat back and plays on, and the host leaving is said in words. Everything the
// stand-in relayed is checked: only the tracker protocol's fields, the WebRTC offers and
// answers encrypted, never the seed (nor, so, any card: no table message goes there).
import { test, expect, freshPage, setSpeed } from './table.mjs';
import { autoplay, movesOf, guestLeaks, startedHand, seatOf } from './netPlay.mjs';
import { startTracker } from './localTracker.mjs';

const TRACKER_FIELDS = new Set(['action', 'info_hash', 'peer_id', 'numwant', 'offers', 'answer', 'offer_id', 'to_peer_id', 'left', 'event', 'uploaded', 'downloaded']);
const ENCRYPTED = /^[A-Za-z0-9_-]{60,}$/; // publicSignal.js's AES-GCM box: the iv and the ciphertext, base64url

// A fresh page pointed at the stand-in, with no STUN. Its CSP lets the page reach the real
// trackers only (wss://, web/net/publicSignal.test.mjs checks the list): bypassed here for ws://127.0.0.1.
async function settingsPage(browser, baseURL, tracker) {
  const page = await freshPage(browser, baseURL, { bypassCSP: true });
  await page.addInitScript((url) => { localStorage.setItem('baza.stun', ''); localStorage.setItem('baza.trackers', url); }, tracker.url);
  return page;
}

// A host's two-player Guiñote table (one deal) and its guest, linked through the stand-in.
async function linkedTable(browser, baseURL, tracker) {
  const host = await settingsPage(browser, baseURL, tracker);
  await host.goto('./');
  await setSpeed(host, 0);
  await host.getByTestId('quick-start').waitFor();
  await host.getByTestId('new-game').click();
  await host.locator('[data-field=players] label', { has: host.locator('input[value="2"]') }).click();
  await host.locator('#opt-length').selectOption('deal');
  await host.getByTestId('ng-friends').click();
  await expect(host.getByTestId('net-way-manual')).toBeChecked(); // the manual codes stay the default
  await host.getByTestId('net-way-public').check();
  await host.getByTestId('net-make-invites').click();
  await expect(host.getByTestId('net-answer-1')).toHaveCount(0); // no reply code to paste
  const invite = await host.getByTestId('net-link-1').inputValue();
  expect(invite).toMatch(/#join=p\.[A-Za-z0-9_-]{44}$/);

  const guest = await settingsPage(browser, baseURL, tracker);
  await guest.goto(invite);
  await setSpeed(guest, 0);
  await expect(guest.getByTestId('net-guest-status')).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });
  await expect(host.getByTestId('net-host')).toBeHidden(); // every friend here: the table starts
  return { host, guest };
}

test('through a (local stand-in) public network: one link, no reply code; a reloaded guest back in its seat; the network saw nothing of the game', async ({ browser, baseURL }) => {
  const tracker = await startTracker();
  try {
    const { host, guest } = await linkedTable(browser, baseURL, tracker);
    const seed = await host.evaluate(() => JSON.parse(localStorage.getItem('baza.onlineTable')).seed);
    expect(seed).toMatch(/^\d+$/);

    await autoplay(host);
    await autoplay(guest);
    await expect.poll(() => movesOf(host)).toBeGreaterThanOrEqual(4); // past the first trick
    const seatBefore = await seatOf(guest);
    await guest.reload(); // the link stays in the address: the same room, its token the same seat
    await setSpeed(guest, 0);
    await expect(guest.getByTestId('net-guest-status')).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });
    expect(await seatOf(guest)).toBe(seatBefore);
    const movesBack = await movesOf(host);
    await autoplay(guest);
    await expect.poll(() => movesOf(host)).toBeGreaterThanOrEqual(movesBack + 4); // the guest plays on (a whole deal: e2e/peer.spec.mjs)
    expect(await guestLeaks(guest)).toEqual([]);

    // What the public network saw: tracker announces only, every offer and answer encrypted, never the seed.
    const seen = tracker.relayed.map((text) => JSON.parse(text));
    const boxes = seen.flatMap((m) => [...(m.offers || []).map((o) => o.offer.sdp), ...(m.answer ? [m.answer.sdp] : [])]);
    expect(seen.some((m) => m.answer), 'an answer went through the stand-in').toBe(true);
    for (const m of seen) expect(Object.keys(m).filter((k) => !TRACKER_FIELDS.has(k))).toEqual([]);
    for (const box of boxes) expect(box).toMatch(ENCRYPTED);
    for (const text of tracker.relayed) expect(text).not.toContain(seed);

    await host.close({ runBeforeUnload: true }); // the host closes its tab: the guest is told in words
    await host.context().close();
    await expect(guest.getByTestId('net-guest-status')).toHaveText(/El anfitrión se ha ido/, { timeout: 20_000 });
    await guest.context().close();
  } finally {
    await tracker.close();
  }
});

test('through the public network, a host who reloads resumes the table in the same room; the guest comes back to its seat by itself', async ({ browser, baseURL }) => {
  const tracker = await startTracker();
  try {
    const { host, guest } = await linkedTable(browser, baseURL, tracker);
    const hand = await startedHand(host);
    await host.reload();
    await setSpeed(host, 0);
    await host.getByRole('button', { name: 'Reanudar la mesa' }).click();
    await expect(host.getByTestId('net-way-public')).toBeChecked(); // the save kept the seat's room
    await host.getByTestId('net-make-invites').click();
    await expect(host.getByTestId('net-host')).toBeHidden({ timeout: 30_000 }); // the guest is back: the table goes on
    await expect.poll(() => host.evaluate(() => window.__bazaDebug.state().game?.obs.hand)).toEqual(hand); // the same deal
    await expect.poll(() => guest.evaluate(() => window.__bazaNet.received.filter((x) => x.includes('"welcome"')).map((x) => JSON.parse(x).seat)))
      .toEqual([1]); // the guest's page, reloaded on the host's return, seated again in seat 1 (its token)
    await expect.poll(() => guest.evaluate(() => window.__bazaDebug.state().game?.obs.hand?.length ?? 0)).toBeGreaterThan(0);
    await host.context().close();
    await guest.context().close();
  } finally {
    await tracker.close();
  }
});

test('when no tracker can be reached (offline) the invite says so in words', async ({ browser, baseURL }) => {
  const host = await freshPage(browser, baseURL, { locale: 'en-GB', bypassCSP: true });
  await host.addInitScript(() => localStorage.setItem('baza.trackers', 'ws://127.0.0.1:9')); // the discard port: nothing listens
  await host.goto('./');
  await host.getByTestId('quick-start').waitFor();
  await host.getByTestId('new-game').click();
  await host.getByTestId('ng-friends').click();
  await host.getByTestId('net-way-public').check();
  await host.getByTestId('net-make-invites').click();
  await expect(host.getByTestId('net-answer-error-1')).toHaveText('The public network is not available now (offline?): use the link with a reply code.');
  await host.context().close();
});
