// The public signaling's settings (web/net/publicSignal.js): the trackers the page may
// reach are exactly those its content security policy lets it connect to, a stored list
// is used only when every URL in it is a WebSocket URL, and the invite codes of the two
// ways are told apart; a dropped tracker is opened again (15 s) and greeted again; the
// remembered seat codes are read as untrusted input.
// Run: node --test web/net/publicSignal.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const store = new Map();
globalThis.localStorage = { getItem: (k) => (store.has(k) ? store.get(k) : null), setItem: (k, v) => store.set(k, String(v)), removeItem: (k) => store.delete(k) };
const { DEFAULT_TRACKERS, TRACKERS_KEY, readTrackers, isPublicCode, connect, SEATS_KEY, rememberSeat, rememberedSeats } = await import('./publicSignal.js');

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

test('the remembered seat codes keep only seats 1-3 with a well-formed code, whatever storage holds', () => {
  store.clear();
  assert.equal(rememberedSeats(), null);
  const code = `p.${'A'.repeat(22)}${'b'.repeat(22)}`;
  rememberSeat(2, code);
  assert.deepEqual(rememberedSeats(), { 2: code });
  for (const raw of ['{', 'null', '7', '[1]', '{"1":5}', '{"0":"x"}', `{"9":"${code}"}`, `{"1":"${code}x"}`]) {
    localStorage.setItem(SEATS_KEY, raw);
    assert.equal(rememberedSeats(), null, raw);
  }
  localStorage.setItem(SEATS_KEY, JSON.stringify({ 1: code, 2: 'p.short', __proto__x: code }));
  assert.deepEqual(rememberedSeats(), { 1: code });
});

test('public invite codes are told apart from the manual ones', () => {
  assert.equal(isPublicCode(`p.${'A'.repeat(44)}`), true);
  assert.equal(isPublicCode('AQQwTjYr'), false);
  assert.equal(isPublicCode(''), false);
});

// A WebSocket the test opens and drops by hand; the page's timers are kept, not run.
function fakeNetwork() {
  const net = { sockets: [], timers: [] };
  globalThis.WebSocket = class {
    constructor(url) { this.url = url; this.sent = []; this.readyState = 0; net.sockets.push(this); }
    send(text) { this.sent.push(JSON.parse(text)); }
    close() { this.readyState = 3; this.onclose?.(); }
    up() { this.readyState = 1; this.onopen?.(); }
    drop() { this.readyState = 3; this.onclose?.(); }
  };
  globalThis.setTimeout = (fn, ms) => { net.timers.push({ fn, ms }); return net.timers.length; };
  net.fire = () => { const due = net.timers.splice(0); due.forEach((t) => t.fn()); return due.map((t) => t.ms); };
  return net;
}

// Runs fn(net) with two stored trackers on the fake network, the real timers back after.
async function withTwoTrackers(fn) {
  const realTimeout = globalThis.setTimeout;
  try {
    store.clear();
    localStorage.setItem(TRACKERS_KEY, 'ws://127.0.0.1:1 ws://127.0.0.1:2');
    await fn(fakeNetwork());
  } finally {
    globalThis.setTimeout = realTimeout;
  }
}

test('a tracker that drops the page is opened again after 15 s and greeted again; none after close()', () => withTwoTrackers(async (net) => {
  const link = connect(() => ({ action: 'announce' }), () => {});
  const [a, b] = net.sockets;
  a.up();
  await link.opened;
  assert.deepEqual(a.sent, [{ action: 'announce' }]);
  b.drop(); // one never opened: tried again too, since the page is up
  a.drop();
  assert.deepEqual(net.fire(), [15000, 15000]);
  const again = net.sockets.slice(2);
  assert.deepEqual(again.map((ws) => ws.url), ['ws://127.0.0.1:2', 'ws://127.0.0.1:1']);
  again[1].up();
  assert.deepEqual(again[1].sent, [{ action: 'announce' }]); // greeted again: back in the room
  link.close();
  assert.deepEqual(net.fire(), []); // closed: nothing is opened again
  assert.equal(net.sockets.length, 4);
}));

test('when no tracker opens at all, the page is told net.noPublic and tries no more', () => withTwoTrackers(async (net) => {
  const link = connect(() => null, () => {});
  net.sockets.forEach((ws) => ws.drop());
  await assert.rejects(link.opened, (e) => e.key === 'net.noPublic');
  assert.deepEqual(net.fire(), []);
}));
