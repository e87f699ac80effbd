// Coming back: a reload resumes the game; after one visit the page plays offline.
import { test, expect, openTable, setSpeed, nextStop, playMoves, playOne, state, copiedLink } from './table.mjs';

test('a reload resumes the game where it was', async ({ page }) => {
  await openTable(page);
  await playMoves(page, 3);
  const before = await state(page);
  expect(before.hand.length).toBeGreaterThan(0);
  const replayBefore = await copiedLink(page, 'replay'); // every move so far
  await page.reload();
  await setSpeed(page, 0);
  expect(await nextStop(page)).toBe('human');
  const after = await state(page);
  expect(after.hand).toEqual(before.hand);
  expect(after.enabled).toEqual(before.enabled);
  expect(after.scores).toEqual(before.scores);
  expect(after.trick).toEqual(before.trick);
  expect(await copiedLink(page, 'replay'), 'the same moves after the reload').toBe(replayBefore);
});

test('after one visit the game loads and plays offline', async ({ page, context }) => {
  await openTable(page);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker controls the page').toBe(true);
  // One cache, named after this build (tools/build-site.sh writes the id into sw.js).
  const build = (await (await page.request.get('sw.js')).text()).match(/id: '([0-9a-f]+)'/)[1];
  expect(await page.evaluate(() => caches.keys())).toEqual([`baza-${build}`]);

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker(), 'the page came from the service worker').toBe(true);
  await setSpeed(page, 0);
  expect(await nextStop(page)).toBe('human');
  await playOne(page);
  expect(await nextStop(page)).toMatch(/human|summary/);
  expect((await state(page)).engine).not.toBe('failed');
});
