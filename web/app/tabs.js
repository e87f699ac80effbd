// One tab holds a saved game at a time. With the Web Locks API each held game is a
// lock ('baza.game.<id>'); without it a BroadcastChannel asks the other tabs. A tab
// that takes a game over steals the lock (and says so on the channel); the tab that
// held it hears it lost the game (onLost) and stops writing. The saves' revisions
// (saves.js) still stop a stale tab that heard nothing.

const CHANNEL = 'baza.tabs';
const ASK_MS = 600; // how long a tab waits for another to say "mine" (a busy tab, a slow phone: 250 ms was missed under load)
const WAIT_MS = 2000; // a lock held by no live tab (a page being reloaded) is waited for this long

/**
 * createTabs({onLost, locks, Channel}) -> {
 *   hold(id, {steal}) -> Promise<boolean>: true when this tab now holds the game,
 *   release(id), holds(id) -> boolean, close() }
 */
export function createTabs({ onLost = () => {}, locks = globalThis.navigator && navigator.locks, Channel = globalThis.BroadcastChannel } = {}) {
  const held = new Map(); // id -> release function
  const me = Math.random().toString(36).slice(2); // this tab, in channel messages
  let channel = null;
  try {
    channel = Channel ? new Channel(CHANNEL) : null;
  } catch {
    channel = null;
  }
  const waiting = new Map(); // id -> resolve(true) when another tab says "mine"
  if (channel) {
    channel.onmessage = ({ data }) => {
      if (!data || typeof data !== 'object' || data.from === me || typeof data.id !== 'string') return;
      if (data.type === 'who' && held.has(data.id)) channel.postMessage({ type: 'mine', id: data.id, from: me });
      else if (data.type === 'mine' && waiting.has(data.id)) waiting.get(data.id)(true);
      else if (data.type === 'taken' && held.has(data.id)) lose(data.id);
    };
  }

  const name = (id) => `baza.game.${id}`;

  function lose(id) {
    const release = held.get(id);
    if (!release) return;
    held.delete(id);
    release();
    onLost(id);
  }

  // Does another live tab answer for this game?
  function askOthers(id) {
    if (!channel) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (answer) => {
        waiting.delete(id);
        clearTimeout(timer);
        resolve(answer);
      };
      const timer = setTimeout(() => done(false), ASK_MS);
      waiting.set(id, done);
      channel.postMessage({ type: 'who', id, from: me });
    });
  }

  // Asks for the Web Lock; resolves true once granted, false if not granted (ifAvailable, or timed out).
  function requestLock(id, options) {
    return new Promise((resolve) => {
      let granted = false;
      let release;
      const released = new Promise((r) => { release = r; });
      locks.request(name(id), options, (lock) => {
        if (!lock) {
          resolve(false);
          return undefined;
        }
        granted = true;
        held.set(id, release);
        resolve(true);
        return released; // held until release() or a steal
      }).catch(() => {
        // AbortError: another tab stole it (or our wait timed out).
        if (granted && held.get(id) === release) {
          held.delete(id);
          onLost(id);
        }
        resolve(false);
      });
    });
  }

  async function hold(id, { steal = false } = {}) {
    if (held.has(id)) return true;
    if (steal) {
      if (channel) channel.postMessage({ type: 'taken', id, from: me });
      if (locks) return requestLock(id, { steal: true });
      held.set(id, () => {});
      return true;
    }
    if (locks) {
      if (await requestLock(id, { ifAvailable: true })) return true;
      if (await askOthers(id)) return false;
      // Held, but no tab answers: a page going away (a reload). Wait for it a moment.
      const signal = typeof AbortSignal !== 'undefined' && AbortSignal.timeout ? AbortSignal.timeout(WAIT_MS) : undefined;
      return requestLock(id, signal ? { signal } : {});
    }
    if (await askOthers(id)) return false;
    held.set(id, () => {});
    return true;
  }

  function release(id) {
    const r = held.get(id);
    if (!r) return;
    held.delete(id);
    r();
  }

  return {
    hold, // await hold('g…') -> true | false (another tab has it); hold('g…', {steal: true}) takes it over
    release, // release('g…'): another tab may now hold it
    holds: (id) => held.has(id), // holds('g…') -> true
    close: () => { if (channel) channel.close(); }, // close(): stops listening (tests; a page keeps it for its life)
  };
}
