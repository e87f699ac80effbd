// A promise API over the engine's module worker (web/engine/worker.js), after
// lichess's simpleEngine: one worker, explicit states, a map of pending requests,
// timeouts and a clear failed state. The page keeps two of these: the live game
// and the replay viewer, so replaying never disturbs the game.
//
// Protocol: the worker first posts {type: 'ready'}; then each request
// {id, method, args} is answered by {id, result} or {id, error}. An engine answer
// {ok: false, error} or an {id, error} is a refused move, a bad code or a bad
// request, not a broken engine: the promise rejects with an EngineError whose
// .refused is true and the state stays idle.
//
// A broken engine (a trap in the module: {type: 'failed'} or a reply with failed,
// a worker error, no answer in time) is thrown away: every pending promise rejects
// with .refused false and .restarted true, a fresh worker starts and onRestart(reason)
// tells the page, which puts its match back (game.js recover). More than
// MAX_RESTARTS in RESTART_WINDOW_MS, or a worker that never loads, and the client is
// failed for good.

export const ENGINE_STATES = ['loading', 'thinking', 'idle', 'failed']; // every value of client.state

const READY_TIMEOUT_MS = 30000; // the WebAssembly module must load within this, e.g. 30 s
const CALL_TIMEOUT_MS = 20000; // one request must be answered within this, e.g. 20 s
export const MAX_RESTARTS = 3; // fresh workers allowed within RESTART_WINDOW_MS, e.g. 3
export const RESTART_WINDOW_MS = 60000; // e.g. one minute

export class EngineError extends Error {
  constructor(message, refused, restarted = false, code = undefined) {
    super(message); // e.g. 'the code is damaged (checksum)'
    this.name = 'EngineError';
    this.code = code; // the stable code the page words (app/errors.js), e.g. 'code-damaged' (the engine's) or 'engine-timeout'
    this.refused = Boolean(refused); // true: the engine said no (state unchanged); false: the engine broke
    this.restarted = Boolean(restarted); // true: a fresh worker is starting (onRestart follows), e.g. after a trap
  }
}

/**
 * createEngineClient({onState, onRestart, workerUrl, boot}) -> client with
 *   state       'loading' | 'thinking' | 'idle' | 'failed'
 *   error       the failure text when state is 'failed', e.g. 'the engine did not answer in time'
 *   ready       a promise resolved when the current worker says ready (rejected if it fails)
 *   restarts    fresh workers started after a failure, e.g. 1
 *   games() start(game, options, seed) load(code) startFrom(code, moves) apply(action) observe(player, since)
 *   reveal() botAction(level) botMove(level) codes() rewind(moves) analyze() review(code, view, seats, from, count)
 *   reviewSummary(code, view, seats) lockSeat(person)
 *   abandon() batch(steps): promises of the engine's parsed JSON
 *   terminate() stops the worker for good.
 * onRestart(reason): a fresh worker replaced a broken one; its module is empty.
 * person: the person the page plays for (0), sent as lockSeat(person) to every worker
 *   before anything else, so no worker of a live game ever answers another seat
 *   (after lockPeople('0,2'), pass-and-play, those people instead).
 * boot: the worker app/boot.js already started ({worker, takeOver()}): the client
 * adopts it and replays what it said so far, instead of starting one.
 * name: the worker's name in the browser's tools, e.g. 'baza-tutorial-engine'.
 * Used by the page (main.js, replay.js) and the tutorial (tutorial/main.js).
 */
export function createEngineClient({ onState = () => {}, onRestart = () => {}, workerUrl, boot = null, person = null, name = 'baza-engine' } = {}) {
  const url = workerUrl || new URL('../engine/worker.js', import.meta.url);
  const pending = new Map(); // id -> {resolve, reject, timer, method}
  const restartTimes = []; // when each restart happened (ms), for the limit
  let nextId = 1;
  let worker = null;
  let everReady = false; // a worker of this client loaded once: later failures restart
  let readyTimer = null;
  let readyResolve, readyReject;
  const client = {
    state: 'loading', // e.g. 'idle'
    error: '', // e.g. 'the engine did not answer in time'
    errorCode: '', // the failure's code (app/errors.js PAGE_CODES), e.g. 'engine-timeout'
    ready: null, // set by newReady()
    restarts: 0, // e.g. 1
    games: () => call('games', []), // {ok, games: [{name: 'guinote', options: [...]}]}
    start: (game, options, seed) => call('start', [game, options, seed]), // observation of the player to move (of the locked person's seat)
    load: (code) => call('load', [code]), // {ok, replay: false, moves: 0}
    startFrom: (code, moves) => call('startFrom', [code, moves]), // "play from here": a live match from the replay after `moves` actions, the person's observation
    apply: (action) => call('apply', [action]), // {ok, player: 0, action: '7o'}
    observe: (player, since = 0) => call('observe', [player, since]), // observation JSON (core/StateJson.cpp), events from `since`
    reveal: () => call('reveal', []), // every hand face up (refused while a locked match is live)
    botAction: (level) => call('botAction', [level]), // {ok, player: 1, action: 'sing:c'} (a locked session: its own seats only)
    botMove: (level) => call('botMove', [level]), // the bot's action, applied: {ok, player: 1, action: '7o'}
    codes: () => call('codes', []), // {ok, share: 'AQAB…', replay: 'AQEB…'}
    version: () => call('version', []), // {ok, engine: '0.1.0', codeVersion: 1}
    batch: (steps) => call('batch', [steps]), // one message, run in order: batch([{method: 'load', args: [code]}, {method: 'codes'}]) -> {ok, results: [{ok, …}, {ok, …}]}
    rewind: (moves) => call('rewind', [moves]), // {ok, moves: 12}
    analyze: () => call('analyze', []), // replays: whist {ok, player: 2, side: 0, tricksWon: [3, 4], cards: [{card: 'AS', tricks: 7}]}; guiñote/belote {ok, player, side, unit: 'points', method, moves: [{action: '7o', value: 62}]}
    review: (code, view, seats, from, count) => call('review', [code, view, seats, from, count]), // a finished deal's moves [from, from + count): {ok, view: 'open', unit: 'tricks', total: 52, moves: [{index: 12, loss: 1, …}]}
    reviewSummary: (code, view, seats) => call('reviewSummary', [code, view, seats]), // {ok, players: [{seat: 0, accuracy: 87, loss: 3, moves: 13, mistakes: 2}], mistakes: [{index: 12, loss: 1, …}]}
    lockSeat: (person) => call('lockSeat', [person]), // {ok, person: 0}: the worker plays for that person only
    lockPeople, // lockPeople('0,2') -> {ok, people: [0, 2]}: a table of several people (pass-and-play); a fresh worker gets it too
    people: person === null ? null : String(person), // the people every worker is locked to, e.g. '0' or '0,2'
    applyFor: (person, action) => call('applyFor', [person, action]), // applyFor(2, '7o') -> as apply, refused ('not-your-turn') unless person 2's seat is to act
    abandon: () => call('abandon', []), // {ok, moves: 57}: the live match given up, its hands may be shown
    allowUndo: (on) => call('allowUndo', [Boolean(on)]), // {ok, undo: true}: undo() may take moves back (never in a daily deal)
    undo: () => call('undo', []), // {ok, moves: 17, undone: 4}: back to the person's previous decision
    startDaily: (game, date, code = '') => call('startDaily', [game, date, code]), // the daily deal of `date` ('2026-11-26'): an observation, as start
    dailyPar: () => call('dailyPar', []), // the finished daily deal against its par: {ok, unit: 'tricks', result: 7, par: 8, …}
    debugTrap: () => call('debugTrap', []), // test hook: the module traps as on a bug, e.g. in e2e/live.spec.mjs
    terminate, // stops the worker; the client is then failed
  };

  let lock = person === null ? null : { method: 'lockSeat', args: [person] }; // what a fresh worker is told first
  function lockPeople(people) {
    lock = { method: 'lockPeople', args: [people] };
    client.people = people;
    return call('lockPeople', [people]);
  }

  function newReady() {
    client.ready = new Promise((res, rej) => { readyResolve = res; readyReject = rej; });
    client.ready.catch(() => {}); // a failure is reported through the state too
  }
  newReady();

  function setState(state, error) {
    client.state = state;
    if (error !== undefined) client.error = error;
    onState(state, client.error);
  }

  // Drops the current worker and rejects what it owed.
  function dropWorker(message, restarted, code) {
    clearTimeout(readyTimer);
    for (const [, p] of pending) {
      clearTimeout(p.timer);
      p.reject(new EngineError(message, false, restarted, code));
    }
    pending.clear();
    if (worker) worker.terminate();
    worker = null;
  }

  // The worker broke: a fresh one if the limit allows, else failed for good.
  function fail(message, code = 'engine-crash') {
    if (client.state === 'failed') return;
    const now = Date.now();
    while (restartTimes.length && now - restartTimes[0] > RESTART_WINDOW_MS) restartTimes.shift();
    if (!everReady || restartTimes.length >= MAX_RESTARTS) {
      const why = everReady ? `${message} (the engine was restarted ${restartTimes.length} times in a minute)` : message;
      dropWorker(why, false, code);
      client.errorCode = code;
      setState('failed', why);
      readyReject(new EngineError(why, false, false, code));
      return;
    }
    restartTimes.push(now);
    client.restarts += 1;
    dropWorker(message, true, code);
    newReady();
    setState('loading', message);
    spawn(null);
    onRestart(message);
  }

  function terminate() {
    everReady = false; // no restart: stopped on purpose
    fail('the engine was stopped', 'engine-stopped');
  }

  function call(method, args) {
    return client.ready.then(() => new Promise((resolve, reject) => {
      if (client.state === 'failed' || !worker) {
        reject(new EngineError(client.error || 'the engine is not available', false, false, client.errorCode || 'engine-crash'));
        return;
      }
      const id = nextId++;
      const timer = setTimeout(() => fail(`the engine did not answer in time (${method})`, 'engine-timeout'), CALL_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer, method });
      setState('thinking');
      worker.postMessage({ id, method, args });
    }));
  }

  function onMessage(event) {
    const msg = event.data || {};
    if (msg.type === 'ready') {
      clearTimeout(readyTimer);
      everReady = true;
      setState('idle', '');
      readyResolve();
      return;
    }
    if (msg.type === 'error' || msg.type === 'failed') {
      fail(String(msg.error || msg.message || 'the engine failed to start'));
      return;
    }
    const p = pending.get(msg.id);
    if (!p) return;
    if (msg.failed) return; // a trap: {type: 'failed'} follows and restarts the worker
    pending.delete(msg.id);
    clearTimeout(p.timer);
    if (pending.size === 0 && client.state === 'thinking') setState('idle');
    if ('error' in msg && msg.error !== undefined) {
      p.reject(new EngineError(String(msg.error && msg.error.message ? msg.error.message : msg.error), true));
      return;
    }
    const result = msg.result;
    if (result && typeof result === 'object' && result.ok === false) {
      p.reject(new EngineError(String(result.error || 'refused'), true, false, typeof result.code === 'string' ? result.code : undefined));
      return;
    }
    p.resolve(result);
  }

  function onError(e) {
    e.preventDefault();
    fail(e.message ? `the engine failed: ${e.message}` : 'the engine could not be loaded', e.message ? 'engine-crash' : 'engine-load');
  }

  // Starts (or adopts) a worker; events of a replaced worker are ignored.
  function spawn(adopted) {
    readyTimer = setTimeout(() => fail('the engine did not load in time', 'engine-timeout'), READY_TIMEOUT_MS);
    try {
      const w = adopted || new Worker(url, { type: 'module', name });
      worker = w;
      const mine = (fn) => (e) => { if (worker === w) fn(e); };
      w.addEventListener('message', mine(onMessage));
      w.addEventListener('error', mine(onError));
      w.addEventListener('messageerror', mine(() => fail('the engine sent an unreadable message')));
      if (lock) { // the worker runs requests in order: this one comes first
        const id = nextId++;
        pending.set(id, { resolve: () => {}, reject: (e) => { if (e.refused) fail(`the engine refused the seat lock: ${e.message}`); }, timer: null, method: lock.method });
        w.postMessage({ id, ...lock });
      }
      if (adopted) { // what the worker said before this client listened, in order
        for (const e of boot.takeOver()) {
          if (e.type === 'message') onMessage(e);
          else if (e.type === 'error') onError(e);
          else fail('the engine sent an unreadable message');
        }
      }
    } catch (e) {
      clearTimeout(readyTimer);
      setTimeout(() => fail(`the engine could not be started: ${e.message}`, 'engine-load'), 0);
    }
  }

  spawn(boot && boot.worker ? boot.worker : null);
  return client;
}
