// The online table between browsers (web/net/): two browser contexts link through the
// manual signaling as two people would (the host copies the invite link to the guest,
// the guest its reply code back), with no STUN (one machine: host candidates only).
import { test, expect, freshPage, setSpeed, nextStop, playOne, state } from './table.mjs';
import { checkNoHiddenCard } from './hiddenCards.mjs';

// A host page with the invite screen open for `players` seats (every other seat a friend), no STUN:
// Guiñote, one deal.
async function hostPage(browser, baseURL, { players = 2, lang = 'es' } = {}) {
  const page = await freshPage(browser, baseURL, { locale: lang });
  await page.addInitScript(() => localStorage.setItem('baza.stun', ''));
  await page.goto('./');
  await setSpeed(page, 0);
  await page.getByTestId('quick-start').waitFor();
  await page.getByTestId('new-game').click();
  await page.locator('[data-field=players] label', { has: page.locator(`input[value="${players}"]`) }).click();
  await page.locator('#opt-length').selectOption('deal');
  await page.getByTestId('ng-friends').click();
  await expect(page.getByTestId('net-host')).toBeVisible();
  return page;
}

async function guestPage(browser, baseURL, link, { lang = 'es' } = {}) {
  const page = await freshPage(browser, baseURL, { locale: lang });
  await page.addInitScript(() => localStorage.setItem('baza.stun', ''));
  await page.goto(link);
  await setSpeed(page, 0);
  await expect(page.getByTestId('net-answer-code')).not.toHaveValue('');
  return page;
}

// Links the host's seat to a new guest page (or `guest` again), as people do: link over, reply code back.
async function link(browser, baseURL, host, seat, again = null) {
  const invite = await host.getByTestId(`net-link-${seat}`).inputValue();
  expect(invite).toMatch(/#join=[A-Za-z0-9_-]+$/);
  let guest = again;
  if (guest) {
    await guest.goto(invite);
    await expect(guest.getByTestId('net-answer-code')).not.toHaveValue('');
  } else {
    guest = await guestPage(browser, baseURL, invite);
  }
  const answer = await guest.getByTestId('net-answer-code').inputValue();
  await host.getByTestId(`net-answer-${seat}`).fill(answer);
  await host.getByTestId(`net-connect-${seat}`).click();
  await expect(host.getByTestId(`net-status-${seat}`)).toHaveAttribute('data-status', /connected|thinking/);
  await expect(guest.getByTestId('net-guest-status')).toHaveAttribute('data-status', 'connected');
  return guest;
}

test('two browsers link by the invite link and the reply code, and exchange messages; bad codes are refused in words', async ({ browser, baseURL }) => {
  const host = await hostPage(browser, baseURL);
  await host.getByTestId('net-make-invites').click();
  await expect(host.getByTestId('net-link-1')).toHaveValue(/#join=/);
  // Garbage, and the invite itself pasted as a reply: refused in words, the invite still waiting.
  await host.getByTestId('net-answer-1').fill('not a code at all');
  await host.getByTestId('net-connect-1').click();
  await expect(host.getByTestId('net-answer-error-1')).toHaveText('Este código no es válido: comprueba que se copió entero.');
  const invite = await host.getByTestId('net-link-1').inputValue();
  await host.getByTestId('net-answer-1').fill(invite.split('#join=')[1]);
  await host.getByTestId('net-connect-1').click();
  await expect(host.getByTestId('net-answer-error-1')).toContainText('invitación, no un código de respuesta');
  await expect(host.getByTestId('net-status-1')).toHaveAttribute('data-status', 'waiting');

  const guest = await link(browser, baseURL, host, 1);
  await host.evaluate(() => window.__bazaNet.channels[0].send('hola desde la mesa'));
  await guest.waitForFunction(() => window.__bazaNet.received.includes('hola desde la mesa'));
  await guest.evaluate(() => window.__bazaNet.channels[0].send('hola, anfitrión'));
  await host.waitForFunction(() => window.__bazaNet.received.includes('hola, anfitrión'));

  // The guest leaves: the host sees the seat gone and gets a fresh invite for it.
  const first = await host.getByTestId('net-link-1').count();
  expect(first).toBe(0);
  await guest.context().close();
  await expect(host.getByTestId('net-link-1')).toHaveValue(/#join=/, { timeout: 20_000 });
  await host.context().close();
});

test('a guest whose host is gone is told so in words', async ({ browser, baseURL }) => {
  const host = await hostPage(browser, baseURL, { players: 2 });
  await host.getByTestId('net-make-invites').click();
  const guest = await link(browser, baseURL, host, 1);
  await host.context().close();
  await expect(guest.getByTestId('net-guest-status')).toHaveAttribute('data-status', 'gone', { timeout: 20_000 });
  await expect(guest.getByTestId('net-guest-status')).toHaveText(/El anfitrión se ha ido/);
  await guest.context().close();
});

test('a bad invite link is refused in the guest\'s language', async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL, { locale: 'ca-ES' });
  await page.goto('./#join=AQQwTjYr');
  await expect(page.getByTestId('net-guest-error')).toHaveText('Aquest codi no és vàlid: comprova que s’ha copiat sencer.');
  await page.context().close();
});

// Every message a guest's page received on its data channel, checked as the page's own
// worker messages are (e2e/hiddenCards.mjs): the guest's seat first in seatOfPerson.
async function guestLeaks(guest) {
  const received = await guest.evaluate(() => window.__bazaNet.received);
  let seat = null;
  const messages = [];
  for (const text of received) {
    const m = JSON.parse(text);
    if (m.t === 'welcome') seat = m.seat;
    if (m.t !== 'obs') { messages.push(JSON.stringify(m)); continue; }
    const obs = m.obs;
    expect(obs.player, 'an observation of the guest\'s own seat').toBe(seat);
    const order = obs.seatOfPerson.slice();
    const mine = order.indexOf(seat);
    [order[0], order[mine]] = [order[mine], order[0]];
    messages.push(JSON.stringify({ ...obs, seatOfPerson: order }));
  }
  return checkNoHiddenCard(messages);
}

// Each page plays its own seat until its deal summary shows.
async function playToEnd(pages) {
  await Promise.all(pages.map(async (page) => {
    for (let moves = 0; moves < 60; moves++) {
      const stop = await nextStop(page);
      if (stop === 'summary') return;
      if (stop !== 'human') throw new Error(`table stopped (${stop}): ${JSON.stringify(await state(page))}`);
      await playOne(page);
    }
    throw new Error('no summary');
  }));
}

// Sends raw text on the guest's data channel and waits for the host's refusal code.
async function forge(guest, text) {
  const before = await guest.evaluate(() => window.__bazaNet.received.length);
  await guest.evaluate((t) => window.__bazaNet.channels.at(-1).send(t), text);
  const handle = await guest.waitForFunction((n) => window.__bazaNet.received.slice(n).map((x) => JSON.parse(x)).find((m) => m.t === 'error'), before);
  return (await handle.jsonValue()).code;
}

test('host and guest play a whole deal; forged actions are refused; a reloaded guest rejoins its seat', async ({ browser, baseURL }) => {
  const host = await hostPage(browser, baseURL, { players: 2 });
  await host.getByTestId('net-make-invites').click();
  let guest = await link(browser, baseURL, host, 1);
  await expect(host.getByTestId('net-host')).toBeHidden(); // every friend here: the table starts
  await expect(guest.getByTestId('net-guest')).toBeHidden();
  await Promise.all([nextStop(host), nextStop(guest)]);

  // Forged: the host's card, a card of the guest's own that is not legal now, a huge message.
  const hostCard = (await state(host)).hand[0];
  expect(await forge(guest, JSON.stringify({ t: 'act', action: hostCard }))).toMatch(/not-your-turn|illegal-action/);
  expect(await forge(guest, JSON.stringify({ t: 'act', action: '99x' }))).toMatch(/not-your-turn|illegal-action/);
  expect(await forge(guest, 'x'.repeat(5000))).toBe('too-big');
  expect(await forge(guest, JSON.stringify({ t: 'act', action: hostCard, person: 0 }))).toBe('not-your-seat');

  // A few moves each, then the guest reloads and comes back through a fresh invite.
  for (let i = 0; i < 2; i++) {
    for (const page of [host, guest]) if ((await nextStop(page)) === 'human') await playOne(page);
  }
  const seatBefore = await guest.evaluate(() => JSON.parse(window.__bazaNet.received.find((x) => x.includes('"welcome"'))).seat);
  await guest.reload();
  await expect(host.getByTestId('net-link-1')).toBeVisible({ timeout: 20_000 }); // the host's page: a fresh invite for seat 1
  guest = await link(browser, baseURL, host, 1, guest);
  const seatAfter = await guest.evaluate(() => JSON.parse(window.__bazaNet.received.find((x) => x.includes('"welcome"'))).seat);
  expect(seatAfter).toBe(seatBefore);
  await expect(host.getByTestId('net-host')).toBeHidden();

  await playToEnd([host, guest]);
  expect(await guestLeaks(guest)).toEqual([]);
  await host.context().close();
  await guest.context().close();
});

test('four browsers (a host and three guests) play a whole deal; no guest ever holds another seat\'s card', async ({ browser, baseURL }) => {
  const host = await hostPage(browser, baseURL, { players: 4 });
  await host.getByTestId('net-make-invites').click();
  const guests = [];
  for (const seat of [1, 2, 3]) guests.push(await link(browser, baseURL, host, seat));
  await expect(host.getByTestId('net-host')).toBeHidden();
  await playToEnd([host, ...guests]);
  for (const guest of guests) expect(await guestLeaks(guest)).toEqual([]);
  for (const page of [host, ...guests]) await page.context().close();
});
