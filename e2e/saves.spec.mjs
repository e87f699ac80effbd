// Nothing lost: an unfinished game survives links and new games (a list to resume
// from), one tab plays a game at a time, a failed save is said in words, and the
// earlier pages' single save comes along.
import { test, expect, openTable, freshPage, setSpeed, nextStop, playMoves, state, copiedLink, HAND_CARD } from './table.mjs';

// The replay code of the game on the table (the share box may still hold an older link).
const tableCode = (page) => page.evaluate(() => window.__bazaDebug.state().game?.codes.replay ?? null);

const savedGames = (page) => page.evaluate(() => Object.keys(localStorage)
  .filter((k) => k.startsWith('baza.game.'))
  .map((k) => JSON.parse(localStorage.getItem(k))));

// Opens the "Partidas" list and resumes the game whose replay code is `code`.
async function resumeFromList(page, code) {
  const games = await savedGames(page);
  const target = games.find((g) => g.code === code);
  expect(target, 'the game is in the store').toBeTruthy();
  await page.getByTestId('open-games').click();
  const row = page.locator(`[data-testid=saved-game][data-id="${target.id}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId('resume-game').click();
  await expect(page.getByTestId('games')).toBeHidden();
  expect(await nextStop(page)).toBe('human');
}

for (const way of ['link', 'hashchange', 'replay-own']) {
  test(`a game in progress survives a deal opened by ${way}, and is resumed from the list`, async ({ page }) => {
    await openTable(page);
    await playMoves(page, 2);
    const before = { code: await tableCode(page), hand: (await state(page)).hand };
    const deal = new URL(await copiedLink(page, 'deal')).hash;

    if (way === 'link') await page.goto(`./${deal}`);
    else if (way === 'hashchange') await page.evaluate((h) => { location.hash = h; }, deal);
    else {
      // Another match's replay (seed 7, one move): the one on the table would first ask to abandon it.
      await page.goto(`./#replay=AQEBBwABAuQA`);
      await expect(page.getByTestId('replay')).toBeVisible({ timeout: 30_000 });
      await page.getByTestId('replay-own').click();
    }
    await setSpeed(page, 0);
    await expect.poll(async () => (await savedGames(page)).length, { timeout: 30_000 }).toBe(2);
    expect(await nextStop(page)).toBe('human');
    await expect.poll(() => tableCode(page), { message: 'the link\'s deal is on the table' }).not.toBe(before.code);

    expect((await savedGames(page)).some((g) => g.code === before.code && g.status === 'live'), 'the first game is kept').toBe(true);
    await resumeFromList(page, before.code);
    await expect.poll(() => tableCode(page)).toBe(before.code);
    await expect.poll(async () => (await state(page)).hand).toEqual(before.hand);
  });
}

test('deleting an unfinished game asks first', async ({ page }) => {
  await openTable(page);
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await expect.poll(async () => (await savedGames(page)).length, { timeout: 30_000 }).toBe(2);
  await page.getByTestId('open-games').click();
  const rows = page.getByTestId('saved-game');
  await expect(rows).toHaveCount(2);
  const deletable = rows.filter({ has: page.getByTestId('delete-game') });
  await expect(deletable).toHaveCount(1); // the game on the table has no delete button
  const other = page.locator(`[data-testid=saved-game][data-id="${await deletable.getAttribute('data-id')}"]`);
  await other.getByTestId('delete-game').click();
  await expect(other).toContainText('¿Borrar esta partida sin terminar?');
  await other.getByTestId('cancel-delete').click();
  expect((await savedGames(page)).length).toBe(2);
  await other.getByTestId('delete-game').click();
  await other.getByTestId('confirm-delete').click();
  await expect(rows).toHaveCount(1);
  expect((await savedGames(page)).length).toBe(1);
});

for (const mode of ['Web Locks', 'no Web Locks (BroadcastChannel)', 'no Web Locks, no BroadcastChannel (storage)']) {
  test(`two tabs on one game, ${mode}: the second says so, takes it over, the first stops`, async ({ browser, baseURL }) => {
    const first = await freshPage(browser, baseURL);
    const context = first.context();
    if (mode !== 'Web Locks') {
      await context.addInitScript((noChannel) => {
        Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
        if (noChannel) delete window.BroadcastChannel;
      }, mode.includes('storage'));
    }
    await openTable(first);
    await playMoves(first, 2);
    const started = await first.evaluate(() => window.__bazaDebug.state().stats.guinote.gamesStarted);
    const second = await context.newPage();
    await second.goto('./');
    await setSpeed(second, 0);
    if (mode.includes('storage')) {
      // Nobody to ask: the second tab resumes, and the first hears it through storage.
      await expect(second.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
    } else {
      await expect(second.getByTestId('notice')).toContainText('abierta en otra pestaña', { timeout: 30_000 });
      await expect(second.locator(HAND_CARD)).toHaveCount(0);
      await second.locator('[data-testid=notice] [data-cmd=take-over]').click();
    }
    expect(await nextStop(second)).toBe('human');
    await expect(first.getByTestId('notice')).toContainText('Otra pestaña ha tomado esta partida');
    await expect(first.locator(`${HAND_CARD}:not([aria-disabled="true"])`)).toHaveCount(0);

    await playMoves(second, 2);
    const newer = await tableCode(second);
    await first.waitForTimeout(500); // anything the first tab would still write
    const games = await first.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('baza.game.')).map((k) => JSON.parse(localStorage.getItem(k))));
    expect(games.length).toBe(1);
    expect(games[0].code, 'the newest progress stays').toBe(newer);
    const stats = await second.evaluate(() => window.__bazaDebug.state().stats.guinote.gamesStarted);
    expect(stats, 'taking a game over is not a new game').toBe(started);

    // And back: the first tab takes it again and carries on from the newest progress.
    await first.locator('[data-testid=notice] [data-cmd=take-over]').click();
    expect(await nextStop(first)).toBe('human');
    await expect.poll(() => tableCode(first)).toBe(newer);
    await expect(second.getByTestId('notice')).toContainText('Otra pestaña ha tomado esta partida');
    await context.close();
  });
}

test('a full storage is said in words, and the game goes on', async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (String(key).startsWith('baza.game.')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await openTable(page);
  await expect(page.getByTestId('error')).toContainText('el almacenamiento del navegador está lleno');
  await page.locator('[data-testid=error] [data-cmd=dismiss-notice]').click();
  await playMoves(page, 1);
  await expect(page.getByTestId('error'), 'said again at the next failed save').toContainText('almacenamiento');
  expect((await state(page)).engine).not.toBe('failed');
});

test('the earlier pages\' single save is moved into the list and resumed', async ({ page, browser, baseURL }) => {
  await openTable(page);
  await playMoves(page, 2);
  const code = await tableCode(page);
  const hand = (await state(page)).hand;

  const old = await freshPage(browser, baseURL);
  await old.goto('./');
  await expect(old.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
  await old.evaluate((c) => {
    localStorage.clear();
    localStorage.setItem('baza.save.v1', JSON.stringify({ version: 1, code: c, levels: ['human', 'hard', 'hard', 'hard'], savedAt: new Date().toISOString() }));
  }, code);
  await old.reload();
  await setSpeed(old, 0);
  expect(await nextStop(old)).toBe('human');
  expect((await state(old)).hand).toEqual(hand);
  expect(await tableCode(old)).toBe(code);
  const keys = await old.evaluate(() => Object.keys(localStorage));
  expect(keys).not.toContain('baza.save.v1');
  const games = await savedGames(old);
  expect(games.length).toBe(1);
  expect(games[0]).toMatchObject({ code, game: 'guinote', players: 4, status: 'live', codeVersion: 2, engine: '0.1.0' });
  await old.getByTestId('open-games').click();
  await expect(old.getByTestId('saved-game')).toContainText('Guiñote');
  await old.context().close();
});

test('a save from a newer version is kept and reported; a hostile one is set aside in words', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
  const newer = JSON.stringify({ version: 9, id: 'gnewer1', savedAt: '2030-01-01T00:00:00.000Z' });
  await page.evaluate((v) => localStorage.setItem('baza.game.gnewer1', v), newer);
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('versión más nueva', { timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('baza.game.gnewer1'))).toBe(newer);
  await page.getByTestId('welcome-games').click();
  await expect(page.getByTestId('saved-game')).toContainText('De una versión más nueva');
  await expect(page.getByTestId('resume-game')).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('baza.game.gbad001', '{"version":2,"id":"gbad001","code":"<script>"}'));
  await page.reload();
  await expect(page.getByTestId('error')).toContainText('No se pudo recuperar la partida guardada', { timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('baza.save.broken'))).toContain('gbad001');
  expect(await page.evaluate(() => localStorage.getItem('baza.game.gnewer1'))).toBe(newer);
});

test('a saved table with friends that does not read is set aside in words; a good one is offered back', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
  const broken = '{"v":1,"game":"guinote","seats":"everyone"}';
  await page.evaluate((v) => localStorage.setItem('baza.onlineTable', v), broken);
  await page.reload();
  await expect(page.getByTestId('error')).toContainText('mesa con amigos guardada', { timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('baza.onlineTable'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('baza.onlineTable.broken'))).toBe(broken);

  const good = { v: 1, game: 'guinote', options: 'players=2', seed: '7', code: '', seats: ['person', 'bot'], names: ['Ana', 'Bot'], tokens: [null, null], timeoutSeconds: null, botLevel: 'hard' };
  await page.evaluate((v) => localStorage.setItem('baza.onlineTable', v), JSON.stringify(good));
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('mesa con amigos', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Reanudar la mesa' })).toBeVisible();
});

test('with the store full of unfinished games, a new game asks which to delete, then starts', async ({ page }) => {
  await openTable(page);
  const first = await tableCode(page);
  const [firstId] = (await savedGames(page)).map((g) => g.id);
  await page.evaluate(() => { // seven more unfinished games, older than the one on the table
    const [key] = Object.keys(localStorage).filter((k) => k.startsWith('baza.game.'));
    const entry = JSON.parse(localStorage.getItem(key));
    for (let i = 0; i < 7; i++) {
      const id = `gfull${i}aa`;
      localStorage.setItem(`baza.game.${id}`, JSON.stringify({ ...entry, id, savedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }));
    }
  });
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('games-note')).toContainText('Ya guardas 8 partidas sin terminar');
  expect((await savedGames(page)).length, 'nothing was dropped').toBe(8);
  const row = page.locator('[data-testid=saved-game][data-id=gfull0aa]');
  await row.getByTestId('delete-game').click();
  await row.getByTestId('confirm-delete').click();
  await expect(page.getByTestId('games')).toBeHidden();
  await setSpeed(page, 0);
  const newGame = async () => (await savedGames(page)).filter((g) => g.id !== firstId && !g.id.startsWith('gfull')).length;
  await expect.poll(newGame, { timeout: 30_000 }).toBe(1);
  expect((await savedGames(page)).map((g) => g.id)).not.toContain('gfull0aa');
  await expect.poll(() => tableCode(page), { message: 'the new game is on the table' }).not.toBe(first);
  expect((await savedGames(page)).length).toBe(8);
  expect((await savedGames(page)).some((g) => g.id === firstId && g.status === 'live'), 'the first game is kept').toBe(true);
});

test('disabled storage is said in words, and the game can still be played', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
  });
  await page.goto('./');
  await setSpeed(page, 0);
  await expect(page.getByTestId('error')).toContainText('este navegador no deja guardar datos', { timeout: 30_000 });
  await page.getByTestId('quick-start').click();
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('error'), 'said again for the game that starts unsaved').toContainText('no deja guardar datos');
  await playMoves(page, 1);
  expect((await state(page)).engine).not.toBe('failed');
});
