// The public signaling's settings (web/net/publicSignal.js): the trackers the page may
// reach are exactly those its content security policy lets it connect to, a stored list
// is used only when every URL in it is a WebSocket URL, and the invite codes of the two
// ways are told apart. Run: node --test web/net/publicSignal.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const store = new Map();
globalThis.localStorage = { getItem: (k) => (store.has(k) ? store.get(k) : null), setItem: (k, v) => store.set(k, String(v)), removeItem: (k) => store.delete(k) };
const { DEFAULT_TRACKERS, TRACKERS_KEY, readTrackers, isPublicCode } = await import('./publicSignal.js');

test('the index page\'s CSP lets the page connect to every default tracker, and to no other host', () => {
  const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)[1];
  const connect = csp.split(';').map((d) => d.trim().split(/\s+/)).find((d) => d[0] === 'connect-src').slice(1);
  assert.deepEqual(connect, ["'self'", ...DEFAULT_TRACKERS]);
});

test('a stored trackers list is used only when it is a list of ws(s) URLs', () => {
  store.clear();
  assert.deepEqual(readTrackers(), DEFAULT_TRACKERS);
  localStorage.setItem(TRACKERS_KEY, 'ws://127.0.0.1:40123\nwss://tracker.example.org/announce');
  assert.deepEqual(readTrackers(), ['ws://127.0.0.1:40123', 'wss://tracker.example.org/announce']);
  localStorage.setItem(TRACKERS_KEY, 'ws://127.0.0.1:40123 https://evil.example');
  assert.deepEqual(readTrackers(), DEFAULT_TRACKERS);
});

test('public invite codes are told apart from the manual ones', () => {
  assert.equal(isPublicCode(`p.${'A'.repeat(44)}`), true);
  assert.equal(isPublicCode('AQQwTjYr'), false);
  assert.equal(isPublicCode(''), false);
});
