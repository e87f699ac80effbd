// Signaling through a public network, the invite screen's option: one link per friend's
// seat and no reply code. The browsers find each other through the public WebTorrent
// trackers, spoken to by this small client (the trackers' WebSocket protocol: an announce
// carries offers, an answer goes to one peer). Each seat has a room whose name and key are
// random and travel only in the link: the offers and answers are peer.js's codes, AES-GCM
// encrypted with that key, so the trackers see each player's IP address and an opaque
// room hash, never an SDP or a card. The table's messages then go browser to browser over
// WebRTC (peer.js's link, as with the manual codes): the guest offers, the host answers.
//
//   hostSeat({onChannel}) -> {code, close()} · joinSeat(code, {onChannel}) -> {close()}

import { CodeError } from './sdpCode.js';
import { createInvite, answerInvite } from './peer.js';
import { readPref, writePref } from '../app/prefs.js';

export const TRACKERS_KEY = 'baza.trackers'; // localStorage: the trackers, one ws(s):// URL per line; none stored: DEFAULT_TRACKERS
// Three independent public WebTorrent trackers; index.html's CSP connect-src lists them.
export const DEFAULT_TRACKERS = ['wss://tracker.webtorrent.dev', 'wss://tracker.openwebtorrent.com', 'wss://open.ftorrent.com']; // what readTrackers() gives without a stored list
const APP_ID = 'baza-table'; // the rooms' namespace on the trackers
const PREFIX = 'p.'; // a public invite code: 'p.' + 22 characters of room name + 22 of key (base64url)
const CODE = /^p\.([A-Za-z0-9_-]{22})([A-Za-z0-9_-]{22})$/;
const RETRY_MS = 10000; // a guest not linked by then offers again, e.g. 10 s
const REOPEN_MS = 15000; // a tracker that dropped the page is tried again after, e.g. 15 s
const ANNOUNCE_MS = 60000; // the host announces again so the trackers keep it in the room, e.g. 60 s

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
export function rememberedSeats() { // e.g. {1: 'p.Xk2…'}, or null when none; storage is input: only seats 1-3 with a well-formed code
  let kept = null;
  try { kept = JSON.parse(readPref(SEATS_KEY) || 'null'); } catch { return null; }
  if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return null;
  const seats = Object.entries(kept).filter(([seat, code]) => /^[1-3]$/.test(seat) && typeof code === 'string' && CODE.test(code));
  return seats.length ? Object.fromEntries(seats) : null;
}
export const forgetSeats = () => writePref(SEATS_KEY, null); // a new table, or the table forgotten

const b64 = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const unb64 = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const randomPart = () => b64(crypto.getRandomValues(new Uint8Array(16))); // 22 characters, 128 bits
const id20 = () => b64(crypto.getRandomValues(new Uint8Array(15))); // a peer or offer id: the protocol's 20 characters

// A code's room: the trackers' info_hash (20 characters of a hash of the room's name) and the AES-GCM key.
async function roomOf(code) {
  const m = CODE.exec(String(code || '').trim());
  if (!m) throw new CodeError('net.badCode');
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${APP_ID}:${m[1]}`));
  const key = await crypto.subtle.importKey('raw', unb64(m[2]), 'AES-GCM', false, ['encrypt', 'decrypt']);
  return { hash: b64(new Uint8Array(hash)).slice(0, 20), key }; // e.g. {hash: 'Qm9…', key: CryptoKey}
}

async function seal(key, text) { // base64url of the iv and the ciphertext
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const box = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text));
  return b64(new Uint8Array([...iv, ...new Uint8Array(box)]));
}
async function unseal(key, text) { // null for a box not made with this key
  try {
    const bytes = unb64(String(text));
    return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, key, bytes.subarray(12)));
  } catch {
    return null;
  }
}

// One WebSocket per tracker: hello() is sent to each as it opens; opened rejects with net.noPublic
// when none opens. Once one has opened, a tracker that drops the page is tried again every REOPEN_MS.
export function connect(hello, onMessage) { // exported for its node test
  const urls = readTrackers();
  const sockets = new Set();
  let ended = false;
  let up = false; // some tracker opened once
  let failed = 0;
  let ready;
  let fail;
  const opened = new Promise((resolve, reject) => { ready = resolve; fail = reject; });
  const open = (url) => {
    const ws = new WebSocket(url);
    sockets.add(ws);
    ws.onopen = () => { up = true; ready(); const msg = hello(); if (msg) ws.send(JSON.stringify(msg)); };
    ws.onmessage = (e) => { let m = null; try { m = JSON.parse(e.data); } catch { return; } if (m && typeof m === 'object') onMessage(m); }; // a tracker's 'null' or '3' is ignored too
    ws.onclose = () => {
      sockets.delete(ws);
      if (ended) return;
      if (up) setTimeout(() => { if (!ended) open(url); }, REOPEN_MS);
      else if (++failed === urls.length) { ended = true; fail(new CodeError('net.noPublic')); }
    };
  };
  urls.forEach(open);
  const send = (msg) => sockets.forEach((ws) => { if (ws.readyState === 1) ws.send(JSON.stringify(msg)); });
  const close = () => { ended = true; sockets.forEach((ws) => ws.close()); };
  return { opened, send, close };
}

const announce = (hash, me, more) => ({ action: 'announce', info_hash: hash, peer_id: me, uploaded: 0, downloaded: 0, left: 1, ...more });

/**
 * The host's side of one friend's seat: {code, close()}; onChannel(channel) for every guest
 * that links through the seat's room (the friend, again after a reload; the table takes or
 * refuses it). The host only answers: it stays in the room, offering nothing.
 */
export async function hostSeat({ onChannel, code = null }) {
  code ||= `${PREFIX}${randomPart()}${randomPart()}`;
  const { hash, key } = await roomOf(code);
  const me = id20();
  const answered = new Set(); // offer ids: one offer comes through each tracker
  const links = []; // peer.js's answers, closed with the seat
  const hello = () => announce(hash, me, { numwant: 0, offers: [] });
  const net = connect(hello, async (m) => {
    if (m.info_hash !== hash || !m.offer || answered.has(m.offer_id)) return;
    answered.add(m.offer_id);
    const offer = await unseal(key, m.offer.sdp);
    if (!offer) return; // not made with the link's key
    try {
      const link = await answerInvite(offer);
      links.push(link);
      const sdp = await seal(key, link.answerCode);
      net.send(announce(hash, me, { to_peer_id: m.peer_id, offer_id: m.offer_id, answer: { type: 'answer', sdp } }));
      link.channel.then(onChannel, () => {});
    } catch { /* an offer peer.js cannot take: ignored */ }
  });
  await net.opened;
  const timer = setInterval(() => net.send(hello()), ANNOUNCE_MS);
  return { code, close: () => { clearInterval(timer); net.close(); links.forEach((l) => l.close()); } }; // e.g. {code: 'p.Xk2…', close()}
}

/**
 * The guest's side: onChannel(channel) once the host's browser is linked (and again if it
 * comes back); {close()}. Trackers pass an offer only to the peers in the room when it is
 * announced: a guest not linked after RETRY_MS offers afresh (e.g. a host that was reloading).
 */
export async function joinSeat(code, { onChannel }) {
  const { hash, key } = await roomOf(code);
  const me = id20();
  let invite = null; // peer.js's offer of this attempt
  let offer = null; // {offer_id, offer} as announced
  let linked = false;
  let closed = false;
  let timer = null;
  const hello = () => offer && announce(hash, me, { numwant: 1, offers: [offer] });
  const net = connect(hello, async (m) => {
    if (linked || m.info_hash !== hash || !m.answer || m.offer_id !== offer?.offer_id) return;
    const answer = await unseal(key, m.answer.sdp);
    if (!answer || linked) return;
    linked = true;
    clearTimeout(timer);
    try {
      const channel = await invite.accept(answer);
      channel.onClose(() => { linked = false; if (!closed) attempt(); });
      onChannel(channel);
    } catch {
      linked = false;
      if (!closed) attempt();
    }
  });
  const attempt = async () => {
    clearTimeout(timer);
    if (!linked) invite?.close();
    invite = await createInvite();
    offer = { offer_id: id20(), offer: { type: 'offer', sdp: await seal(key, invite.code) } };
    if (closed) return invite.close();
    net.send(hello());
    timer = setTimeout(() => { if (!linked && !closed) attempt(); }, RETRY_MS);
  };
  await net.opened;
  await attempt();
  return { close: () => { closed = true; clearTimeout(timer); net.close(); invite?.close(); } }; // e.g. joined.close() when the page leaves the table
}
