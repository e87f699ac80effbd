// The service worker (web/sw.js) in a fake worker scope: a new build waits for the
// page's word (no skipWaiting on install, no clients.claim), and a full cache never
// turns a good network answer into a failure.
// Run: node --test web/app/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

const source = readFileSync(new URL('../sw.js', import.meta.url), 'utf8');

// Runs sw.js with a fake `self`; returns its listeners and what it called.
function loadWorker({ put = async () => {}, network = async () => new Response('ok', { status: 200 }) } = {}) {
  const listeners = {};
  const calls = [];
  const cache = { match: async () => undefined, put, addAll: async () => {} };
  const self = {
    registration: { scope: 'https://baza.test/' },
    location: new URL('https://baza.test/sw.js'),
    addEventListener: (type, fn) => { listeners[type] = fn; },
    skipWaiting: async () => { calls.push('skipWaiting'); },
    clients: { claim: async () => { calls.push('claim'); } },
  };
  const caches = { open: async () => cache, keys: async () => ['baza-old', 'baza-dev'], delete: async (n) => { calls.push(`delete ${n}`); return true; } };
  const fetch = async (request) => {
    const r = await network(request);
    Object.defineProperty(r, 'type', { value: 'basic' });
    return r;
  };
  vm.runInNewContext(source, { self, caches, fetch, Request, Response, URL, console });
  return { listeners, calls };
}

// Sends one event to a listener and waits for what it asked to wait for.
async function fire(listener, event) {
  let waited = null;
  let answer = null;
  listener({ ...event, waitUntil: (p) => { waited = p; }, respondWith: (p) => { answer = p; } });
  if (waited) await waited;
  return answer;
}

test('a new build installs and waits: it takes over only when the page asks', async () => {
  const { listeners, calls } = loadWorker();
  await fire(listeners.install, {});
  await fire(listeners.activate, {});
  assert.deepEqual(calls.filter((c) => c === 'skipWaiting' || c === 'claim'), [], 'no skipWaiting, no clients.claim');
  assert.ok(calls.includes('delete baza-old'), 'older builds\' caches go on activate');
  listeners.message({ data: { type: 'something else' } });
  assert.deepEqual(calls.filter((c) => c === 'skipWaiting'), []);
  listeners.message({ data: { type: 'skip-waiting' } });
  assert.deepEqual(calls.filter((c) => c === 'skipWaiting'), ['skipWaiting']);
});

test('a quota error in cache.put still answers with the network response', async () => {
  const full = () => Promise.reject(Object.assign(new Error('quota'), { name: 'QuotaExceededError' }));
  const { listeners } = loadWorker({ put: full });
  const request = new Request('https://baza.test/app/extra.js');
  const response = await fire(listeners.fetch, { request });
  assert.ok(response, 'the worker answered');
  const r = await response;
  assert.equal(r.status, 200);
  assert.equal(await r.text(), 'ok');
});
