// Service worker: after one visit the whole site plays offline.
// Precaches every file of the build on install, serves cache-first with a network
// fallback, deletes the caches of older builds on activate, and leaves non-GET and
// cross-origin requests alone. A new build waits (no skipWaiting, no clients.claim):
// an open page keeps the build it started with until the player applies the update
// (app/update.js posts {type: 'skip-waiting'}) or closes every tab. tools/build-site.sh rewrites the BUILD line below with
// the build's id and file list; served straight from web/ it stays "dev" and caches
// what the page fetches as it goes.

const BUILD = { id: 'dev', files: [] }; // e.g. { id: '3f9c2a1b7d04', files: ['./', 'index.html', 'app/main.js'] }

const CACHE_PREFIX = 'baza-'; // every cache this worker owns starts with it
const CACHE = CACHE_PREFIX + BUILD.id; // e.g. 'baza-3f9c2a1b7d04'
const SHELL = new URL('./', self.registration.scope).href; // the page served for any navigation offline

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'reload' skips the HTTP cache, so a new build never precaches an old file.
    await cache.addAll(BUILD.files.map((file) => new Request(file, { cache: 'reload' })));
  })());
});

// The page's "update" button: only then does this build replace the one in use.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
      .map((name) => caches.delete(name)));
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  if (new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(cacheFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      // A full quota only means this file is not kept offline: the page still gets it.
      await cache.put(request, response.clone()).catch(() => {});
    }
    return response;
  } catch (error) {
    // Offline: a navigation (e.g. './?x' or an unknown path) still gets the page.
    if (request.mode === 'navigate') {
      const shell = await cache.match(SHELL);
      if (shell) return shell;
    }
    throw error;
  }
}
