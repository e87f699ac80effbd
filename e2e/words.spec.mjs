// Issue 12 item 8: every message the player can meet is in the player's language. After
// a bad link and a bad save, the Spanish and Catalan pages say what went wrong in their
// own words (the error's code, app/errors.js); the engine's English detail is folded
// away, marked lang="en", and opens on demand.
import { test, expect } from './table.mjs';
import { es } from '../web/i18n/es.js';
import { ca } from '../web/i18n/ca.js';

const TABLES = { es, ca };
// Words of the engine's and the page's English details that no es/ca sentence holds.
const ENGLISH = /\b(the|code|is|not|damaged|checksum|JSON|incomplete|truncated|engine|unknown|invalid|error|failed|save|bad)\b/i;

// The error banner's visible text (a closed <details> hides its content from innerText).
const shown = (page) => page.getByTestId('error').evaluate((el) => el.innerText);

for (const lang of ['es', 'ca']) {
  const words = TABLES[lang];

  test(`${lang}: a bad link and a hash of someone else's say why in ${lang}, the English only folded away`, async ({ page }) => {
    await page.goto(`./?lang=${lang}#deal=AQABBQAAAA`); // a deal code with a wrong checksum
    await expect(page.getByTestId('error')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('error-why')).toHaveText(words['why.code-damaged']);
    expect(await shown(page)).not.toMatch(ENGLISH);
    const detail = page.getByTestId('error-detail');
    await expect(detail.locator('summary')).toHaveText(words['notice.technical']);
    await detail.locator('summary').click();
    await expect(detail.locator('[lang=en]')).toContainText('checksum');

    await page.goto(`./?lang=${lang}#replay=AQEB`); // cut short
    await expect(page.getByTestId('error-why')).toHaveText(words['why.code-truncated'], { timeout: 30_000 });
    expect(await shown(page)).not.toMatch(ENGLISH);

    await page.goto(`./?lang=${lang}#not-a-baza-link`);
    await expect(page.getByTestId('error-why')).toHaveText(words['why.link-not-ours'], { timeout: 30_000 });
    expect(await shown(page)).not.toMatch(ENGLISH);
  });

  test(`${lang}: a bad save says why in ${lang}`, async ({ page }) => {
    await page.goto(`./?lang=${lang}`);
    await expect(page.getByTestId('quick-start')).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => localStorage.setItem('baza.game.gbroken1', 'not JSON {'));
    await page.reload();
    await expect(page.getByTestId('error-why')).toHaveText(words['why.save-unreadable'], { timeout: 30_000 });
    expect(await shown(page)).not.toMatch(ENGLISH);

    // A save whose fields are fine but whose code the engine refuses (cut short).
    const now = new Date().toISOString();
    const save = { version: 2, id: 'gbroken2', code: 'AQEBAQ', levels: ['human', 'hard'], game: 'guinote', players: 2, deal: 1,
      score: [0, 0], status: 'live', rev: 1, engine: '0.1.0', codeVersion: 1, startedAt: now, savedAt: now };
    await page.evaluate((v) => localStorage.setItem('baza.game.gbroken2', v), JSON.stringify(save));
    await page.reload();
    await expect(page.getByTestId('error-why')).toHaveText(words['why.save-damaged'], { timeout: 30_000 });
    expect(await shown(page)).not.toMatch(ENGLISH);
  });
}
