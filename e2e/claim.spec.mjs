// The claim ("¡Tengo 101!") takes a deliberate second step, by mouse and by keyboard,
// and Escape cancels it; statistics after a one-deal match of each game count the match
// the engine says the human's side won. A Guiñote game at a vueltas claim is made with
// the engine itself (web/engine/engine.js in node) and opened as the page's saved game.
import { test, expect, setSpeed, nextStop, state, playOneBidding, HAND_CARD } from './table.mjs';
import { loadEngine } from '../web/engine/engine.js';

// A Guiñote replay code (2 players, one partida, human at seat 0) stopped where seat 0
// may claim in vueltas, and has the 101 (so the claim wins the match).
async function codeAtClaim() {
  const e = await loadEngine();
  try {
    for (let seed = 1; seed < 200; ++seed) {
      e.start('guinote', { players: 2, length: 'partida' }, String(seed));
      for (let n = 0; n < 400; ++n) {
        const obs = e.observe(0);
        if (obs.terminal) break;
        if (obs.turn === 0 && obs.legal.includes('claim') && obs.scores[0].points >= 101) return e.codes().replay;
        const bot = e.botAction(obs.turn === 0 ? 'random' : 'easy'); // seat 0 plays at random: it rarely claims
        if (bot.action === 'claim') break;
        e.apply(bot.action);
      }
    }
    throw new Error('no seed reached a claim of seat 0');
  } finally {
    e.dispose();
  }
}

async function openSaved(page, code) {
  await page.goto('./');
  await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
  await page.evaluate((c) => {
    localStorage.clear();
    localStorage.setItem('baza.save.v1', JSON.stringify({ version: 1, code: c, levels: ['human', 'easy'], savedAt: new Date().toISOString() }));
  }, code);
  await page.reload();
  await setSpeed(page, 0);
  expect(await nextStop(page)).toBe('human');
}

const partidas = (page) => page.evaluate(() => window.__bazaDebug.state().game.obs.events.filter((e) => e.type === 'claim').length);

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`the claim asks to confirm, by mouse and keyboard, and Escape cancels (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await openSaved(page, await codeAtClaim());
    const ask = page.locator('[data-action="claim-ask"]');
    await expect(ask).toBeVisible();
    expect((await state(page)).actions).not.toContain('claim'); // one click cannot claim
    // "Seguir" (if offered) is not next to the claim: the claim comes last, set apart.
    await ask.click();
    await expect(page.locator('[data-action="claim"]')).toBeVisible();
    await expect(page.locator('.actions__question')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`claim-confirm-${size.width}.png`) }); // to look at
    await expect(page.locator('[data-action="claim-cancel"]')).toBeFocused(); // the safe answer has the focus
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-action="claim"]')).toHaveCount(0);
    await expect(ask).toBeVisible();
    expect(await partidas(page)).toBe(0);
    // Keyboard: Enter asks, the arrow reaches "Sí", Enter claims.
    await ask.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-action="claim-cancel"]')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('[data-action="claim"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => partidas(page)).toBe(1);
    await expect(page.getByTestId('deal-summary')).toBeVisible();
    // A right claim won the partida, which was the whole match: the statistics say so.
    const stat = (k) => page.locator(`[data-testid=stats] [data-stat=${k}] dd`);
    await expect(stat('partidasWon')).toHaveText('1');
    await expect(stat('matchesWon')).toHaveText('1');
  });
}

// New games get seeds from crypto.getRandomValues: pinned here (1, 2, …) so a run is repeatable.
async function pinSeeds(page) {
  await page.addInitScript(() => {
    let next = 1n;
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = (a) => (a instanceof BigUint64Array ? a.fill(next++) : real(a));
  });
}

async function startOneDeal(page, game) {
  await page.getByTestId('new-game').click();
  await page.locator('label', { has: page.getByTestId(`ng-game-${game}`) }).click();
  await page.locator('#opt-length').selectOption('deal');
  await page.getByTestId('start-game').click();
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
}

for (const game of ['guinote', 'whist', 'belote']) {
  test(`${game}: statistics after a one-deal match count the match won`, async ({ page }) => {
    await pinSeeds(page);
    await page.goto('./');
    await setSpeed(page, 0);
    await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
    const stat = (k) => page.locator(`[data-testid=stats] [data-stat=${k}] dd`);
    let wins = 0;
    for (let match = 1; match <= (game === 'guinote' ? 3 : 8) && wins === 0; ++match) {
      await startOneDeal(page, game);
      for (let moves = 0; ; ++moves) {
        const stop = await nextStop(page);
        if (stop === 'summary') break;
        expect(stop).toBe('human');
        expect(moves).toBeLessThan(80);
        await playOneBidding(page);
      }
      const end = await page.evaluate(() => {
        const g = window.__bazaDebug.state().game;
        return { terminal: g.obs.terminal, winner: g.obs.winner, mine: g.obs.sideOf[g.humanSeat] };
      });
      expect(end.terminal).toBe(true); // one deal is the whole match
      if (end.winner === end.mine) ++wins;
      await expect(stat('gamesStarted')).toHaveText(String(match));
      await expect(stat('matchesWon')).toHaveText(String(wins)); // the engine's verdict, counted once
    }
    // Whist and Belote: a one-deal match has a winner, and the human's side won one here.
    // Guiñote: one deal rarely brings a side to 101 (no winner then); its won match is the
    // claim test's above.
    if (game !== 'guinote') expect(wins).toBeGreaterThan(0);
  });
}
