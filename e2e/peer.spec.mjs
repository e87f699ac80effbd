// The online table between browsers (web/net/): two browser contexts link through the
// manual signaling as two people would (the host copies the invite link to the guest,
// the guest its reply code back), with no STUN (one machine: host candidates only).
import { test, expect, freshPage } from './table.mjs';

// A host page with the invite screen open for `players` seats (every other seat a friend), no STUN.
async function hostPage(browser, baseURL, { players = 2, lang = 'es' } = {}) {
  const page = await freshPage(browser, baseURL, { locale: lang });
  await page.addInitScript(() => localStorage.setItem('baza.stun', ''));
  await page.goto('./');
  await page.waitForFunction(() => document.body.dataset.engine !== 'loading');
  await page.getByTestId('header-new-game').or(page.getByTestId('quick-start')).first().waitFor();
  await page.evaluate(() => document.querySelector('[data-cmd=new-game]')?.click());
  await page.getByTestId('ng-friends').click();
  await expect(page.getByTestId('net-host')).toBeVisible();
  return page;
}

async function guestPage(browser, baseURL, link, { lang = 'es' } = {}) {
  const page = await freshPage(browser, baseURL, { locale: lang });
  await page.addInitScript(() => localStorage.setItem('baza.stun', ''));
  await page.goto(link);
  await expect(page.getByTestId('net-answer-code')).not.toHaveValue('');
  return page;
}

// Links the host's seat to a new guest page, as people do: link over, reply code back.
async function link(browser, baseURL, host, seat) {
  const invite = await host.getByTestId(`net-link-${seat}`).inputValue();
  expect(invite).toMatch(/#join=[A-Za-z0-9_-]+$/);
  const guest = await guestPage(browser, baseURL, invite);
  const answer = await guest.getByTestId('net-answer-code').inputValue();
  await host.getByTestId(`net-answer-${seat}`).fill(answer);
  await host.getByTestId(`net-connect-${seat}`).click();
  await expect(host.getByTestId(`net-status-${seat}`)).toHaveAttribute('data-status', 'connected');
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
