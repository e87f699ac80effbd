// The engine for the tutorial: the module worker web/engine/worker.js (the WebAssembly
// engine cannot run on the page itself under its CSP: embind compiles small functions
// at load), behind promises that resolve to the engine's own answers, failures included
// ({ok: false, error}: the runner reads the reason). A transport failure (the worker did
// not load, or did not answer in time) rejects.

const READY_MS = 30000; // the module must load within this
const CALL_MS = 20000; // each answer must come within this

export function connectEngine(url = new URL('../engine/worker.js', import.meta.url)) {
  const pending = new Map(); // id -> {resolve, reject, timer}
  let nextId = 1;
  let failed = null;
  let readyResolve, readyReject;
  const ready = new Promise((resolve, reject) => { readyResolve = resolve; readyReject = reject; });
  ready.catch(() => {});

  const fail = (message) => {
    if (failed) return;
    failed = new Error(message);
    clearTimeout(readyTimer);
    readyReject(failed);
    for (const p of pending.values()) { clearTimeout(p.timer); p.reject(failed); }
    pending.clear();
    if (worker) worker.terminate();
  };

  const readyTimer = setTimeout(() => fail('the engine did not load in time'), READY_MS);
  let worker = null;
  try {
    worker = new Worker(url, { type: 'module', name: 'baza-tutorial-engine' });
  } catch (e) {
    setTimeout(() => fail(`the engine could not start: ${e.message}`), 0);
  }
  if (worker) {
    worker.addEventListener('message', ({ data }) => {
      const msg = data || {};
      if (msg.type === 'ready') { clearTimeout(readyTimer); readyResolve(); return; }
      if (msg.type === 'failed') { fail(String(msg.error)); return; }
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.error !== undefined) p.reject(new Error(String(msg.error)));
      else p.resolve(msg.result);
    });
    worker.addEventListener('error', (e) => { e.preventDefault(); fail(e.message || 'the engine failed'); });
  }

  const call = (method, args) => ready.then(() => new Promise((resolve, reject) => {
    if (failed) { reject(failed); return; }
    const id = nextId++;
    const timer = setTimeout(() => fail(`the engine did not answer (${method})`), CALL_MS);
    pending.set(id, { resolve, reject, timer });
    worker.postMessage({ id, method, args });
  }));

  return {
    ready,
    start: (game, options, seed) => call('start', [game, options, seed]),
    apply: (action) => call('apply', [action]),
    observe: (player) => call('observe', [player]),
    botAction: (level) => call('botAction', [level]),
    rewind: (moves) => call('rewind', [moves]),
    terminate: () => fail('the engine was stopped'),
  };
}
