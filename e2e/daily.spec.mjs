// The daily deal: the date decides the deal, the same on every device; the same moves
// get the same bot replies; the end shows the par and a share text (summary line, one
// emoji per trick, a replay link that opens the deal); a day still to come is never
// offered. The clock is moved to a fixed day by an init script (Date's "now" only).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadEngine } from '../web/engine/engine.js';
import { test, expect, freshPage, setSpeed, nextStop, playOne, state, HAND_CARD } from './table.mjs';

const DAY = '2026-11-26';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Moves the page's clock to noon of DAY (local time), time still flowing.
function fixClock(day) {
  const RealDate = Date;
  const offset = new RealDate(`${day}T12:00:00`).getTime() - RealDate.now();
  class FixedDate extends RealDate {
    constructor(...args) { if (args.length) super(...args); else super(RealDate.now() + offset); }
    static now() { return RealDate.now() + offset; }
  }
  window.Date = FixedDate;
}

// A page in a new context at the fixed day, opened on the welcome panel's daily panel.
async function dailyPage(browser, baseURL, options = {}) {
  const page = await freshPage(browser, baseURL, options);
  await page.addInitScript(fixClock, DAY);
  await page.goto('./');
  await setSpeed(page, 0);
  await page.getByTestId('open-daily').click();
  await expect(page.getByTestId('daily')).toBeVisible();
  return page;
}

const codes = (page) => page.evaluate(() => window.__bazaDebug.state().game.codes);

test('two devices get the same deal and the same bot replies; a day still to come is not offered', async ({ browser, baseURL }) => {
  const desk = await dailyPage(browser, baseURL);
  const phone = await dailyPage(browser, baseURL, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const date = phone.getByTestId('daily-date');
  await expect(date).toHaveValue(DAY);
  await expect(date).toHaveAttribute('max', DAY);
  await date.fill('2026-11-27'); // tomorrow: refused, today stays
  await phone.getByTestId('daily-when').click();
  await expect(date).toHaveValue(DAY);
  await expect(phone.getByTestId('daily-fair')).toContainText('puede averiguarlas');

  await desk.getByTestId('daily-play-guinote').click();
  await phone.getByTestId('daily-play-guinote').focus(); // the phone plays by keyboard
  await phone.keyboard.press('Enter');
  for (const page of [desk, phone]) await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
  expect((await codes(desk)).share).toBe((await codes(phone)).share); // the same deal
  await expect(desk.getByTestId('undo')).toBeHidden(); // never in the daily deal

  // Two moves each, the same cards: the same replies (the replay codes hold every move).
  for (let i = 0; i < 2; i++) {
    expect(await nextStop(desk)).toBe('human');
    const card = await playOne(desk);
    expect(await nextStop(phone)).toBe('human');
    const button = phone.locator(`${HAND_CARD}[data-card="${card}"]`);
    await button.focus();
    await phone.keyboard.press('Enter');
    await phone.waitForFunction((c) => !window.__e2e.state().hand.includes(c), card);
  }
  for (const page of [desk, phone]) expect(await nextStop(page)).toBe('human');
  await expect(desk.getByTestId('hint')).toBeHidden(); // no hint either: it would play the par's moves
  expect((await codes(desk)).replay).toBe((await codes(phone)).replay);
  await desk.context().close();
  await phone.context().close();
});

test('the end of the daily deal: result against the par, the share text and its replay link', async ({ browser, baseURL }) => {
  // The day's deal played by the bots up to the human's last card, as a save to resume.
  const engine = await loadEngine();
  expect(engine.startDaily('whist', DAY).ok).toBe(true);
  for (;;) {
    const obs = engine.observe(0);
    if (obs.turn === 0 && obs.hand.length === 1) break;
    expect(engine.botMove('hard').ok).toBe(true);
  }
  const code = engine.codes().replay;
  expect(engine.startDaily('whist', '2026-11-31').code).toBe('date'); // the engine refuses a day that is not one
  engine.dispose();

  const page = await freshPage(browser, baseURL, { permissions: ['clipboard-read', 'clipboard-write'], bypassCSP: true }); // bypassCSP: axe is injected inline
  const context = page.context();
  await page.addInitScript(fixClock, DAY);
  await page.addInitScript(({ code, day }) => {
    delete Navigator.prototype.share; // the clipboard path (navigator.share opens the system's sheet)
    const at = '2026-11-26T11:00:00.000Z';
    if (!localStorage.getItem('baza.game.gdaily1')) localStorage.setItem('baza.game.gdaily1', JSON.stringify({
      version: 2, id: 'gdaily1', code, levels: ['human', 'hard', 'hard', 'hard'], game: 'whist', players: 4, deal: 1,
      score: null, status: 'live', rev: 0, engine: '0.1.0', codeVersion: 1, startedAt: at, savedAt: at, daily: day,
    }));
  }, { code, day: DAY });
  await page.goto('./');
  await setSpeed(page, 0);
  expect(await nextStop(page)).toBe('human');
  await playOne(page);
  await expect(page.getByTestId('daily-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('daily-line')).toHaveText(/^Tu resultado: \d+ bazas?\. El bot difícil en tu asiento: \d+ bazas?\. Con todas las cartas vistas y juego perfecto de los dos lados, desde vuestra primera carta: \d+ bazas?\.$/, { timeout: 30_000 });
  await expect(page.locator('[data-testid=daily-row] .daily__trick')).toHaveCount(13); // one square per trick

  await page.getByTestId('daily-share').click();
  await expect(page.getByTestId('daily-note')).toHaveText(/Copiado/);
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const [line, row, link] = text.split('\n');
  expect(line).toMatch(new RegExp(`^baza · Whist · partida del día ${DAY}: \\d+ bazas? \\(bot difícil \\d+ bazas?, cartas vistas \\d+ bazas?\\)$`));
  expect(row).toMatch(/^[🟩🟥]{13}$/u);
  expect(link).toMatch(/#replay=[A-Za-z0-9_-]+$/);
  await page.getByTestId('daily').screenshot({ path: 'docs/screenshot-daily.png' });
  await page.addScriptTag({ content: AXE });
  const serious = await page.evaluate(async () => (await window.axe.run({ include: ['[data-testid=daily]'] }, { resultTypes: ['violations'] }))
    .violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`));
  expect(serious).toEqual([]);

  // A friend opens the link: the replay of that very deal.
  const friend = await freshPage(browser, baseURL);
  await friend.goto(`./${link.slice(link.indexOf('#'))}`);
  await expect(friend.getByTestId('replay')).toBeVisible({ timeout: 30_000 });
  await friend.context().close();
  // Today's deal was recorded: the panel shows it and the streak.
  await expect(page.getByTestId('daily-streak')).toHaveText('Días jugados: 1 · racha: 1 · mejor racha: 1');
  await expect(page.getByTestId('daily-games')).toContainText('Hecho:');
  await context.close();
});
