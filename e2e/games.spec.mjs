// Whist and Belote in the page: picked on the welcome panel, a whole deal played by
// clicking (bids included), a share link deals the same hand, a reload resumes.
import { test, expect, setSpeed, nextStop, playOne, playOneBidding, state, freshPage, openTable, copiedLink, HAND_CARD } from './table.mjs';

// Opens the page and starts `game` from the welcome panel's picker, bots at full speed.
async function startGame(page, game) {
  await page.goto('./');
  await setSpeed(page, 0);
  await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
  await page.locator('label', { has: page.getByTestId(`welcome-game-${game}`) }).click();
  await expect(page.getByTestId(`welcome-game-${game}`)).toBeChecked();
  await page.getByTestId('quick-start').click();
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('brand-game')).toHaveText(game === 'whist' ? 'Whist' : /Belote|Belot/);
}

async function playWholeDeal(page) {
  const moves = [];
  for (;;) {
    const stop = await nextStop(page);
    if (stop === 'summary') return moves;
    if (stop !== 'human') throw new Error(`table stopped (${stop}): ${JSON.stringify(await state(page))}`);
    if (moves.length > 60) throw new Error(`no summary after ${moves.length} moves`);
    moves.push(await playOneBidding(page));
  }
}

test('a whole deal of Whist is played by clicking', async ({ page }) => {
  await startGame(page, 'whist');
  expect((await state(page)).hand).toHaveLength(13);
  await expect(page.getByTestId('scores')).toContainText(/Bazas|Tricks|Bases/);
  const moves = await playWholeDeal(page);
  console.log(`  whist deal: ${moves.join(' ')}`);
  expect(moves).toHaveLength(13); // one card a trick
  expect(moves.every((m) => /^[2-9TJQKA][SHDC]$/.test(m))).toBe(true);
  const summary = page.getByTestId('deal-summary');
  await expect(summary).toBeVisible();
  await expect(summary.locator('table')).toContainText(/\d/);
  await page.getByTestId('continue').click();
  await expect(summary).toBeHidden();
  await expect(page.locator(HAND_CARD)).toHaveCount(13);
});

// The engine's direction of play lays the seats out: Whist is clockwise (the next
// seat on the human's left), Belote passes to the right.
for (const [game, left, right] of [['whist', 1, 3], ['belote', 3, 1]]) {
  test(`${game}: the next player after the human sits on the ${left === 1 ? 'left' : 'right'}`, async ({ page }) => {
    await startGame(page, game);
    const seatAt = (pos) => page.locator(`.seat[data-pos="${pos}"]`);
    await expect(seatAt('left')).toHaveAttribute('data-seat', String(left));
    await expect(seatAt('top')).toHaveAttribute('data-seat', '2');
    await expect(seatAt('right')).toHaveAttribute('data-seat', String(right));
    await expect(seatAt('left').locator('.plate__name')).toHaveText(/\((izquierda|esquerra|left)\)/);
    await expect(seatAt('right').locator('.plate__name')).toHaveText(/\((derecha|dreta|right)\)/);
  });
}

test('a whole deal of Belote is played by clicking, with the bidding', async ({ page }) => {
  await startGame(page, 'belote');
  expect((await state(page)).hand).toHaveLength(5); // the first deal, before the bidding
  const moves = [];
  while (await nextStop(page) === 'human' && (await state(page)).enabled.length === 0) moves.push(await playOneBidding(page));
  await page.screenshot({ path: 'docs/screenshot-belote.png' }); // the README's: the first trick, the contract made
  moves.push(...await playWholeDeal(page));
  console.log(`  belote deal: ${moves.join(' ')}`);
  expect(moves.filter((m) => /^[789TJQKA][SHDC]$/.test(m))).toHaveLength(8); // eight tricks
  const summary = page.getByTestId('deal-summary');
  await expect(summary).toBeVisible();
  await expect(summary.locator('table')).toContainText(/\d/);
  await page.getByTestId('continue').click();
  await expect(summary).toBeHidden();
  await expect(page.locator(HAND_CARD).first()).toBeVisible();
});

test('Belote: passing in the bidding, the others take or all pass and the cards are dealt again', async ({ page }) => {
  await startGame(page, 'belote');
  let passes = 0;
  for (let i = 0; i < 40; i++) {
    const stop = await nextStop(page);
    if (stop === 'summary') break;
    expect(stop).toBe('human');
    const s = await state(page);
    if (s.actions.some((a) => a.startsWith('bid:'))) {
      await expect(page.locator('[data-action=pass]')).toHaveText(/^(Paso|Passo|Pass)$/);
      passes++;
    }
    await playOne(page); // prefers 'pass' while bidding
  }
  expect(passes).toBeGreaterThan(0);
  await expect(page.getByTestId('deal-summary')).toBeVisible(); // a redeal notice or the deal's end
  expect((await state(page)).error).toBeNull();
});

test('the game picked last is offered again', async ({ page }) => {
  await startGame(page, 'belote');
  await page.reload(); // the match resumes; the picker remembers the game
  await setSpeed(page, 0);
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('ng-game-belote')).toBeChecked();
  await expect(page.locator('[data-field=target]')).toBeVisible(); // Belote's own option
  await page.locator('label', { has: page.getByTestId('ng-game-whist') }).click();
  await expect(page.locator('[data-field=game_points]')).toBeVisible();
  await expect(page.locator('[data-field=target]')).toHaveCount(0);
  await page.getByTestId('start-game').click();
  await expect(page.locator(HAND_CARD)).toHaveCount(13);
});

for (const game of ['whist', 'belote']) {
  test(`a ${game} share link deals the same hand, and a reload resumes`, async ({ page, browser, baseURL }) => {
    await startGame(page, game);
    const hand = (await state(page)).hand;
    const url = await copiedLink(page, 'deal');
    const friend = await freshPage(browser, baseURL);
    await openTable(friend, new URL(url).hash);
    expect((await state(friend)).hand).toEqual(hand);
    await expect(friend.getByTestId('brand-game')).toHaveText(game === 'whist' ? 'Whist' : /Belote|Belot/);
    await friend.context().close();

    for (let i = 0; i < 3 && (await nextStop(page)) === 'human'; i++) await playOneBidding(page);
    expect(await nextStop(page)).toMatch(/human|summary/);
    const before = await state(page);
    const replayBefore = await copiedLink(page, 'replay');
    await page.reload();
    await setSpeed(page, 0);
    expect(await nextStop(page)).toMatch(/human|summary/);
    const after = await state(page);
    expect(after.hand).toEqual(before.hand);
    expect(after.scores).toEqual(before.scores);
    expect(await copiedLink(page, 'replay')).toBe(replayBefore);
  });
}

test('a Belote replay link opens the viewer with the French pack', async ({ page, browser, baseURL }) => {
  await startGame(page, 'belote');
  for (let i = 0; i < 3 && (await nextStop(page)) === 'human'; i++) await playOneBidding(page);
  const url = await copiedLink(page, 'replay');
  const viewer = await freshPage(browser, baseURL);
  await viewer.goto(`./${new URL(url).hash}`);
  await expect(viewer.getByTestId('replay')).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByTestId('replay-step')).toHaveText(/\d+\s*\/\s*\d+/);
  const cards = await viewer.evaluate(() => [...document.querySelectorAll('[data-testid^="replay-hand-"] [data-card]')].map((c) => c.dataset.card));
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.every((c) => /^[789TJQKA][SHDC]$/.test(c)), cards.join(' ')).toBe(true);
  await viewer.context().close();
});

test('after one visit Whist loads and plays offline', async ({ page, context }) => {
  await startGame(page, 'whist');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await setSpeed(page, 0);
  expect(await nextStop(page)).toBe('human');
  expect((await state(page)).hand.every((c) => /^[2-9TJQKA][SHDC]$/.test(c))).toBe(true);
  await playOne(page);
  expect(await nextStop(page)).toMatch(/human|summary/);
  expect((await state(page)).engine).not.toBe('failed');
});

// Five tricks are played first: a full deal's opening lead can take seconds to analyse
// on a loaded machine (a few deals in a hundred), eight cards a hand take milliseconds.
test('the Whist replay viewer shows the double-dummy tricks of each card to play', async ({ page }) => {
  await startGame(page, 'whist');
  for (let i = 0; i < 5; i++) {
    expect(await nextStop(page)).toBe('human');
    await playOne(page);
  }
  expect(await nextStop(page)).toBe('human');
  await page.getByTestId('open-replay').click(); // no analysis of the live deal: it is abandoned first
  await page.locator('[data-cmd=abandon-replay]').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  await page.locator('[data-cmd=replay-end]').click();
  await expect(page.getByTestId('replay-step')).not.toHaveText(/^0\b/);
  const toggle = page.getByTestId('replay-analysis');
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('replay-analysis-text')).toHaveText(/\d/, { timeout: 20_000 });
  const values = await page.evaluate(() => [...document.querySelectorAll('[data-testid^="replay-hand-"] [data-tricks]')].map((c) => Number(c.dataset.tricks)));
  expect(values.length).toBeGreaterThan(0); // every legal card of the seat to play
  expect(values.every((n) => n >= 0 && n <= 13)).toBe(true);
  await toggle.click();
  await expect(page.locator('[data-testid^="replay-hand-"] [data-tricks]')).toHaveCount(0);
});

// Dummy whist with the human as the dummy's player (option dummy_player = 0): he deals
// from seat 3 at the bottom and clicks the dummy's cards too (seat 1, opposite); after
// the match the dialog hands the dummy to the next player.
test('dummy whist: the human plays the dummy, then the dummy passes on', async ({ page }) => {
  await startGame(page, 'whist');
  await page.getByTestId('new-game').click();
  await expect(page.locator('[data-field=dummy_player]')).toBeHidden(); // four players: no dummy
  await page.locator('[data-field=players] label', { has: page.locator('input[value="3"]') }).click();
  await expect(page.locator('[data-field=dummy_player]')).toBeVisible();
  await page.locator('#opt-dummy_player').selectOption('0');
  await page.locator('#opt-length').selectOption('deal');
  await page.getByTestId('start-game').click();
  await expect(page.locator('.seat[data-pos="bottom"]')).toHaveAttribute('data-seat', '3');
  await expect(page.locator('.seat[data-pos="top"]')).toHaveAttribute('data-seat', '1'); // the dummy, opposite
  await expect(page.locator('.seat[data-pos="left"]')).toHaveAttribute('data-seat', '0'); // the dealer's left leads
  const playable = '[data-testid=hand] button[data-card]:not([aria-disabled="true"]), .seat[data-seat="1"] button[data-card]:not([aria-disabled="true"])';
  const moves = { own: [], dummy: [] };
  for (let i = 0; i < 40; i++) {
    const stop = await page.waitForFunction((sel) => {
      if (window.__e2e.state().summary) return 'summary';
      return document.body.dataset.humanTurn === 'true' && document.querySelector(sel) ? 'human' : false;
    }, playable, { timeout: 60_000, polling: 50 }).then((h) => h.jsonValue());
    if (stop === 'summary') break;
    const card = page.locator(playable).first();
    const dummy = await card.evaluate((el) => Boolean(el.closest('.seat[data-seat="1"]')));
    const name = await card.getAttribute('data-card');
    if (dummy && moves.dummy.length === 0) { // the dummy face up, sorted as the engine sorts it for the order chosen
      const shown = await page.locator('.seat[data-seat="1"] button[data-card]').evaluateAll((els) => els.map((el) => el.dataset.card));
      const sorted = await page.evaluate(() => {
        const s = window.__bazaDebug.state();
        const orders = s.game.obs.knownOrders[1];
        return orders[(s.prefs.sort && s.prefs.sort.whist) || Object.keys(orders)[0]];
      });
      expect(shown).toEqual(sorted);
    }
    const before = JSON.stringify(await state(page));
    await card.click(dummy ? { position: { x: 6, y: 12 } } : {}); // a dummy card by its corner index, which the next card leaves in view
    await page.waitForFunction((old) => JSON.stringify(window.__e2e.state()) !== old, before);
    (dummy ? moves.dummy : moves.own).push(name);
  }
  console.log(`  dummy whist: own ${moves.own.join(' ')} | dummy ${moves.dummy.join(' ')}`);
  expect(moves.own).toHaveLength(13);
  expect(moves.dummy).toHaveLength(13); // every dummy card was the human's click
  await expect(page.getByTestId('deal-summary')).toBeVisible();
  await page.getByTestId('new-game').click();
  await expect(page.locator('#opt-dummy_player')).toHaveValue('1'); // the next match's dummy: player 2
});

// Statistics per game: old (Guiñote) statistics stay Guiñote's; a Whist deal counts
// in Whist's own words (deals, games, rubbers).
test('the statistics are kept per game, old ones as Guiñote\'s', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => localStorage.setItem('baza.stats.v1',
    JSON.stringify({ version: 1, gamesStarted: 7, partidasWon: 5, partidasLost: 2, cotosWon: 1, matchesWon: 1 })));
  await startGame(page, 'whist');
  const stat = (k) => page.locator(`[data-testid=stats] [data-stat=${k}] dd`);
  await expect(page.locator('[data-testid=stats] [data-stat=cotosWon]')).toHaveCount(0);
  await expect(stat('gamesStarted')).toHaveText('1');
  await expect(page.locator('[data-testid=stats] [data-stat=dealsWon] dt')).toHaveText(/Manos ganadas|Mans guanyades|Deals won/);
  await playWholeDeal(page);
  const won = Number(await stat('dealsWon').textContent()) + Number(await stat('dealsLost').textContent());
  expect(won).toBe(1); // the deal just played, won by one side
  await page.getByTestId('continue').click();
  await page.getByTestId('new-game').click();
  await page.locator('label', { has: page.getByTestId('ng-game-guinote') }).click();
  await page.getByTestId('start-game').click();
  await expect(stat('cotosWon')).toHaveText('1');
  await expect(stat('gamesStarted')).toHaveText('8'); // the old seven and this one
});
