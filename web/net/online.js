// The online table on the page: the host's browser runs the table (web/table/host.js on
// an engine worker of its own) and sits at it through a loopback like any guest; each
// guest's browser joins from an invite link. Every player's table is the solo game's
// controller and renderer over a remote engine (remoteEngine.js): nothing is drawn twice.
// The host's save (host.snapshot(), with the seed) stays in the host's localStorage.

import { isPublicCode } from './publicSignal.js';
import { inviteUrl } from './peer.js';
import { createGameController } from '../app/game.js';
import { createEngineClient } from '../app/engineClient.js';
import { optionString, setupPlayers } from '../app/setup.js';
import { readPref, writePref } from '../app/prefs.js';
import { createTableHost } from '../table/host.js';
import { createTableGuest } from '../table/guest.js';
import { createLoopback } from '../table/loopback.js';
import { readTableSave, TABLE_SAVE_KEY } from '../table/tableSave.js';
import { createRemoteEngine } from './remoteEngine.js';
import { openHost, openGuest, closeDialog } from './friends.js';
import { tableView, newReactions } from './manners.js';
import { t } from '../app/i18n.js';

export const TABLE_KEY = TABLE_SAVE_KEY; // the host's table save: host.snapshot() as JSON
export const TOKEN_KEY = 'baza.tableToken'; // a guest's seat token (sessionStorage: this tab)
const NO_SAVE = { record: () => 'online', forget() {}, setAside() {} }; // an online table is not a solo save
const BUBBLE_MS = 2800; // a reaction shows on its seat's plate this long, as a cante, e.g. 2.8 s

function randomSeed() {
  const a = new BigUint64Array(1);
  crypto.getRandomValues(a);
  return a[0].toString(); // e.g. '13091840417431094313'
}

/** createOnline({store, sound, solo}) -> {host(), join(code), resume(), active()}: solo is the page's own game controller. */
export function createOnline({ store, sound, solo }) {
  let game = null; // the controller of the online table on this page, or null
  let seated = null; // this page's guest (web/table/guest.js) at the table, or null
  let reactedAt = -1; // the move count when this page last reacted: one reaction a pause
  let lastReaction = null; // the last reaction shown on a plate
  let bubbleId = 0;

  // The table's manners (names, who is here, the timeout, the reactions open now) and, at
  // the end, the replay codes into the store's game; each new reaction as a bubble on its seat.
  function showTable(state) {
    const view = tableView(state, reactedAt);
    const { fresh, last } = newReactions(state, lastReaction);
    lastReaction = last;
    store.update((s) => {
      if (!s.game || !s.game.online) return;
      s.game.table = view;
      if (state.end) s.game.codes = { ...state.end }; // {share, replay}: sent only once the match is over
      for (const r of fresh) {
        const bubble = { id: `r${++bubbleId}`, seat: r.seat, text: t(`react.${r.kind}`) };
        s.game.bubbles = [...s.game.bubbles.filter((b) => b.seat !== r.seat), bubble];
        setTimeout(() => store.update((st) => { if (st.game) st.game.bubbles = st.game.bubbles.filter((b) => b.id !== bubble.id); }), BUBBLE_MS);
      }
    });
  }

  // Sits this page at a table through `channel` (a loopback for the host, WebRTC for a guest).
  function sit(channel, { token = null, name, onState = () => {} } = {}) {
    solo.stop(); // the solo game stays saved; this tab now shows the online table
    let remote = null;
    let begun = false;
    let fault = null; // the last refused message from the host that a notice told of
    const guest = createTableGuest({
      channel, token, name,
      onChange: (state) => {
        if (state.token) { try { sessionStorage.setItem(TOKEN_KEY, state.token); } catch { /* private mode */ } }
        if (state.fault !== fault) { // said in words; the table stays as it was
          fault = state.fault;
          store.update((s) => { s.notice = { kind: 'error', key: 'net.hostMessage', detail: fault.detail, actions: ['dismiss'] }; });
        }
        onState(state);
        if (!remote) return;
        remote.update();
        if (!begun && state.obs) { // the first observation: the table on the page
          begun = true;
          game.openDeal('online').then(() => {
            store.update((s) => {
              if (!s.game) return;
              s.game.online = true;
              const n = state.timeoutSeconds; // the host's setting, said once to everyone at the table (a phone hides the score's foot)
              s.notice = { kind: 'info', key: n ? 'net.timeoutBot' : 'net.timeoutWait', params: { n }, actions: ['dismiss'] };
            });
            showTable(state);
          });
        } else if (begun) showTable(state);
      },
    });
    remote = createRemoteEngine(guest);
    game = createGameController({ store, engine: remote, saved: NO_SAVE, sound });
    seated = guest;
    reactedAt = -1;
    lastReaction = null;
    return guest;
  }

  // The host's table, new from the setup or back from its save.
  async function openTable({ seats, names, timeoutSeconds = null, resume = null }) {
    const setup = store.state.setup;
    const engine = createEngineClient({ name: 'baza-table' });
    await engine.ready;
    const level = (setup.levels || []).find((l) => l && l !== 'human') || 'hard';
    const listeners = [];
    const friends = seats.map((k, i) => (k === 'friend' ? i : -1)).filter((i) => i >= 0);
    let started = false;
    let attached = false; // a friend linked since the screen opened: all here closes it
    const table = createTableHost({
      engine, resume,
      game: setup.game, options: optionString(setup, store.state.specs), seed: randomSeed(),
      seats: seats.map((k) => (k === 'bot' ? 'bot' : 'person')), names, timeoutSeconds, botLevel: level,
      botDelayMs: store.state.motion.pause === 0 ? 0 : 700,
      onChange: () => { // the save follows the table (a finished one is forgotten)
        writePref(TABLE_KEY, table.view().over ? null : JSON.stringify(table.snapshot()));
        if (attached) startWhenAll();
        listeners.forEach((fn) => fn());
      },
    });
    await table.ready;
    const [mine, theirs] = createLoopback();
    table.attach(mine, 0);
    sit(theirs, { name: names[0] });
    const startWhenAll = () => { // every friend here: the table starts (or goes on) and the invites close
      const v = table.view();
      if (!friends.every((p) => v.people[p].connected)) return;
      if (!started) table.start();
      started = true;
      closeDialog();
    };
    if (resume) { started = true; await table.start(); }
    return {
      attach: (seat, channel) => { attached = true; table.attach(channel, seat); }, // e.g. attach(1, channel): its hello seats it
      status(seat) { // 'waiting' | 'connected' | 'thinking' | 'gone' | 'bot'
        const p = table.view().people[seat];
        if (!p || p.kind === 'bot') return 'bot';
        if (p.away) return 'gone';
        if (!p.connected) return 'waiting';
        return p.thinking ? 'thinking' : 'connected';
      },
      onChange: (fn) => listeners.push(fn), // e.g. onChange(() => redraw())
      startNow: () => { if (!started) { started = true; table.start(); closeDialog(); } }, // bots play for whoever is missing
    };
  }

  return {
    host() { // the "Play with friends" screen for the players of the setup
      store.update((s) => { s.dialog = null; });
      openHost({ players: setupPlayers(store.state.setup), onStart: openTable });
    },
    join(code) { // a guest from an invite link's code; its token (this tab) takes its seat back
      if (isPublicCode(code)) { // E signal: a public link stays in the address while this tab is at that table, so a reload joins the same seat again
        const keep = () => { if (!location.hash && (!store.state.game || store.state.game.online)) history.replaceState(null, '', inviteUrl(code)); };
        history.replaceState(null, '', inviteUrl(code));
        store.subscribe(keep); // opening the table's deal clears the address's hash: put back
      }
      let token = null;
      try { token = sessionStorage.getItem(TOKEN_KEY); } catch { /* private mode */ }
      return openGuest(code, {
        onChannel: (channel, status) => sit(channel, {
          token,
          onState: (state) => { if (state.status === 'playing' || state.status === 'waiting') closeDialog(); status(state); },
        }),
      });
    },
    resume() { // the host's table back from its save after a reload: fresh invites for every friend
      const read = readTableSave(readPref(TABLE_KEY)); // the page's boot moved a broken one aside
      if (!read || !read.save) return false;
      const save = read.save;
      const seats = save.seats.map((k, i) => (i === 0 ? 'me' : k === 'bot' ? 'bot' : 'friend'));
      openHost({ players: seats.length, seats, names: save.names, timeoutSeconds: save.timeoutSeconds, onStart: ({ timeoutSeconds }) => openTable({ seats, names: save.names, resume: { ...save, timeoutSeconds } }) }); // the timeout may change
      return true;
    },
    forget: () => writePref(TABLE_KEY, null), // the host's table is over or given up
    active: () => game, // the online table's controller while this page shows one, else null
    react(kind) { // react('nice'): a quick reaction, between tricks only (the host checks it too)
      if (!seated || !seated.state.obs) return;
      seated.react(kind);
      reactedAt = seated.state.obs.moves;
      showTable(seated.state);
    },
  };
}
