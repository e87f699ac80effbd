// A promise API over the engine's module worker (web/engine/worker.js), after
// lichess's simpleEngine: one worker, explicit states, a map of pending requests,
// timeouts and a clear failed state. The page keeps two of these: the live game
// and the replay viewer, so replaying never disturbs the game.
//
// Protocol: the worker first posts {type: 'ready'}; then each request
// {id, method, args} is answered by {id, result} or {id, error}. An engine answer
// {ok: false, error} is a refused move or a bad code, not a broken engine: the
// promise rejects with an EngineError whose .refused is true and the state stays idle.

export const ENGINE_STATES = ['loading', 'thinking', 'idle', 'failed']; // every value of client.state

const READY_TIMEOUT_MS = 30000; // the WebAssembly module must load within this, e.g. 30 s
const CALL_TIMEOUT_MS = 20000; // one request must be answered within this, e.g. 20 s

export class EngineError extends Error {
  constructor(message, refused) {
    super(message); // e.g. 'the code is damaged (checksum)'
    this.name = 'EngineError';
    this.refused = Boolean(refused); // true: the engine said no (state unchanged); false: the engine broke
  }
}

/**
 * createEngineClient({onState, workerUrl, boot}) -> client with
 *   state       'loading' | 'thinking' | 'idle' | 'failed'
 *   error       the failure text when state is 'failed', e.g. 'the engine did not answer in time'
 *   ready       a promise resolved when the worker says ready (rejected if it fails)
 *   games() start(game, options, seed) load(code) apply(action) observe(player)
 *   reveal() botAction(level) codes() rewind(moves): promises of the engine's parsed JSON
 *   terminate() stops the worker for good.
 * boot: the worker app/boot.js already started ({worker, takeOver()}): the client
 * adopts it and replays what it said so far, instead of starting one.
 */
export function createEngineClient({ onState = () => {}, workerUrl, boot = null } = {}) {
  const url = workerUrl || new URL('../engine/worker.js', import.meta.url);
  const pending = new Map(); // id -> {resolve, reject, timer, method}
  let nextId = 1;
  let worker = null;
  let readyResolve, readyReject;
  const client = {
    state: 'loading', // e.g. 'idle'
    error: '', // e.g. 'the engine did not answer in time'
    ready: new Promise((res, rej) => { readyResolve = res; readyReject = rej; }),
    games: () => call('games', []), // {ok, games: [{name: 'guinote', options: [...]}]}
    start: (game, options, seed) => call('start', [game, options, seed]), // observation of the player to move
    load: (code) => call('load', [code]), // {ok, replay: false, moves: 0}
    apply: (action) => call('apply', [action]), // {ok, player: 0, action: '7o'}
    observe: (player) => call('observe', [player]), // observation JSON (core/StateJson.cpp)
    reveal: () => call('reveal', []), // every hand face up
    botAction: (level) => call('botAction', [level]), // {ok, player: 1, action: 'sing:c'}
    codes: () => call('codes', []), // {ok, share: 'AQAB…', replay: 'AQEB…'}
    version: () => call('version', []), // {ok, engine: '0.1.0', codeVersion: 1}
    rewind: (moves) => call('rewind', [moves]), // {ok, moves: 12}
    analyze: () => call('analyze', []), // whist replays: {ok, player: 2, side: 0, tricksWon: [3, 4], cards: [{card: 'AS', tricks: 7}]}
    terminate, // stops the worker; the client is then failed
  };
  client.ready.catch(() => {}); // a failure is reported through the state too

  function setState(state, error) {
    client.state = state;
    if (error !== undefined) client.error = error;
    onState(state, client.error);
  }

  function fail(message) {
    if (client.state === 'failed') return;
    clearTimeout(readyTimer);
    setState('failed', message);
    readyReject(new EngineError(message, false));
    for (const [, p] of pending) {
      clearTimeout(p.timer);
      p.reject(new EngineError(message, false));
    }
    pending.clear();
    if (worker) worker.terminate();
    worker = null;
  }

  function terminate() {
    fail('the engine was stopped');
  }

  function call(method, args) {
    return client.ready.then(() => new Promise((resolve, reject) => {
      if (client.state === 'failed' || !worker) {
        reject(new EngineError(client.error || 'the engine is not available', false));
        return;
      }
      const id = nextId++;
      const timer = setTimeout(() => fail(`the engine did not answer in time (${method})`), CALL_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer, method });
      setState('thinking');
      worker.postMessage({ id, method, args });
    }));
  }

  function onMessage(event) {
    const msg = event.data || {};
    if (msg.type === 'ready') {
      clearTimeout(readyTimer);
      setState('idle');
      readyResolve();
      return;
    }
    if (msg.type === 'error' || msg.type === 'failed') {
      fail(String(msg.error || msg.message || 'the engine failed to start'));
      return;
    }
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    clearTimeout(p.timer);
    if (pending.size === 0 && client.state === 'thinking') setState('idle');
    if ('error' in msg && msg.error !== undefined) {
      p.reject(new EngineError(String(msg.error && msg.error.message ? msg.error.message : msg.error), true));
      return;
    }
    const result = msg.result;
    if (result && typeof result === 'object' && result.ok === false) {
      p.reject(new EngineError(String(result.error || 'refused'), true));
      return;
    }
    p.resolve(result);
  }

  function onError(e) {
    e.preventDefault();
    fail(e.message ? `the engine failed: ${e.message}` : 'the engine could not be loaded');
  }

  const readyTimer = setTimeout(() => fail('the engine did not load in time'), READY_TIMEOUT_MS);
  try {
    const adopted = boot && boot.worker ? boot.worker : null;
    worker = adopted || new Worker(url, { type: 'module', name: 'baza-engine' });
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.addEventListener('messageerror', () => fail('the engine sent an unreadable message'));
    if (adopted) { // what the worker said before this client listened, in order
      for (const e of boot.takeOver()) {
        if (e.type === 'message') onMessage(e);
        else if (e.type === 'error') onError(e);
        else fail('the engine sent an unreadable message');
      }
    }
  } catch (e) {
    clearTimeout(readyTimer);
    setTimeout(() => fail(`the engine could not be started: ${e.message}`), 0);
  }
  return client;
}
