// The online table between browsers (web/net/): browser contexts link through the
// manual signaling as people would (the host copies the invite link to the guest, the
// guest its reply code back), with no STUN (one machine: host candidates only), and
// play whole deals of Guiñote. Each guest's data channel is recorded and checked for
// any card of another seat; forged messages are refused; a guest reloads and rejoins.
import { test, expect, freshPage, setSpeed, state, nextStop, playOne } from './table.mjs';
import { autoplay, stopAutoplay, movesOf, guestLeaks, startedHand, seatOf } from './netPlay.mjs';

const noStun = () => localStorage.setItem('baza.stun', '');

// A host page with the invite screen open: Guiñote for `players`, one deal, every other seat a
// friend; `before(page)` fills the host's form (names, timeout) before the invites are made.
async function hostPage(browser, baseURL, players, before = async () => {}) {
  const page = await freshPage(browser, baseURL);
  await page.addInitScript(noStun);
  await page.goto('./');
  await setSpeed(page, 0);
  await page.getByTestId('quick-start').waitFor();
  await page.getByTestId('new-game').click();
  await page.locator('[data-field=players] label', { has: page.locator(`input[value="${players}"]`) }).click();
  await page.locator('#opt-length').selectOption('deal');
  await page.getByTestId('ng-friends').click();
  await before(page);
  await page.getByTestId('net-make-invites').click();
  return page;
}

// A camera and a BarcodeDetector that reads window.__qrCode, for a browser without them (Chromium on Linux).
const stubScanner = () => {
  window.BarcodeDetector = class {
    static async getSupportedFormats() { return ['qr_code']; }
    async detect() { return window.__qrCode ? [{ rawValue: window.__qrCode }] : []; }
  };
  navigator.mediaDevices.getUserMedia = async () => document.createElement('canvas').captureStream();
};

// Links the host's seat to a guest page (a new one, or `again`), as people do: link over, reply
// code back (pasted, or `scan`: its QR code shown to the host's camera).
async function link(browser, baseURL, host, seat, again = null, { scan = false } = {}) {
  const invite = await host.getByTestId(`net-link-${seat}`).inputValue();
  expect(invite).toMatch(/#join=[A-Za-z0-9_-]+$/);
  let guest = again;
  if (!guest) {
    guest = await freshPage(browser, baseURL);
    await guest.addInitScript(noStun);
  }
  await guest.goto(invite);
  await setSpeed(guest, 0);
  const answer = await guest.getByTestId('net-answer-code');
  await expect(answer).not.toHaveValue('');
  if (scan) {
    await host.getByTestId(`net-scan-${seat}`).click(); // the host's camera looks at the guest's QR code
    await expect(host.locator('.net__video')).toBeVisible();
    await host.evaluate((code) => { window.__qrCode = code; }, await answer.inputValue());
  } else {
    await host.getByTestId(`net-answer-${seat}`).fill(await answer.inputValue());
    await host.getByTestId(`net-connect-${seat}`).click();
  }
  await expect(guest.getByTestId('net-guest-status')).toHaveAttribute('data-status', 'connected');
  return guest;
}

// The human to move plays the first card it may (a page whose turn it is), and the table moves on.
async function playCard(pages) {
  const before = await movesOf(pages[0]);
  let mover = null;
  await expect.poll(async () => {
    for (const page of pages) if (await page.evaluate(() => document.body.dataset.humanTurn === 'true')) mover = page;
    return Boolean(mover);
  }).toBe(true);
  await mover.locator('[data-testid=hand] button[data-card]:not([aria-disabled="true"])').first().click();
  await expect.poll(() => movesOf(pages[0])).toBeGreaterThan(before);
}
const summaryShown = (page) => expect(page.getByTestId('deal-summary')).toBeVisible({ timeout: 60_000 });

// Sends raw text on the guest's data channel; the host's refusal code.
async function forge(guest, text) {
  const before = await guest.evaluate(() => window.__bazaNet.received.length);
  await guest.evaluate((t) => window.__bazaNet.channels.at(-1).send(t), text);
  const handle = await guest.waitForFunction((n) => window.__bazaNet.received.slice(n).map((x) => JSON.parse(x)).find((m) => m.t === 'error'), before);
  return (await handle.jsonValue()).code;
}

test('a bad invite link is refused in the guest\'s language', async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL, { locale: 'ca-ES' });
  await page.goto('./#join=AQQwTjYr');
  await expect(page.getByTestId('net-guest-error')).toHaveText('Aquest codi no és vàlid: comprova que s’ha copiat sencer.');
  await page.context().close();
});

test('host and guest play a whole deal: bad codes and forged actions refused, a reloaded guest rejoins its seat, a gone host said in words', async ({ browser, baseURL }) => {
  const host = await hostPage(browser, baseURL, 2, async (page) => {
    await page.getByTestId('net-name-0').fill('Ana');
    await page.getByTestId('net-name-1').fill('Ben');
    await page.getByTestId('net-name-1').press('Tab');
    await page.getByTestId('net-timeout').selectOption('60'); // a bot plays for whoever takes over 60 s
    await page.evaluate(stubScanner);
  });
  // Garbage, and the invite itself pasted as the reply: refused in words, the invite still waiting.
  await host.getByTestId('net-answer-1').fill('not a code at all');
  await host.getByTestId('net-connect-1').click();
  await expect(host.getByTestId('net-answer-error-1')).toHaveText('Este código no es válido: comprueba que se copió entero.');
  const invite = await host.getByTestId('net-link-1').inputValue();
  await host.getByTestId('net-answer-1').fill(invite.split('#join=')[1]);
  await host.getByTestId('net-connect-1').click();
  await expect(host.getByTestId('net-answer-error-1')).toContainText('invitación, no un código de respuesta');
  await expect(host.getByTestId('net-status-1')).toHaveAttribute('data-status', 'waiting');

  let guest = await link(browser, baseURL, host, 1, null, { scan: true });
  await expect(host.getByTestId('net-host')).toBeHidden(); // every friend here: the table starts
  await expect(guest.getByTestId('net-guest')).toBeHidden();
  await expect.poll(async () => (await state(host)).hand.length).toBeGreaterThan(0);

  // Forged: the host's card, a made-up card, a huge message, another person's field.
  const hostCard = (await state(host)).hand[0];
  expect(await forge(guest, JSON.stringify({ t: 'act', action: hostCard }))).toMatch(/^(not-your-turn|illegal-action)$/);
  expect(await forge(guest, JSON.stringify({ t: 'act', action: '99x' }))).toMatch(/^(not-your-turn|illegal-action)$/);
  expect(await forge(guest, 'x'.repeat(5000))).toBe('too-big');
  expect(await forge(guest, JSON.stringify({ t: 'act', action: hostCard, person: 0 }))).toBe('not-your-seat');

  // Manners: the host's names on both tables, who is connected; the host's timeout said to the guest.
  await expect(host.locator('.seat[data-pos="top"] .plate__name')).toHaveText('Ben');
  await expect(guest.locator('.seat[data-pos="top"] .plate__name')).toHaveText('Ana');
  await expect(guest.locator('.seat[data-pos="top"] .plate__level')).toHaveText(/^(conectado|pensando)$/);
  await expect(guest.getByTestId('notice')).toHaveText(/Si alguien tarda 60 s, juega un bot por él/); // said once, on a phone too
  await expect(guest.getByTestId('open-replay')).toHaveAttribute('aria-disabled', 'true'); // no replay (it shows every hand) before the end
  // No reaction during the first trick; after it (the winner to lead) each page may send one, by keyboard.
  await expect(guest.locator('[data-cmd=react][data-kind=thanks]')).toHaveCount(0);
  await playCard([host, guest]);
  await expect(guest.locator('[data-cmd=react][data-kind=thanks]')).toHaveCount(0); // a card on the table
  await playCard([host, guest]);
  await guest.locator('[data-cmd=react][data-kind=thanks]').focus();
  await guest.keyboard.press('Enter');
  await expect(host.locator('.seat[data-pos="top"] .bubble')).toHaveText('Gracias');
  await expect(guest.locator('[data-cmd=react][data-kind=thanks]')).toHaveCount(0); // one a pause
  await expect(host.locator('[data-cmd=react][data-kind=nice]')).toBeVisible();

  // A few moves, then the guest reloads and comes back through the fresh invite the host's page shows.
  await autoplay(host);
  await autoplay(guest);
  await expect.poll(() => movesOf(host)).toBeGreaterThanOrEqual(6);
  const seatBefore = await seatOf(guest);
  await guest.reload();
  await expect(host.getByTestId('net-link-1')).toBeVisible({ timeout: 20_000 });
  guest = await link(browser, baseURL, host, 1, guest);
  expect(await seatOf(guest)).toBe(seatBefore);
  await expect(host.getByTestId('net-host')).toBeHidden();
  await autoplay(guest);

  await summaryShown(host);
  await summaryShown(guest);
  expect(await guestLeaks(guest)).toEqual([]);
  // The end is a pause too: a reaction from under the guest's summary shows under the host's.
  await guest.getByTestId('summary-reactions').locator('[data-kind=wow]').click();
  await expect(host.locator('.summary-reactions__said')).toHaveText(/^Ben: /);
  await expect(guest.getByTestId('summary-reactions').locator('[data-kind=wow]')).toHaveCount(0); // one a pause
  // After the deal the guest gets the replay codes (never before) and opens the review.
  const received = await guest.evaluate(() => window.__bazaNet.received);
  const endAt = received.findIndex((x) => JSON.parse(x).t === 'end');
  const { replay } = JSON.parse(received[endAt]);
  expect(replay).toMatch(/^[A-Za-z0-9_-]{12,}$/);
  expect(received.slice(0, endAt).filter((x) => x.includes(replay) || /"(replay|share|seed)"/.test(x))).toEqual([]);
  await guest.getByTestId('copy-replay-link').click();
  await expect(guest.getByTestId('share-url')).toHaveValue(new RegExp(`#replay=${replay}$`));
  await guest.locator('.panel--summary [data-cmd=open-replay]').click();
  const mySeat = await seatOf(guest);
  await expect(guest.locator('.rseat[data-pos="bottom"] .rseat__hand')).toHaveAttribute('data-testid', `replay-hand-${mySeat}`); // seen from the guest's seat
  await guest.getByTestId('replay-review').click();
  await expect(guest.getByTestId('review-accuracy').locator('li').first()).toBeVisible({ timeout: 30_000 });
  await host.context().close(); // the host leaves: the guest is told in words
  await expect(guest.getByTestId('net-guest-status')).toHaveText(/El anfitrión se ha ido/, { timeout: 20_000 });
  // "Play from here" in that replay: the guest's own seat, on this page's engine, and its cards play.
  await stopAutoplay(guest);
  await guest.getByTestId('net-guest').getByRole('button', { name: 'Cerrar' }).click();
  await guest.getByTestId('replay-review').click(); // the review closes
  const stepBefore = await guest.getByTestId('replay-step').textContent();
  await guest.getByTestId('replay-trick').selectOption('3');
  await expect(guest.getByTestId('replay-step')).not.toHaveText(stepBefore);
  // On to the guest's own turn: a trick's winner may sing before the cards are drawn, so
  // a step where a bot is to act can show the hands before a draw the live game then makes.
  const mine = guest.locator('.rseat[data-pos="bottom"]');
  while (!(await mine.evaluate((seat) => seat.classList.contains('is-turn')))) {
    const step = await guest.getByTestId('replay-step').textContent();
    await guest.getByTestId('replay-forward').click();
    await expect(guest.getByTestId('replay-step')).not.toHaveText(step);
  }
  const seen = await guest.getByTestId(`replay-hand-${mySeat}`).locator('[data-card]').evaluateAll((cards) => cards.map((c) => c.dataset.card).sort());
  await guest.getByTestId('replay-from-here').click();
  await expect(guest.getByTestId('replay')).toBeHidden();
  await expect.poll(() => guest.evaluate(() => window.__bazaDebug.state().game.humanSeat), { timeout: 30_000 }).toBe(mySeat);
  await expect.poll(async () => [...(await state(guest)).hand].sort()).toEqual(seen); // drawn on the next frame
  expect(await nextStop(guest)).toBe('human');
  await playOne(guest);
  await guest.context().close();
});

test('four browsers (a host and three guests) play a whole deal; no guest ever holds another seat\'s card', async ({ browser, baseURL }) => {
  const host = await hostPage(browser, baseURL, 4);
  await expect(host.getByTestId('net-paste').first()).toHaveText(/no lee QR con la cámara/); // no BarcodeDetector here: paste
  await expect(host.getByTestId('net-scan-1')).toHaveCount(0);
  const guests = [];
  for (const seat of [1, 2, 3]) guests.push(await link(browser, baseURL, host, seat));
  await expect(host.getByTestId('net-host')).toBeHidden();
  for (const page of [host, ...guests]) await autoplay(page);
  for (const page of [host, ...guests]) await summaryShown(page);
  for (const guest of guests) expect(await guestLeaks(guest)).toEqual([]);
  for (const page of [host, ...guests]) await page.context().close();
});

test('a host who reloads resumes the table from its save; the guest comes back to its seat', async ({ browser, baseURL }) => {
  const host = await hostPage(browser, baseURL, 2);
  const guest = await link(browser, baseURL, host, 1);
  await expect(host.getByTestId('net-host')).toBeHidden();
  const hand = await startedHand(host);
  await host.reload();
  await setSpeed(host, 0);
  await host.getByRole('button', { name: 'Reanudar la mesa' }).click();
  await host.getByTestId('net-make-invites').click();
  await link(browser, baseURL, host, 1, guest);
  await expect(host.getByTestId('net-host')).toBeHidden();
  await expect.poll(() => host.evaluate(() => window.__bazaDebug.state().game?.obs.hand)).toEqual(hand); // the same deal
  const welcomes = await guest.evaluate(() => window.__bazaNet.received.filter((x) => x.includes('"welcome"')).map((x) => JSON.parse(x).seat));
  expect(welcomes).toEqual([1, 1]); // seated twice, in the same seat (its token)
  await host.context().close();
  await guest.context().close();
});
