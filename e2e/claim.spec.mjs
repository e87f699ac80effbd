// The claim ("¡Tengo 101!") takes a deliberate second step, by mouse and by keyboard,
// and Escape cancels it; statistics after a one-deal match count the match the engine
// says the human's side won. A Guiñote game at a vueltas claim is made with
// the engine itself (web/engine/engine.js in node) and opened as the page's saved game.
import { test, expect, setSpeed, nextStop, state } from './table.mjs';
import { toSummary } from './matches.mjs';
import { nearEnds, resumeSave } from './fixtures/nearEnd.mjs';
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

// Whist and Belote: a one-deal match lost, then one won, each resumed a few moves before
// its end (fixtures/nearEnd.mjs): "matches won" follows the engine's verdict, once.
// Guiñote: one deal rarely brings a side to 101; its won match is the claim test's above.
for (const game of ['whist', 'belote']) {
  test(`${game}: statistics after a one-deal match count the match won, and only a won one`, async ({ page }) => {
    const ends = {}; // seat 0 won? -> a save near the end of such a match
    for (let seed = 1; seed < 40 && Object.keys(ends).length < 2; ++seed) {
      const { lastDeal, seat0Won } = await nearEnds(game, { players: 4, length: 'deal' }, seed);
      ends[seat0Won] ??= lastDeal;
    }
    const stat = (k) => page.locator(`[data-testid=stats] [data-stat=${k}] dd`);
    for (const won of [false, true]) {
      expect(ends[won], `a seed where seat 0 ${won ? 'wins' : 'loses'}`).toBeTruthy();
      await resumeSave(page, ends[won]); // a fresh storage: the counters start at zero
      await setSpeed(page, 0);
      await toSummary(page);
      const terminal = await page.evaluate(() => window.__bazaDebug.state().game.obs.terminal);
      expect(terminal).toBe(true); // one deal is the whole match
      await expect(stat('matchesWon')).toHaveText(won ? '1' : '0'); // the engine's verdict, counted once
      if (game === 'whist') await expect(stat(won ? 'dealsWon' : 'dealsLost')).toHaveText('1'); // the end was counted
    }
  });
}
