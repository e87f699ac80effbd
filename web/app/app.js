// The application, started by main.js once the engine worker is on its way: makes
// the store, the renderer, the replay viewer's engine and the controllers, then
// opens a link, resumes the saved game or shows the welcome panel.

import { createStore, initialState } from './store.js';
import { createRenderer } from './render/index.js';
import { createEngineClient } from './engineClient.js';
import { createGameController } from './game.js';
import { createReplayController } from './replay.js';
import { createRecords } from './records.js';
import { bindInput } from './input.js';
import { defaultSetup, FALLBACK_LEVELS, GAMES } from './setup.js';
import { parseHash, dealUrl, replayUrl, clearHash } from './links.js';
import { readStats } from './persist.js';
import { createSavedGames } from './savedGames.js';
import { watchUpdates } from './update.js';
import { t, lang, setLang } from './i18n.js';
import { readFourColour, writeFourColour, readPref, writePref, GAME_KEY, readSort, writeSort } from './prefs.js';
import { SPEED_KEY, TRICK_STAY_KEY, readSound, writeSound } from './prefs.js';
import { speedOf, trickStayOf } from './pace.js';
import { createSound } from './sound.js';
import { readUndo, writeUndo } from './undo.js';
import { ownPerson } from './passPlay.js';
import { readTableSave, TABLE_BROKEN_KEY, TABLE_SAVE_KEY } from '../table/tableSave.js';

/** startApp({engine, engineEvents}): engine is the live game's client, already loading. */
export function startApp({ engine, engineEvents }) {
  const store = createStore(initialState());
  store.state.stats = readStats();
  store.state.prefs = { lang, fourColour: readFourColour(), sort: Object.fromEntries(GAMES.map((g) => [g, readSort(g)])) };

  const reduced = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  store.state.motion.reduced = Boolean(reduced && reduced.matches);
  if (reduced) reduced.addEventListener('change', () => store.update((s) => { s.motion.reduced = reduced.matches; }));
  // The pace and sound settings (pace.js, sound.js), remembered in localStorage.
  store.state.motion.speed = speedOf(readPref(SPEED_KEY));
  store.state.motion.trickStay = trickStayOf(readPref(TRICK_STAY_KEY));
  store.state.prefs.sound = readSound();
  store.state.prefs.undo = readUndo();
  const sound = createSound({ isOn: () => store.state.prefs.sound });

  createRenderer(store);

  const onEngineState = (state, error) => store.update((s) => {
    s.engine = state;
    s.engineError = error;
    if (state === 'failed') {
      if (s.game) s.game.busy = false;
      s.notice = { kind: 'error', key: 'error.engineFailed', code: engine.errorCode, detail: error, actions: ['reload'] };
    }
  });
  engineEvents.listen(onEngineState);
  if (engine.state !== 'loading') onEngineState(engine.state, engine.error);

  // A new game never replaces a saved one: withRoom keeps every unfinished game (or asks).
  const saved = createSavedGames({ store });
  const game = createGameController({ store, engine, saved, sound });
  saved.attach(game);
  engineEvents.restarted(() => game.recover()); // a trapped worker was replaced: the match goes on
  const updates = watchUpdates({ store });
  const replay = createReplayController({
    store,
    makeEngine: (onRestart) => createEngineClient({ onRestart }),
    onPlayDeal: (code) => saved.withRoom(() => game.openDeal(code)),
    onPlayFrom: (code, k, outcome, person) => saved.withRoom(() => game.playFrom(code, k, outcome, person)),
    isLive: (share) => game.live() && store.state.game.codes.share === share, // a copied link of the live match
  });

  const records = createRecords({
    store,
    engine,
    openCode: (code) => replay.open(code, 'record'),
    closeList: () => saved.closeList(),
  });
  records.listen(document);

  // The online table (web/net/online.js), loaded when asked for; while it is on the page
  // its controller takes the moves (active()).
  let onlineTable = null;
  const online = async () => {
    if (!onlineTable) onlineTable = (await import('../net/online.js')).createOnline({ store, sound, solo: game });
    return onlineTable;
  };
  // The online table's controller while its match is the one on the table; a game started
  // here afterwards (a new one, "play from here" in its replay) is the page's own.
  const active = () => (store.state.game && store.state.game.online && onlineTable && onlineTable.active()) || game;

  // Test and debugging hooks (e2e sets the bot pause to 0).
  window.__bazaDebug = {
    speed(ms) { // e.g. __bazaDebug.speed(0): bots move at once, no animations; speed(null): the settings' pace again
      const v = ms === null ? null : Math.max(0, Math.min(10000, Number(ms) || 0));
      store.update((s) => { s.motion.pause = v; });
    },
    state: () => store.state, // read-only look at the UI state
    waits: () => game.waits(), // the bot pauses and trick holds the table has made, e.g. 7
    trapEngine: () => engine.debugTrap().catch(() => {}), // the live engine traps as on a bug (e2e/live.spec.mjs)
    trapReplayEngine: () => replay.debugTrap(), // the replay viewer's engine likewise
  };

  async function copyLink(kind) {
    const g = store.state.game;
    if (!g || !g.codes.replay) return; // an online table's codes come at its end
    const url = kind === 'deal' ? dealUrl(g.codes.share) : replayUrl(g.codes.replay);
    let copied = false;
    if (navigator.clipboard && window.isSecureContext) {
      try {
        await Promise.race([
          navigator.clipboard.writeText(url),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1500)),
        ]);
        copied = true;
      } catch {
        copied = false;
      }
    }
    store.update((s) => {
      s.share.url = url;
      s.share.note = copied ? (kind === 'deal' ? 'share.copiedDeal' : 'share.copiedReplay') : 'share.selectIt';
      if (!copied) s.share.selectTick += 1;
    });
  }

  // The replay of the match on the table shows every hand: while it is being played
  // the player is asked first, and the match is then abandoned (game.abandon).
  function openReplay() {
    const g = store.state.game;
    if (!g || !g.codes.replay) return; // an online table's codes come at its end
    if (!game.live()) {
      replay.open(g.codes.replay, 'game', ownPerson(g)); // an online guest, a guest's seat played on: from that seat
      return;
    }
    game.setNotice({ kind: 'info', key: 'replay.liveAsk', actions: ['abandon-replay', 'dismiss'] });
  }

  async function abandonAndReplay() {
    store.update((s) => { s.notice = null; });
    if (!game.live()) return openReplay();
    const code = await game.abandon();
    if (code) replay.open(code, 'game');
  }

  // The language switch: the tables change at once, the renderer writes every text
  // again; a ?lang= in the address follows, so a reload keeps the choice.
  function switchLang(next) {
    if (!setLang(next)) return;
    const url = new URL(location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', lang);
      history.replaceState(history.state, '', url.href);
    }
    store.update((s) => {
      s.prefs.lang = lang;
      s.announce = { text: t('live.lang'), tick: s.announce.tick + 1 };
    });
  }

  const commands = {
    'new-game': () => {
      if (!store.state.specs) return;
      if (store.state.replay) replay.close();
      store.update((s) => { s.dialog = 'new-game'; });
    },
    'close-dialog': () => store.update((s) => { s.dialog = null; }),
    defaults: () => store.update((s) => { s.setup = defaultSetup(s.specs, s.levels, s.setup.game); }),
    'pick-game': (node) => pickGame(node.value || node.dataset.game),
    'start-game': () => saved.withRoom(() => game.startGame(store.state.setup)),
    'quick-start': () => saved.withRoom(() => game.quickStart()),
    rematch: () => saved.withRoom(() => game.rematch()),
    'open-games': () => { if (store.state.replay) replay.close(); saved.openList(); },
    'close-games': () => saved.closeList(),
    'resume-game': (node) => saved.open(node.dataset.id),
    'delete-game': (node) => saved.askDelete(node.dataset.id),
    'confirm-delete': (node) => saved.confirmDelete(node.dataset.id),
    'cancel-delete': () => saved.cancelDelete(),
    'take-over': () => saved.takeOver(),
    'apply-update': () => updates.apply(),
    continue: () => active().continueGame(),
    uncover: () => game.uncover(), // pass-and-play: the person at the device shows their hand
    'last-trick': () => active().toggleLastTrick(),
    hint: () => game.hint(),
    'copy-deal': () => copyLink('deal'),
    'copy-replay': () => copyLink('replay'),
    'open-replay': () => openReplay(),
    'abandon-replay': () => abandonAndReplay(),
    'close-replay': () => replay.close(),
    'replay-back': () => replay.step(-1),
    'replay-forward': () => replay.step(1),
    'replay-start': () => replay.toStart(),
    'replay-end': () => replay.toEnd(),
    'replay-play': () => replay.togglePlay(),
    'replay-own': () => replay.playThisDeal(),
    'replay-analysis': () => replay.toggleAnalysis(),
    'replay-from-here': () => replay.playFromHere(),
    'replay-review': () => replay.review.toggle(),
    'replay-record': () => records.save(replay.code()),
    'save-record': () => records.save(store.state.game.codes.replay), // the deal just finished (end-of-deal summary)
    'open-record': () => records.open(document.querySelector('[data-testid="record-text"]').value),
    'review-view': (node) => replay.review.setView(node.dataset.view),
    'review-bots': () => replay.review.toggleBots(),
    'review-jump': (node) => replay.go(Number(node.dataset.index)),
    'replay-trick': (node) => { const g = Number(node.value); if (g > 0) replay.jumpToTrick(g); },
    'dismiss-notice': () => store.update((s) => { s.notice = null; }),
    reload: () => location.reload(),
    lang: (node) => switchLang(node.dataset.lang),
    'four-colour': (node) => {
      const on = Boolean(node.checked);
      writeFourColour(on);
      store.update((s) => { s.prefs.fourColour = on; });
    },
    // The pace and sound settings: remembered, and in effect from the next move.
    speed: (node) => {
      const v = speedOf(node.value);
      writePref(SPEED_KEY, v);
      store.update((s) => { s.motion.speed = v; });
    },
    'trick-stay': (node) => {
      const v = trickStayOf(node.value);
      writePref(TRICK_STAY_KEY, v);
      store.update((s) => { s.motion.trickStay = v; });
    },
    sound: (node) => {
      const on = Boolean(node.checked);
      writeSound(on);
      store.update((s) => { s.prefs.sound = on; });
      sound.cue('play'); // switched on by a tap: the browser lets the sound start, and the player hears how loud
    },
    // Undo against bots (app/undo.js) and the daily deal (app/dailyGame.js).
    undo: () => game.undo(),
    'undo-setting': (node) => {
      const on = Boolean(node.checked);
      writeUndo(on);
      store.update((s) => { s.prefs.undo = on; });
    },
    'open-daily': () => {
      if (store.state.replay) replay.close();
      store.update((s) => { s.dialog = null; });
      game.daily.open();
    },
    'close-daily': () => game.daily.close(),
    'daily-date': (node) => game.daily.pickDate(node.value),
    'daily-play': (node) => saved.withRoom(() => game.daily.play(node.dataset.game)),
    'daily-share': () => game.daily.share(),
    // The online table (web/net/): loaded only when asked for.
    'play-friends': async () => (await online()).host(),
    'resume-table': async () => { store.update((s) => { s.notice = null; }); (await online()).resume(); },
    react: (node) => { if (onlineTable) onlineTable.react(node.dataset.kind); }, // a quick reaction at an online table
    'forget-table': () => { writePref(TABLE_SAVE_KEY, null); store.update((s) => { s.notice = null; }); },
    'hand-sort': (node) => { // the hand order of the game on the table (or picked), remembered per game
      const game = node.dataset.game;
      if (!game) return;
      writeSort(game, node.value);
      store.update((s) => { s.prefs.sort = { ...s.prefs.sort, [game]: node.value }; });
    },
  };

  bindInput({
    doc: document,
    store,
    intents: {
      act: (action) => active().act(action),
      // A card the engine does not allow now: its reason (observation.illegal) is said with a "why?" link (render/help.js).
      refuse: (card) => {
        const g = store.state.game;
        const illegal = g && (g.obs.illegal || []).find((x) => x.card === card);
        if (illegal) store.update((s) => { s.game.refusal = { card, reason: illegal.reason, moves: s.game.obs.moves }; });
      },
      command: (name, node) => {
        const fn = commands[name];
        if (fn) fn(node);
      },
    },
  });

  async function openLink(link) {
    if (!link) return false;
    if (link.kind === 'deal') {
      await saved.withRoom(() => game.openDeal(link.code));
      return true;
    }
    if (link.kind === 'replay') {
      replay.open(link.code, 'link');
      return false;
    }
    if (link.kind === 'join') { // an online table's invite (web/net/)
      clearHash();
      (await online()).join(link.code);
      return false;
    }
    clearHash();
    game.setNotice({ kind: 'error', key: 'error.badLink', code: 'link-not-ours', detail: link.text, actions: ['new-game', 'dismiss'] });
    return false;
  }

  // The game picker (welcome panel and new-game dialog): that game's options at
  // their defaults, the bot levels kept; the choice is remembered for the next visit.
  function pickGame(name) {
    const s = store.state;
    const info = s.catalog && s.catalog[name];
    if (!info || (s.setup && s.setup.game === name)) return;
    writePref(GAME_KEY, name);
    const levels = s.setup ? s.setup.levels.slice() : null;
    store.update((st) => {
      st.specs = info.options;
      st.levels = info.levels.slice();
      st.setup = defaultSetup(info.options, st.levels, name);
      if (levels) st.setup.levels = levels;
    });
  }

  async function boot() {
    let games;
    try {
      await engine.ready;
      games = await engine.games();
    } catch {
      return; // the engine's failed state is on screen with its reason
    }
    const catalog = {};
    for (const info of games.games || []) {
      if (!GAMES.includes(info.name)) continue;
      const levels = [info.bots, info.levels, games.bots, games.levels].find((l) => Array.isArray(l) && l.length) || FALLBACK_LEVELS;
      catalog[info.name] = { options: info.options, levels: levels.slice(), clockwise: Boolean(info.clockwise), pack: info.pack, sorts: info.sorts || [] };
    }
    if (!catalog.guinote) {
      game.setNotice({ kind: 'error', key: 'error.noGuinote', detail: (games.games || []).map((x) => x.name).join(', '), actions: ['reload'] });
      return;
    }
    const remembered = readPref(GAME_KEY);
    const first = catalog[remembered] ? remembered : 'guinote';
    store.update((s) => {
      s.catalog = catalog;
      s.specs = catalog[first].options;
      s.levels = catalog[first].levels.slice();
      s.setup = defaultSetup(s.specs, s.levels, first);
    });

    try {
      saved.setVersion(await engine.version());
    } catch {
      /* an engine without version(): saves record the default */
    }
    saved.boot();
    const link = parseHash(location.hash);
    if (link && link.kind === 'deal') {
      await openLink(link);
      return;
    }
    const last = saved.latest();
    if (last) await saved.open(last.id);
    if (!store.state.game) store.update((s) => { s.welcome = true; });
    await openLink(link);
    // The host's online table, unfinished before a reload (web/net/online.js keeps it): offered
    // back if it reads; one that does not is moved aside and said in words.
    const table = readTableSave(readPref(TABLE_SAVE_KEY));
    if (table && table.broken) {
      writePref(TABLE_BROKEN_KEY, readPref(TABLE_SAVE_KEY));
      writePref(TABLE_SAVE_KEY, null);
      game.setNotice({ kind: 'error', key: 'net.tableSaveBroken', detail: table.broken, actions: ['dismiss'] });
    } else if (!link && table) game.setNotice({ kind: 'info', key: 'net.resumeAsk', actions: ['resume-table', 'forget-table'] });
  }

  window.addEventListener('hashchange', () => {
    if (!store.state.specs) return;
    openLink(parseHash(location.hash));
  });

  boot();
}
