// UI state without the DOM (after chessground's state.ts): one plain object, changed
// only through update(); every change asks the renderer for one frame.

import { initialDaily } from './daily.js';

/**
 * createStore(initial) -> {state, update(fn), subscribe(listener)}
 *   update(s => { s.game.showLastTrick = true; }) mutates and notifies once.
 */
export function createStore(initial) {
  const listeners = new Set();
  const store = {
    state: initial, // the whole UI state, e.g. {engine: 'idle', game: {...}}
    update(fn) { // e.g. store.update((s) => { s.dialog = 'new-game'; })
      fn(store.state);
      for (const l of listeners) l(store.state);
    },
    subscribe(listener) { // e.g. store.subscribe(render.schedule)
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** The initial UI state; every field is documented here. */
export function initialState() {
  return {
    engine: 'loading', // live engine: 'loading' | 'thinking' | 'idle' | 'failed'
    engineError: '', // the engine's failure text, e.g. 'the engine did not load in time'
    catalog: null, // the games offered: {guinote: {options: [specs], levels: ['random', …], clockwise: false, pack: 'spanish', sorts: ['suit', 'strength']}, whist: …, belote: …}
    specs: null, // option specs of the chosen game (setup.game) from Engine.games(), e.g. [{name: 'players', default: 4, min: 2, max: 4, help}]
    levels: [], // bot levels offered, e.g. ['random', 'greedy']
    setup: null, // new-game form values, e.g. {game: 'guinote', options: {players: 4, …}, levels: [null, 'greedy', 'greedy', 'greedy']}
    dialog: null, // the open dialog: 'new-game' | null
    welcome: false, // show the welcome panel (no game yet)
    game: null, // the live game (see newGameState in game.js)
    notice: null, // banner: {kind: 'error'|'info', key: 'error.badLink', params: {}, code: 'code-damaged' (its words: 'why.code-damaged', app/errors.js), detail: 'engine text', actions: ['new-game']}
    share: { url: '', note: '', selectTick: 0 }, // last copied link; selectTick++ asks render to select the input
    announce: { text: '', tick: 0 }, // live region text (polite), e.g. 'Rival (derecha) juega el As de oros'
    stats: null, // per game: {guinote: {gamesStarted: 3, partidasWon: 2, …}, whist: {dealsWon: 1, …}, belote: {…}}
    motion: { reduced: false, speed: 'normal', trickStay: 'normal', pause: null }, // the pace (app/pace.js): prefers-reduced-motion, bot speed 'slow'|'normal'|'fast'|'instant', trick stay 'short'|'normal'|'long', the test hook's bot pause in ms (null: the settings)
    replay: null, // the replay viewer (see replay.js), null when closed
    focusTick: 0, // render moves focus to state.focusTarget when this changes
    focusTarget: '', // a data-testid to focus, e.g. 'continue'
    prefs: { lang: 'es', fourColour: false, sort: {}, sound: false, undo: false }, // the page's language, four-colour suits, hand order per game (e.g. sort: {whist: 'bridge'}), sound (app/prefs.js) and undo against bots (app/undo.js)
    saved: { games: [], open: false, full: false, confirm: null, offer: null }, // the saved games' list (savedGames.js): rows, list shown, shown because full, id asking "delete?", id another tab holds
    daily: initialDaily(), // the daily deal's panel and result (app/daily.js initialDaily)
    update: null, // a new build: null | 'ready' (waiting for the player's word) | 'applied' (by another tab: reload)
  };
}
