// What the online-table e2e specs need (peer.spec.mjs, publicSignal.spec.mjs): a page that
// plays its own seat, its move count, and the check of everything a guest received.
import { expect } from './table.mjs';
import { checkNoHiddenCard } from './hiddenCards.mjs';

// The page plays its own seat by itself, in the page (no round trip a move): the first
// legal card, else pass / sing / exchange before anything else; until stopAutoplay().
export const autoplay = (page) => page.evaluate(() => {
  const rank = (a) => (a === 'pass' ? 0 : a.startsWith('sing') ? 1 : a === 'exchange' ? 2 : 3);
  window.__autoplay = setInterval(() => {
    if (document.body.dataset.humanTurn !== 'true') return;
    const card = document.querySelector('[data-testid=hand] button[data-card]:not([aria-disabled="true"])');
    if (card) return card.click();
    const actions = [...document.querySelectorAll('[data-action]:not([disabled]):not([aria-disabled="true"])')]
      .filter((b) => b.checkVisibility() && !b.dataset.action.startsWith('claim'));
    actions.sort((a, b) => rank(a.dataset.action) - rank(b.dataset.action));
    if (actions[0]) actions[0].click();
  }, 40);
});
export const stopAutoplay = (page) => page.evaluate(() => clearInterval(window.__autoplay));
// The host's hand once its table has started: the game is set up just after the last seat
// is linked (the invite panel hides first), so it is waited for.
export async function startedHand(page) {
  await expect.poll(() => page.evaluate(() => Boolean(window.__bazaDebug.state().game?.obs)), { timeout: 30_000 }).toBe(true);
  return page.evaluate(() => window.__bazaDebug.state().game.obs.hand);
}
// The seat the host's welcome gave this page. The welcome may still be on its way when the
// link is made (after a reload too): wait for it rather than read a missing message.
export async function seatOf(page) {
  const welcome = await page.waitForFunction(() => window.__bazaNet?.received.find((x) => x.includes('"welcome"')));
  return JSON.parse(await welcome.jsonValue()).seat;
}
export const movesOf = (page) => page.evaluate(() => window.__bazaDebug.state().game?.obs.moves ?? -1);

// Every message a guest's page received on its data channel, checked as the page's own
// worker messages are (e2e/hiddenCards.mjs): observations of its own seat only, no card
// before the guest's own view showed it. Its seat goes first in seatOfPerson.
export async function guestLeaks(guest) {
  const received = await guest.evaluate(() => window.__bazaNet.received);
  expect(received.length).toBeGreaterThan(10);
  let seat = null;
  const messages = [];
  for (const text of received) {
    const m = JSON.parse(text);
    if (m.t === 'welcome') seat = m.seat;
    if (m.t !== 'obs') { messages.push(JSON.stringify(m)); continue; }
    expect(m.obs.player, 'an observation of the guest\'s own seat').toBe(seat);
    const order = m.obs.seatOfPerson.slice();
    const mine = order.indexOf(seat);
    [order[0], order[mine]] = [order[mine], order[0]];
    messages.push(JSON.stringify({ ...m.obs, seatOfPerson: order }));
  }
  return checkNoHiddenCard(messages);
}
