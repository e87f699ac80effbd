// Issue 12 item 5: the hand is ordered by suit then trick strength, trumps on the left
// (the engine's order); another order picked in the settings is kept across a reload.
import { test, expect, openTable, state } from './table.mjs';

// Guiñote's trick order, strongest first (RULES.md): the test's own copy of the rule.
const GUINOTE_STRENGTH = ['1', '3', '12', '10', '11', '9', '8', '7', '6', '5', '4', '2'];
const rank = (c) => c.slice(0, -1);
const suit = (c) => c.slice(-1);
const strength = (c) => GUINOTE_STRENGTH.indexOf(rank(c));

async function trumpSuit(page) {
  return page.locator('.pile__suit').getAttribute('data-suit');
}

function expectSuitThenStrength(hand, trump) {
  const suits = hand.map(suit);
  if (suits.includes(trump)) expect(suits[0], `${hand}: trumps first`).toBe(trump);
  const runs = suits.filter((s, i) => i === 0 || suits[i - 1] !== s);
  expect(new Set(runs).size, `${hand}: each suit together`).toBe(runs.length);
  for (let i = 1; i < hand.length; i++)
    if (suit(hand[i]) === suit(hand[i - 1])) expect(strength(hand[i]), `${hand}: strongest first`).toBeGreaterThan(strength(hand[i - 1]));
}

// Trumps first, then rank by rank from the strongest.
function byStrength(hand, trump) {
  const key = (c) => [suit(c) === trump ? 0 : 1, strength(c)];
  return hand.every((c, i) => {
    if (i === 0) return true;
    const [a, b] = [key(hand[i - 1]), key(c)];
    return a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);
  });
}

test('the hand is in suit-then-strength order by default, and the order chosen survives a reload', async ({ page }) => {
  await openTable(page);
  const trump = await trumpSuit(page);
  const sort = page.getByTestId('hand-sort');
  await expect(sort).toHaveValue('suit');
  expectSuitThenStrength((await state(page)).hand, trump);

  await sort.selectOption('strength');
  await expect.poll(async () => byStrength((await state(page)).hand, trump)).toBe(true);
  const before = (await state(page)).hand;

  await page.reload();
  await expect(page.getByTestId('hand-sort')).toHaveValue('strength');
  await expect.poll(async () => (await state(page)).hand).toEqual(before);
});

test('Whist offers the bridge order, and each game keeps its own choice', async ({ page }) => {
  await openTable(page);
  await page.getByTestId('hand-sort').selectOption('strength'); // Guiñote's choice
  await page.getByTestId('new-game').click();
  await page.locator('label', { has: page.getByTestId('ng-game-whist') }).click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('brand-game')).toHaveText('Whist');
  const sort = page.getByTestId('hand-sort');
  await expect(sort).toHaveValue('suit'); // Whist's own default, not Guiñote's choice
  await expect(sort.locator('option')).toHaveText([/palo y fuerza/, /fuerza/, /alternos/, /bridge/]);
  await sort.selectOption('bridge');
  // Spades, hearts, diamonds, clubs whatever the trumps.
  const bridgeOrder = (hand) => hand.every((c, i) => i === 0 || 'SHDC'.indexOf(suit(c)) >= 'SHDC'.indexOf(suit(hand[i - 1])));
  await expect.poll(async () => bridgeOrder((await state(page)).hand)).toBe(true);
  expect(await page.evaluate(() => [localStorage.getItem('baza.sort.guinote'), localStorage.getItem('baza.sort.whist')])).toEqual(['strength', 'bridge']);
});
