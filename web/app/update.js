// A new build is never switched in under an open page. The service worker (sw.js)
// installs a new build and waits; the page shows "a new version is ready" and, on the
// player's word (a button, given between games or mid-game with the game saved),
// tells the waiting worker to take over and reloads, so page and engine are both new.
// A tab that sees another tab apply an update is told to reload.

/**
 * watchUpdates({store, sw}) -> {apply()}: registers sw.js and keeps store.state.update
 * at null | 'ready' (a new build waits) | 'applied' (another tab switched to it).
 */
export function watchUpdates({ store, sw = navigator.serviceWorker, reload = () => location.reload() }) {
  let registration = null;
  let applying = false;
  const set = (value) => { if (store.state.update !== value) store.update((s) => { s.update = value; }); };
  const offer = () => { if (registration && registration.waiting && sw.controller) set('ready'); };

  if (!sw) return { apply() {} };
  const hadController = Boolean(sw.controller);
  sw.addEventListener('controllerchange', () => {
    if (applying) reload();
    else if (hadController) set('applied'); // the page's code is older than its worker now
  });
  sw.register('sw.js').then((reg) => {
    registration = reg;
    offer();
    reg.addEventListener('updatefound', () => {
      const worker = reg.installing;
      if (worker) worker.addEventListener('statechange', () => { if (worker.state === 'installed') offer(); });
    });
    // A page left open for days still hears of a new build when it comes back to the front.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') reg.update().catch(() => {});
    });
  }).catch(() => {}); // offline play where supported; silent otherwise

  return {
    apply() { // the prompt's button: the waiting build takes over, then the page reloads
      if (store.state.update === 'applied') {
        reload();
        return;
      }
      const waiting = registration && registration.waiting;
      if (!waiting) return;
      applying = true;
      waiting.postMessage({ type: 'skip-waiting' });
    },
  };
}
