// The page in Spanish, Catalan and English: the ES · CA · EN switch changes every text
// at once and is remembered (also by the tutorial and the rules page); ?lang= or the
// browser's language picks the first one; cards are named in each language; and a
// trick can be played with the keyboard alone.
import { test, expect, openTable, nextStop, freshPage, setSpeed, HAND_CARD } from './table.mjs';
import { es } from '../web/i18n/es.js';
import { ca } from '../web/i18n/ca.js';
import { en } from '../web/i18n/en.js';

const TABLES = { es, ca, en };

// "As de oros", "As d’ors", "Ace of coins" for '1o', from the page's own tables.
function cardName(lang, id) {
  const [, rank, suit] = /^(\d+)([oceb])$/.exec(id);
  const table = TABLES[lang];
  return table['card.name'].replace('{rank}', table[`rank.${rank}`]).replace('{of}', table[`suit.of.${suit}`]);
}

const newGameLabel = (page) => page.getByTestId('new-game').locator('.btn__label');

test('the switch changes the language at once and it is remembered, also by the tutorial and the rules', async ({ page }) => {
  await openTable(page);
  expect(await nextStop(page)).toBe('human');
  await expect(newGameLabel(page)).toHaveText(es['header.newGame']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const hand = await page.locator(HAND_CARD).evaluateAll((cards) => cards.map((c) => c.dataset.card));
  for (const lang of ['ca', 'en', 'es']) {
    const button = page.getByTestId('lang-switch').locator(`[data-lang="${lang}"]`);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(newGameLabel(page)).toHaveText(TABLES[lang]['header.newGame']);
    await expect(page.getByTestId('turn')).toHaveText(TABLES[lang]['turn.you']);
    await expect(page.locator('.side--stats .side__title')).toHaveText(TABLES[lang]['stats.title']);
    await expect(page.locator('#live')).toHaveText(TABLES[lang]['live.lang']);
    // Every card of the hand has its name in this language.
    for (const card of hand) {
      await expect(page.getByRole('button', { name: cardName(lang, card), exact: true })).toHaveAttribute('data-card', card);
    }
  }

  await page.getByTestId('lang-switch').locator('[data-lang="ca"]').click();
  await expect(newGameLabel(page)).toHaveText(ca['header.newGame']);
  expect(await page.evaluate(() => localStorage.getItem('baza.lang'))).toBe('ca');
  await page.reload();
  await expect(newGameLabel(page)).toHaveText(ca['header.newGame']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page.locator(HAND_CARD).first()).toHaveAccessibleName(/(d’|de )(ors|copes|espases|bastos)$/);

  await page.goto('tutorial.html');
  await expect(page.locator('h1')).toHaveText('Aprèn a jugar al guinyot');
  await page.goto('rules.html');
  await expect(page.locator('h1')).toHaveText('Les regles del guinyot');
  // A language picked in the tutorial is the game's too.
  await page.goto('tutorial.html');
  await page.getByTestId('lang').selectOption('en');
  await expect(page.locator('h1')).toHaveText('Learn to play Guiñote');
  await page.goto('./');
  await expect(newGameLabel(page)).toHaveText(en['header.newGame']);
});

test('?lang= and the browser\'s language choose the first language', async ({ browser, baseURL }) => {
  const catalan = await freshPage(browser, baseURL, { locale: 'ca-ES' });
  await catalan.goto('./');
  await expect(catalan.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(newGameLabel(catalan)).toHaveText(ca['header.newGame']);
  await expect(catalan.getByTestId('quick-start')).toHaveText(ca['welcome.play'], { timeout: 30_000 });
  await expect(catalan.getByTestId('lang-switch').locator('[data-lang="ca"]')).toHaveAttribute('aria-pressed', 'true');
  await catalan.context().close();

  const german = await freshPage(browser, baseURL, { locale: 'de-DE' });
  await german.goto('./');
  await expect(german.locator('html')).toHaveAttribute('lang', 'es');
  await german.goto('./?lang=en');
  await expect(german.locator('html')).toHaveAttribute('lang', 'en');
  await expect(newGameLabel(german)).toHaveText(en['header.newGame']);
  await expect(german).toHaveTitle(en['app.title']);
  // The switch keeps the address's ?lang= in step, so a reload keeps the choice.
  await german.getByTestId('lang-switch').locator('[data-lang="ca"]').click();
  await expect(german).toHaveURL(/\?lang=ca/);
  await german.reload();
  await expect(newGameLabel(german)).toHaveText(ca['header.newGame']);
  await german.context().close();
});

test('the engine\'s reasons and the option help texts are translated', async ({ page }) => {
  await page.goto('./?lang=en');
  await setSpeed(page, 0);
  await page.getByTestId('new-game').click();
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#opt-strict_table-help')).toHaveText(en['option.strict_table.help']);
  await expect(dialog.locator('#ng-title')).toHaveText(en['newGame.title']);
  await dialog.getByTestId('start-game').click();
  await expect(page.locator(HAND_CARD).first()).toBeVisible({ timeout: 30_000 });
  expect(await nextStop(page)).toBe('human');
  const reasons = Object.keys(en).filter((k) => k.startsWith('reason.')).map((k) => en[k]);
  const titles = await page.locator(`${HAND_CARD}[aria-disabled="true"]`).evaluateAll((cards) => cards.map((c) => c.title));
  for (const title of titles) expect(reasons.some((r) => title.endsWith(`: ${r}`)), title).toBe(true);
});

test('a whole trick with the keyboard alone, from the page load', async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL, { locale: 'es-ES' });
  await page.goto('./');
  await setSpeed(page, 0); // the bots' pause (a test hook, not a key press)
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    return a ? { testid: a.dataset.testid || '', card: a.dataset.card || '', action: a.dataset.action || '',
      legal: a.classList.contains('is-legal'), disabled: a.getAttribute('aria-disabled') === 'true' } : null;
  });
  async function tabTo(accept, what, max = 60) {
    for (let i = 0; i < max; i++) {
      const f = await focused();
      if (f && accept(f)) return f;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${what}`);
  }

  await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
  await tabTo((f) => f.testid === 'quick-start', 'the play button');
  await page.keyboard.press('Enter');

  // Until the human has played a card: the focus comes to the first playable control.
  let played = null;
  for (let moves = 0; !played && moves < 12; moves++) {
    expect(await nextStop(page)).toBe('human');
    const f = await tabTo((x) => (x.card && x.legal) || (x.action && !x.disabled), 'a playable card or action');
    if (f.card) {
      // The arrows move along the hand; Home comes back to the first card.
      const first = await page.locator(HAND_CARD).first().getAttribute('data-card');
      await page.keyboard.press('Home');
      expect((await focused()).card).toBe(first);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      expect((await focused()).card).toBe(first);
      const g = await tabTo((x) => x.card && x.legal, 'a playable card');
      played = g.card;
    }
    await page.keyboard.press('Enter');
    if (played) await expect(page.locator(`${HAND_CARD}[data-card="${played}"]`)).toHaveCount(0);
  }
  expect(played, 'a card was played').not.toBeNull();
  // The trick is complete and collected: the last trick holds the card played.
  await expect.poll(() => page.evaluate(() => {
    const g = window.__bazaDebug.state().game;
    return (g.obs.lastTrick?.cards || []).map((x) => x.card);
  }), { timeout: 30_000 }).toContain(played);
  await page.context().close();
});
