// Signaling through a public network, the invite screen's option: one link per friend's
// seat and no reply code. The browsers find each other through the public WebTorrent
// trackers with the trystero library (MIT; tools/build-site.sh vendors it into the site
// as vendor/trystero-torrent.js, loaded only when the option is chosen). Each seat has a
// room whose name and key are random and travel only in the link: the trackers relay the
// WebRTC offers and answers AES-GCM encrypted with that key, so they see each player's
// IP address and an opaque room hash, never an SDP or a card. The table's messages then
// go browser to browser over WebRTC, as with the manual codes.
//
//   hostSeat({onChannel}) -> {code, close()} · joinSeat(code, {onChannel}) -> {close()}

import { CodeError } from './sdpCode.js';
import { readStun, iceConfig } from './peer.js';
import { readPref, writePref } from '../app/prefs.js';

export const TRACKERS_KEY = 'baza.trackers'; // localStorage: the trackers, one ws(s):// URL per line; none stored: DEFAULT_TRACKERS
// Three independent public WebTorrent trackers (trystero's first three); index.html's CSP connect-src lists them.
export const DEFAULT_TRACKERS = ['wss://tracker.webtorrent.dev', 'wss://tracker.openwebtorrent.com', 'wss://open.ftorrent.com']; // what readTrackers() gives without a stored list
const APP_ID = 'baza-table'; // the rooms' namespace on the trackers
const PREFIX = 'p.'; // a public invite code: 'p.' + 22 characters of room name + 22 of key (base64url)
const CODE = /^p\.([A-Za-z0-9_-]{22})([A-Za-z0-9_-]{22})$/;
const HOST = 'h'; // the action by which the host says so to whoever joins its seat's room
const TABLE = 't'; // the action that carries the table's messages, untouched
const RETRY_MS = 10000; // a guest not linked by then enters the room again, e.g. 10 s

/** True for a public invite code (the manual ones are base64url only). */
export const isPublicCode = (code) => String(code || '').startsWith(PREFIX); // e.g. isPublicCode('p.AbC…') -> true

const TRACKER = /^wss?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[\w./-]*)?$/; // e.g. 'wss://tracker.example.org/announce'

/** The trackers in use: the stored list (one URL per line), else DEFAULT_TRACKERS. */
export function readTrackers() {
  const urls = String(readPref(TRACKERS_KEY) || '').split(/\s+/).filter(Boolean);
  return urls.length && urls.length <= 8 && urls.every((u) => TRACKER.test(u)) ? urls : DEFAULT_TRACKERS.slice(); // e.g. ['ws://127.0.0.1:40123'] in e2e
}

// The host's public seat codes, kept with its table's save so a resumed table (the host's reload) waits in the same rooms.
export const SEATS_KEY = 'baza.publicSeats'; // localStorage: {"1": "p.Xk2…"} by seat
export function rememberSeat(seat, code) { // e.g. rememberSeat(1, 'p.Xk2…')
  writePref(SEATS_KEY, JSON.stringify({ ...rememberedSeats(), [seat]: code }));
}
export function rememberedSeats() { // e.g. {1: 'p.Xk2…'}, or null when none
  try { return JSON.parse(readPref(SEATS_KEY) || 'null'); } catch { return null; }
}
export const forgetSeats = () => writePref(SEATS_KEY, null); // a new table, or the table forgotten

let library = null;
const load = () => (library ||= import(new URL('../vendor/trystero-torrent.js', import.meta.url).href)
  .catch(() => { library = null; throw new CodeError('net.noPublic'); })); // not in this build, or offline

const b64 = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const randomPart = () => b64(crypto.getRandomValues(new Uint8Array(16))); // 22 characters, 128 bits

async function enter(code, passive = false) {
  const m = CODE.exec(String(code || '').trim());
  if (!m) throw new CodeError('net.badCode');
  const { joinRoom } = await load();
  return joinRoom({
    appId: APP_ID, password: m[2], rtcConfig: iceConfig(readStun()), passive,
    relayConfig: { urls: readTrackers(), warnOnRelayFailure: false },
  }, m[1]);
}

// A Channel (web/table/'s {send, onMessage, onClose, close}) to one peer of a room.
function peerChannel(send, drop) {
  const inbox = []; // what arrives before anyone listens
  let listener = null;
  const onClose = [];
  let closed = false;
  const end = () => {
    if (closed) return;
    closed = true;
    onClose.forEach((fn) => fn());
  };
  return {
    deliver: (text) => { if (closed || typeof text !== 'string') return; if (listener) listener(text); else inbox.push(text); },
    end,
    channel: {
      send(text) { if (!closed) send(String(text)); }, // e.g. send('{"t":"ping"}')
      onMessage(fn) { listener = fn; inbox.splice(0).forEach((text) => fn(text)); }, // e.g. onMessage((text) => …)
      onClose(fn) { onClose.push(fn); }, // e.g. onClose(() => show('gone'))
      close() { drop(); end(); }, // e.g. close(): this side leaves that peer
      get open() { return !closed; }, // e.g. true
    },
  };
}

// The room's peers as channels: onPeer(id) says whether a joining peer gets one.
function channels(room) {
  const peers = new Map(); // peer id -> peerChannel
  const [sendTable, getTable] = pair(room.makeAction(TABLE));
  getTable((text, id) => peers.get(id)?.deliver(text));
  const open = (id) => {
    const p = peerChannel((text) => sendTable(text, id), () => peers.delete(id));
    peers.set(id, p);
    return p.channel;
  };
  const leave = (id) => { const p = peers.get(id); peers.delete(id); if (p) p.end(); };
  return { open, leave, has: (id) => peers.has(id) };
}

// A trystero action as [send(data, peerId), listen(fn(data, peerId))].
const pair = (action) => [
  (data, id) => action.send(data, { target: id }).catch(() => {}), // a peer gone mid-send: its close follows
  (fn) => { action.onMessage = (data, { peerId }) => fn(data, peerId); },
];

/**
 * The host's side of one friend's seat: {code, close()}; onChannel(channel) for every peer
 * that joins the seat's room (the friend, again after a reload; the table takes or refuses it).
 * The host waits passive (no offers of its own): it answers whoever offers, whichever peer id
 * is smaller, so a guest never waits for the host's next announce (trackers ask for one in
 * 2 minutes). Left empty, it enters the room afresh, passive again, for the guest's return.
 */
export async function hostSeat({ onChannel, code = null }) {
  code ||= `${PREFIX}${randomPart()}${randomPart()}`;
  let room = null;
  let closed = false;
  const open = async () => {
    room = await enter(code, true);
    const peers = channels(room);
    const [sayHost] = pair(room.makeAction(HOST));
    let present = 0;
    room.onPeerJoin = (id) => {
      present += 1;
      sayHost('1', id);
      onChannel(peers.open(id));
    };
    room.onPeerLeave = (id) => {
      peers.leave(id);
      present -= 1;
      if (present === 0 && !closed) room.leave().then(() => { if (!closed) open(); });
    };
  };
  await open();
  return { code, close: () => { closed = true; room.leave(); } }; // e.g. {code: 'p.Xk2…', close()}
}

/**
 * The guest's side: onChannel(channel) once the host's browser is linked (and again if it
 * comes back); {close()}. Trackers forward offers only when they are announced, which
 * trystero does in the first seconds in a room and then every 2 minutes: a guest not linked
 * after RETRY_MS enters the room again (announcing afresh), e.g. a host that was reloading.
 */
export async function joinSeat(code, { onChannel }) {
  let room = null;
  let host = null; // the host's peer id while linked
  let closed = false;
  let timer = null;
  const open = async () => {
    room = await enter(code);
    const peers = channels(room);
    const [, heardHost] = pair(room.makeAction(HOST));
    heardHost((_, id) => { // another guest of a forwarded link never says so
      if (peers.has(id)) return;
      host = id;
      onChannel(peers.open(id));
    });
    room.onPeerLeave = (id) => { peers.leave(id); if (id === host) { host = null; retry(); } };
    retry();
  };
  const retry = () => {
    clearTimeout(timer);
    timer = setTimeout(() => { if (!host && !closed) room.leave().then(() => { if (!host && !closed) open(); }); }, RETRY_MS);
  };
  await open();
  return { close: () => { closed = true; clearTimeout(timer); room.leave(); } }; // e.g. joined.close() when the page leaves the table
}
