// Game records (docs/RECORDS.md): a pasted PBN and a pasted Guiñote record open in the
// replay viewer; a broken record gets the error with its line, in the player's language.
import { test, expect, openTable } from './table.mjs';

// Each hand one suit; clubs trumps, so West (who deals: the Play tag leads on his left) wins.
const PBN = '[Event "elsewhere"]\n[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\n'
  + '[Contract "1C"]\n[Play "N"]\nSA HA DA CA\n*\n';
const GUINOTE = '[Game "guinote"]\n[Seed "1"]\n\n{deal 1}\n1e 11e 7c 5e pass\n'; // docs/CLI.md's seed-1 moves
const BROKEN = '[Game "guinote"]\n[Seed "1"]\n\n1e 11e\n7c zz\n';

async function paste(page, text) {
  await page.getByTestId('open-games').click();
  const box = page.getByTestId('record-box');
  if (!(await box.evaluate((d) => d.open))) await box.locator('summary').click();
  await page.getByTestId('record-text').fill(text);
  await page.getByTestId('record-open').click();
}

test('pasted records open in the replay viewer; a broken one says its line', async ({ page }) => {
  await openTable(page);
  for (const [record, moves] of [[PBN, 4], [GUINOTE, 5]]) {
    await paste(page, record);
    await expect(page.getByTestId('replay')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('replay-step')).toHaveText(new RegExp(`/\\s*${moves}\\b`));
    await page.locator('[data-cmd="close-replay"]').click();
    await expect(page.getByTestId('replay')).toBeHidden();
  }
  await paste(page, BROKEN);
  const error = page.getByTestId('error');
  await expect(error).toBeVisible();
  await expect(error).toContainText(/5\D+4/); // line 5, column 4 (the words are the player's language)
  await expect(page.getByTestId('replay')).toBeHidden();
});
