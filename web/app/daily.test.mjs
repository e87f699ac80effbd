// The daily deal's page side: which days are offered, one result per game and day
// (a second try is practice), the streaks, and the share text's emoji row.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { localDay, shiftDay, offered, readHistory, recordResult, streaks, trickRow, shareText, DAILY_KEY } from './daily.js';

function memoryStorage() {
  const m = new Map();
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k) };
}

test('the local day and day arithmetic cross months, leap days and years', () => {
  assert.equal(localDay(new Date(2026, 10, 26, 23, 59)), '2026-11-26');
  assert.equal(shiftDay('2024-03-01', -1), '2024-02-29');
  assert.equal(shiftDay('2026-12-31', 1), '2027-01-01');
  assert.equal(shiftDay('nonsense', 1), '');
});

test('a day still to come is never offered; today and earlier days are', () => {
  assert.equal(offered('2026-11-26', '2026-11-26'), true);
  assert.equal(offered('2026-11-01', '2026-11-26'), true);
  assert.equal(offered('2026-11-27', '2026-11-26'), false);
  assert.equal(offered('2027-01-01', '2026-12-31'), false);
  assert.equal(offered('2026-11-26T00:00', '2026-11-26'), false);
  assert.equal(offered('', '2026-11-26'), false);
});

test('only the first play of today\'s deal is recorded; a second try or an earlier day is practice', () => {
  const st = memoryStorage();
  const base = { game: 'whist', today: '2026-11-26', unit: 'tricks' };
  assert.equal(recordResult(st, { ...base, day: '2026-11-26', result: 7, par: 8 }), 'recorded');
  assert.equal(recordResult(st, { ...base, day: '2026-11-26', result: 9, par: 8 }), 'practice');
  assert.equal(recordResult(st, { ...base, day: '2026-11-20', result: 9, par: 8 }), 'practice');
  assert.equal(recordResult(st, { ...base, game: 'belote', day: '2026-11-26', result: 90, par: 80, unit: 'points' }), 'recorded');
  const h = readHistory(st);
  assert.deepEqual(Object.keys(h), ['2026-11-26']);
  assert.deepEqual(h['2026-11-26'].whist, { result: 7, par: 8, best: null, exact: true, unit: 'tricks' });
  assert.equal(h['2026-11-26'].belote.result, 90);
});

test('a damaged history reads as what is sound in it', () => {
  const st = memoryStorage();
  st.setItem(DAILY_KEY, JSON.stringify({ version: 1, days: { '2026-11-26': { whist: { result: 'x', par: 8 }, guinote: { result: 70, par: 60 } }, bad: { whist: { result: 1, par: 1 } } } }));
  assert.deepEqual(readHistory(st), { '2026-11-26': { guinote: { result: 70, par: 60, best: null, exact: true, unit: 'points' } } });
  st.setItem(DAILY_KEY, '{not json');
  assert.deepEqual(readHistory(st), {});
  assert.deepEqual(readHistory(null), {});
});

test('streaks: days played, the current run (still standing before today is played) and the best run', () => {
  const day = (d) => ({ [d]: { whist: { result: 1, par: 1, best: null, unit: 'tricks' } } });
  const h = { ...day('2026-11-01'), ...day('2026-11-02'), ...day('2026-11-03'), ...day('2026-11-04'), ...day('2026-11-24'), ...day('2026-11-25') };
  assert.deepEqual(streaks(h, '2026-11-26'), { days: 6, current: 2, best: 4 });
  assert.deepEqual(streaks({ ...h, ...day('2026-11-26') }, '2026-11-26'), { days: 7, current: 3, best: 4 });
  assert.deepEqual(streaks(h, '2026-11-27'), { days: 6, current: 0, best: 4 });
  assert.deepEqual(streaks({}, '2026-11-26'), { days: 0, current: 0, best: 0 });
});

test('the share text: the line, one emoji per trick event by the side that won it, the link', () => {
  const events = [{ type: 'play', player: 0 }, { type: 'trick', side: 0 }, { type: 'trick', side: 1 }, { type: 'score', side: 0 }, { type: 'trick', side: 0 }];
  assert.equal(trickRow(events, 0), '🟩🟥🟩');
  assert.equal(trickRow(events, 1), '🟥🟩🟥');
  assert.equal(shareText({ line: 'L', row: '🟩', url: 'https://x/#replay=A' }), 'L\n🟩\nhttps://x/#replay=A');
});
