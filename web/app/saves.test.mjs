// The saved games (saves.js) over a fake localStorage, and the one-tab-per-game guard
// (tabs.js) over Node's BroadcastChannel (the fallback without Web Locks).
// Run: node --test web/app/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as saves from './saves.js';
import { createTabs } from './tabs.js';

// A Storage stand-in: the methods saves.js uses; quota: a byte budget for setItem.
function fakeStorage({ quota = Infinity } = {}) {
  const map = new Map();
  const size = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    map,
    get length() { return map.size; },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      const grow = String(v).length + k.length - (map.has(k) ? map.get(k).length + k.length : 0);
      if (size() + grow > quota) throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
      map.set(k, String(v));
    },
    removeItem: (k) => { map.delete(k); },
  };
}

const at = (min) => new Date(Date.UTC(2026, 10, 25, 15, min)).toISOString();
const fields = (id, extra = {}) => ({
  id, code: 'AQEBAQAGCgcBBUEnbGw', levels: ['human', 'hard'], game: 'guinote', players: 2, deal: 1, score: [0, 0],
  status: 'live', engine: '0.1.0', codeVersion: 1, startedAt: at(0), savedAt: at(1), ...extra,
});

test('a game is written, read back and listed; a second game gets its own key', () => {
  const st = fakeStorage();
  assert.deepEqual(saves.writeEntry(st, fields('gaaaa1'), null), { ok: true, rev: 0 });
  assert.deepEqual(saves.writeEntry(st, fields('gbbbb2', { savedAt: at(5) }), null), { ok: true, rev: 0 });
  const { games, broken } = saves.listSaves(st);
  assert.deepEqual(games.map((g) => g.id), ['gbbbb2', 'gaaaa1'], 'newest first');
  assert.equal(broken.length, 0);
  assert.equal(saves.readEntry(st, 'gaaaa1').code, 'AQEBAQAGCgcBBUEnbGw');
});

test('a game played on from a replay\'s step keeps its mark and the replay\'s totals, and nothing else of them', () => {
  const st = fakeStorage();
  const from = { k: 31, deal: 2, scores: [{ side: 0, total: 86, type: 'score', extra: 'x' }, { side: 1, total: 44 }] };
  saves.writeEntry(st, fields('gaaaa1', { from }), null);
  assert.deepEqual(saves.readEntry(st, 'gaaaa1').from, { k: 31, deal: 2, scores: [{ side: 0, total: 86 }, { side: 1, total: 44 }] });
  saves.writeEntry(st, fields('gbbbb2'), null);
  assert.equal('from' in saves.readEntry(st, 'gbbbb2'), false, 'a fresh deal has none');
});

test('pass-and-play names survive the save (a resume shows them again); none given, none kept', () => {
  const st = fakeStorage();
  saves.writeEntry(st, fields('gaaaa1', { levels: ['human', 'hard', 'human', 'hard'], names: ['Ana', '', 'Eva'] }), null);
  assert.deepEqual(saves.readEntry(st, 'gaaaa1').names, ['Ana', '', 'Eva']);
  saves.writeEntry(st, fields('gbbbb2'), null);
  assert.equal('names' in saves.readEntry(st, 'gbbbb2'), false);
});

test('a tab writes only over the revision it last wrote: stale progress never overwrites newer', () => {
  const st = fakeStorage();
  saves.writeEntry(st, fields('gaaaa1'), null); // rev 0, both tabs saw it
  assert.deepEqual(saves.writeEntry(st, fields('gaaaa1', { code: 'NEWERxxxx' }), 0), { ok: true, rev: 1 }); // tab B moves on
  assert.deepEqual(saves.writeEntry(st, fields('gaaaa1', { code: 'OLDERyyyy' }), 0), { ok: false, reason: 'taken' }); // tab A, stale
  assert.equal(saves.readEntry(st, 'gaaaa1').code, 'NEWERxxxx');
  saves.removeEntry(st, 'gaaaa1');
  assert.deepEqual(saves.writeEntry(st, fields('gaaaa1'), 1), { ok: false, reason: 'taken' }, 'removed meanwhile: not written back');
  assert.deepEqual(saves.writeEntry(st, fields('gaaaa1'), null), { ok: true, rev: 0 });
  assert.deepEqual(saves.writeEntry(st, fields('gaaaa1'), null), { ok: false, reason: 'taken' }, 'a new game never overwrites one');
});

test('a full storage is reported, after finished games (never unfinished ones) made room', () => {
  const st = fakeStorage({ quota: 900 });
  assert.equal(saves.writeEntry(st, fields('gaaaa1'), null).ok, true);
  const full = saves.writeEntry(st, fields('gbbbb2', { code: 'A'.repeat(800) }), null);
  assert.equal(full.ok, false);
  assert.equal(full.reason, 'quota');
  assert.ok(saves.readEntry(st, 'gaaaa1'), 'the unfinished game is kept');
  // A finished game goes to make room.
  saves.removeEntry(st, 'gaaaa1');
  saves.writeEntry(st, fields('gaaaa1', { status: 'over' }), null);
  const made = saves.writeEntry(st, fields('gbbbb2', { code: 'A'.repeat(500) }), null);
  assert.equal(made.ok, true);
  assert.equal(saves.readEntry(st, 'gaaaa1'), null);
  // Disabled storage is a failure in words, not a throw.
  const off = { get length() { return 0; }, key: () => null, getItem: () => null, setItem() { throw new Error('SecurityError'); }, removeItem() {} };
  assert.equal(saves.writeEntry(off, fields('gcccc3'), null).reason, 'storage');
  assert.equal(saves.writeEntry(null, fields('gcccc3'), null).reason, 'storage');
});

test('room for a new game: oldest finished games go first; only unfinished ones left means ask', () => {
  const games = Array.from({ length: 8 }, (_, i) => ({ id: `g${i}aaaa`, status: i % 3 === 0 ? 'over' : 'live', savedAt: at(i) }));
  assert.deepEqual(saves.roomFor(games.slice(0, 7)), { drop: [] });
  assert.deepEqual(saves.roomFor(games), { drop: ['g0aaaa'] });
  assert.deepEqual(saves.roomFor(games, null, 6), { drop: ['g0aaaa', 'g3aaaa', 'g6aaaa'] });
  assert.deepEqual(saves.roomFor(games.map((g) => ({ ...g, status: 'live' }))), { full: true });
  assert.deepEqual(saves.roomFor(games, 'g0aaaa', 6), { full: true }, 'the game on the table is not dropped');
});

test('every field read back is checked: hostile saves are moved aside, never trusted', () => {
  const stored = (extra) => JSON.stringify({ ...fields('gaaaa1'), version: 2, rev: 0, ...extra });
  const hostile = {
    'not JSON': '{',
    'wrong id': stored({ id: 'gzzzz9' }),
    'no code': stored({ code: '<img src=x onerror=alert(1)>' }),
    'bad levels': stored({ levels: ['human', { evil: 1 }] }),
    'unknown game': stored({ game: '__proto__' }),
    'bad players': stored({ players: 1e9 }),
    'bad deal': stored({ deal: -1 }),
    'bad score': stored({ score: ['x'] }),
    'bad status': stored({ status: 'won' }),
    'bad rev': stored({ rev: 'x' }),
    'bad engine': stored({ engine: 'x'.repeat(100) }),
    'bad code version': stored({ codeVersion: 0 }),
    'bad date': stored({ savedAt: 'yesterday' }),
    'bad from': stored({ from: { k: 3, deal: 1, scores: [{ side: 0, total: '<b>86</b>' }] } }),
    'bad names': stored({ names: ['Ana', { evil: 1 }] }),
    'version 1': stored({ version: 1 }),
    'not an object': 'null',
  };
  for (const [reason, raw] of Object.entries(hostile)) {
    const st = fakeStorage();
    st.setItem(`${saves.GAME_PREFIX}gaaaa1`, raw);
    assert.deepEqual(saves.readEntry(st, 'gaaaa1'), { broken: reason });
    const { games, broken } = saves.listSaves(st);
    assert.equal(games.length, 0, reason);
    assert.equal(broken[0].reason, reason);
    assert.equal(st.getItem(saves.BROKEN_KEY), raw, `${reason}: kept aside`);
    assert.equal(st.getItem(`${saves.GAME_PREFIX}gaaaa1`), null);
  }
  const st = fakeStorage();
  st.setItem(`${saves.GAME_PREFIX}../x`, '{}');
  assert.equal(saves.listSaves(st).broken[0].reason, 'bad key');
  assert.equal(saves.readEntry(st, '../x'), null);
});

test('a save from a newer page is kept where it is and reported, not deleted', () => {
  const st = fakeStorage();
  const raw = JSON.stringify({ version: 3, id: 'gaaaa1', whatever: [1, 2], savedAt: at(9) });
  st.setItem(`${saves.GAME_PREFIX}gaaaa1`, raw);
  const { games, broken } = saves.listSaves(st);
  assert.deepEqual(games, [{ newer: true, id: 'gaaaa1', savedAt: at(9) }]);
  assert.equal(broken.length, 0);
  assert.equal(st.getItem(`${saves.GAME_PREFIX}gaaaa1`), raw);
  // A save whose replay code is newer than this engine reads is an entry with that codeVersion (savedGames.js offers no resume).
  saves.writeEntry(st, fields('gbbbb2', { codeVersion: 2 }), null);
  assert.equal(saves.readEntry(st, 'gbbbb2').codeVersion, 2);
});

test('the single save of earlier pages moves into the store once, and is not lost when storage is full', () => {
  const old = JSON.stringify({ version: 1, code: 'AQEBAQAGCgcBBUEnbGw', levels: ['human', 'greedy'], savedAt: at(3) });
  const st = fakeStorage();
  st.setItem(saves.OLD_SAVE_KEY, old);
  const r = saves.migrateOldSave(st, { id: 'gmigr1' });
  assert.deepEqual(r, { migrated: 'gmigr1' });
  assert.equal(st.getItem(saves.OLD_SAVE_KEY), null);
  const e = saves.readEntry(st, 'gmigr1');
  assert.equal(e.code, 'AQEBAQAGCgcBBUEnbGw');
  assert.deepEqual(e.levels, ['human', 'greedy']);
  assert.equal(e.status, 'live');
  assert.equal(e.codeVersion, 1);
  assert.equal(saves.migrateOldSave(st), null, 'once');

  const tight = fakeStorage({ quota: old.length + saves.OLD_SAVE_KEY.length + 10 });
  tight.setItem(saves.OLD_SAVE_KEY, old);
  assert.equal(saves.migrateOldSave(tight).failed.reason, 'quota');
  assert.equal(tight.getItem(saves.OLD_SAVE_KEY), old, 'the old save stays until the new one is written');

  const bad = fakeStorage();
  bad.setItem(saves.OLD_SAVE_KEY, '{"version":1,"code":"<script>"}');
  assert.deepEqual(saves.migrateOldSave(bad), { broken: 'no code' });
  assert.equal(bad.getItem(saves.OLD_SAVE_KEY), null);
  assert.equal(bad.getItem(saves.BROKEN_KEY), '{"version":1,"code":"<script>"}');
});

test('one tab holds a game: another is refused until it takes the game over (BroadcastChannel, no Web Locks)', async () => {
  const lostA = [];
  const a = createTabs({ locks: null, onLost: (id) => lostA.push(id) });
  const b = createTabs({ locks: null });
  assert.equal(await a.hold('gaaaa1'), true);
  assert.equal(await b.hold('gaaaa1'), false, 'the second tab hears that the first has it');
  assert.equal(await b.hold('gbbbb2'), true, 'another game is free');
  assert.equal(await b.hold('gaaaa1', { steal: true }), true);
  await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(lostA, ['gaaaa1'], 'the first tab is told');
  assert.equal(a.holds('gaaaa1'), false);
  assert.equal(await a.hold('gaaaa1'), false, 'and now it is the first that is refused');
  b.release('gaaaa1');
  assert.equal(await a.hold('gaaaa1'), true);
  a.close();
  b.close();
});

test('the page\'s saved games: a newer code version is listed but never resumed; a stale tab stops instead of writing', async () => {
  const { createSavedGames } = await import('./savedGames.js');
  const { createStore, initialState } = await import('./store.js');
  const st = fakeStorage();
  saves.writeEntry(st, fields('gold001', { savedAt: at(1) }), null);
  saves.writeEntry(st, fields('gnew001', { savedAt: at(2), codeVersion: 2 }), null);
  const store = createStore(initialState());
  const tabs = { hold: async () => true, release() {}, holds: () => true };
  const resumed = [];
  let stopped = 0;
  const saved = createSavedGames({ store, storage: st, tabs });
  saved.attach({ resume: async (e) => { resumed.push(e.id); }, stop: () => { stopped += 1; } });
  saved.setVersion({ engine: '0.1.0', codeVersion: 1 });
  saved.boot();
  assert.equal(store.state.notice.key, 'saves.newer');
  assert.deepEqual(store.state.saved.games.map((g) => [g.id, g.newer]), [['gnew001', true], ['gold001', false]]);
  assert.equal(saved.latest().id, 'gold001', 'the newest game this build can replay');
  assert.equal(await saved.open('gnew001'), false);
  assert.ok(st.getItem(`${saves.GAME_PREFIX}gnew001`), 'kept, not deleted');

  assert.equal(await saved.open('gold001'), true);
  assert.deepEqual(resumed, ['gold001']);
  const obs = { game: 'guinote', players: 2, deal: 1, scores: [{ side: 0, partidas: 1 }, { side: 1, partidas: 0 }], sideOf: [1, 0], seatOfPerson: [0, 1], terminal: false };
  assert.equal(saved.record('gold001', obs, { replay: 'AQEBmoved1' }, ['human', 'hard']), 'gold001');
  assert.deepEqual(saves.readEntry(st, 'gold001').score, [0, 1], 'the human\'s side first');
  // Another tab wrote meanwhile: this one stops, writes nothing, and says so.
  const other = saves.readEntry(st, 'gold001');
  saves.writeEntry(st, { ...other, code: 'AQEBothertab' }, other.rev);
  assert.equal(saved.record('gold001', obs, { replay: 'AQEBstale01' }, ['human', 'hard']), null);
  assert.equal(saves.readEntry(st, 'gold001').code, 'AQEBothertab');
  assert.equal(stopped, 1);
  assert.equal(store.state.notice.key, 'saves.takenOver');
});
