// The online table's transport: one WebRTC peer connection per guest, in the page's main
// thread, with manual signaling (no server): the host's invite code carries its offer,
// the guest's answer code comes back by hand. ICE gathering completes before a code is
// made (one round, no trickle). Two negotiated data channels: 'table' (ordered,
// reliable: the table's messages, untouched) and 'beat' (a heartbeat every 2 s: a
// peer silent for 10 s is gone, even when no close ever arrives).
//
// A Channel, as web/table/ wants it: {send(text), onMessage(fn), onClose(fn), close()}.

import { encodeDescription, decodeCode, parseSdp, CodeError } from './sdpCode.js';
import { readPref, writePref } from '../app/prefs.js';

export const STUN_KEY = 'baza.stun'; // localStorage: the STUN servers, one per line ('' = none)
export const DEFAULT_STUN = ['stun:stun.l.google.com:19302']; // used until the player sets a list
const BEAT_MS = 2000;
const SILENT_MS = 10000;
const GATHER_MS = 8000; // ICE gathering waits at most this long for a slow STUN server
const CONNECT_MS = 30000;

/** The STUN list in a text (one URL per line or space): ['stun:…'], or throws CodeError('net.badStun'). */
export function parseStunList(text) {
  const urls = String(text || '').split(/[\s,]+/).filter(Boolean);
  if (urls.length > 8 || urls.some((u) => !/^stuns?:[A-Za-z0-9.-]+(:\d{1,5})?$/.test(u))) throw new CodeError('net.badStun');
  return urls; // e.g. ['stun:stun.example.org:3478']
}

/** The STUN servers in use: the stored list, else DEFAULT_STUN. */
export function readStun() {
  const stored = readPref(STUN_KEY);
  if (stored === null) return DEFAULT_STUN.slice();
  try {
    return parseStunList(stored); // e.g. [] on one network
  } catch {
    return DEFAULT_STUN.slice();
  }
}

/** Stores a STUN list typed by the player (checked first: a bad one changes nothing). */
export function writeStun(text) {
  const urls = parseStunList(text);
  writePref(STUN_KEY, urls.join('\n'));
  return urls; // e.g. []
}

export const iceConfig = (stun) => ({ iceServers: stun.length ? [{ urls: stun }] : [] }); // e.g. {iceServers: []} on one network

function openPeer(stun) {
  const pc = new RTCPeerConnection(iceConfig(stun));
  const table = pc.createDataChannel('table', { negotiated: true, id: 0, ordered: true });
  const beat = pc.createDataChannel('beat', { negotiated: true, id: 1, ordered: false, maxRetransmits: 0 });
  const inbox = []; // what arrives before anyone listens (the link opened, the table not yet attached)
  table.onmessage = (e) => inbox.push(e.data);
  return { pc, table, beat, inbox };
}

function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') { clearTimeout(timer); resolve(); }
    });
  });
}

// The Channel over an open peer: closes once, on the data channel's close, ICE failure or silence.
function channelOf({ pc, table, beat, inbox }) {
  let onMessage = null;
  const onClose = []; // several may listen: the table, and the invite screen (a fresh invite)
  let closed = false;
  let heard = Date.now();
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    try { pc.close(); } catch { /* already closed */ }
    onClose.forEach((fn) => fn());
  };
  const timer = setInterval(() => {
    if (Date.now() - heard > SILENT_MS) return close();
    if (beat.readyState === 'open') beat.send('b');
  }, BEAT_MS);
  const hear = () => { heard = Date.now(); };
  beat.onmessage = hear;
  table.onmessage = (e) => {
    hear();
    if (typeof e.data !== 'string') return;
    if (onMessage) onMessage(e.data);
    else inbox.push(e.data);
  };
  table.onclose = close;
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'failed' || pc.connectionState === 'closed') close();
  });
  return {
    send(text) { if (!closed && table.readyState === 'open') table.send(String(text)); }, // e.g. send('{"t":"ping"}')
    onMessage(fn) { // e.g. onMessage((text) => …): what came before it is handed over first
      onMessage = fn;
      for (const text of inbox.splice(0)) if (typeof text === 'string') fn(text);
    },
    onClose(fn) { onClose.push(fn); }, // e.g. onClose(() => show('gone')): each listener is called once
    close, // e.g. channel.close(): both ends see onClose
    get open() { return !closed; }, // e.g. true
  };
}

// The Channel once the link is up; the host gives up after CONNECT_MS, the guest waits for the host's paste.
function opened(peer, ms = null) {
  return new Promise((resolve, reject) => {
    const timer = ms && setTimeout(() => { peer.pc.close(); reject(new CodeError('net.noConnection')); }, ms);
    const done = () => { clearTimeout(timer); resolve(channelOf(peer)); };
    if (peer.table.readyState === 'open') done();
    else peer.table.addEventListener('open', done, { once: true });
    peer.pc.addEventListener('connectionstatechange', () => {
      if (peer.pc.connectionState === 'failed') { clearTimeout(timer); reject(new CodeError('net.noConnection')); }
    });
  });
}

/**
 * The host's side of one seat's invite: {code, accept(answerCode) -> Promise<Channel>, close()}.
 * accept throws CodeError (net.badCode, net.notAnswer, net.oldCode, net.usedCode) at once for a
 * code it cannot take, and leaves the invite as it was.
 */
export async function createInvite({ stun = readStun() } = {}) {
  const peer = openPeer(stun);
  await peer.pc.setLocalDescription(await peer.pc.createOffer());
  await gathered(peer.pc);
  const ufrag = parseSdp(peer.pc.localDescription.sdp).ufrag;
  const code = encodeDescription(peer.pc.localDescription);
  let used = false;
  return {
    code, // e.g. 'AQQwTjYr…' (the link: inviteUrl(code))
    async accept(answerCode) { // e.g. await invite.accept(pasted) -> Channel
      const answer = decodeCode(answerCode, 'answer');
      if (answer.offerUfrag !== ufrag) throw new CodeError('net.oldCode');
      if (used) throw new CodeError('net.usedCode');
      try {
        await peer.pc.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
      } catch {
        throw new CodeError('net.badCode');
      }
      used = true;
      return opened(peer, CONNECT_MS);
    },
    close: () => peer.pc.close(), // e.g. invite.close() when the seat goes back to a bot
  };
}

/** The guest's side: {answerCode, channel: Promise<Channel>, close()}; a bad invite code throws CodeError. */
export async function answerInvite(inviteCode, { stun = readStun() } = {}) {
  const offer = decodeCode(inviteCode, 'offer');
  const peer = openPeer(stun);
  try {
    await peer.pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
  } catch {
    peer.pc.close();
    throw new CodeError('net.badCode');
  }
  await peer.pc.setLocalDescription(await peer.pc.createAnswer());
  await gathered(peer.pc);
  return {
    answerCode: encodeDescription(peer.pc.localDescription, offer.ufrag), // e.g. 'AgQxTFQr…'
    channel: opened(peer), // resolves once the host pasted the answer and the link is up
    close: () => peer.pc.close(),
  };
}

/** The invite link of a code: https://…/#join=AQQw… (the page's address, without its hash). */
export const inviteUrl = (code, loc = location) => `${loc.origin}${loc.pathname}#join=${code}`;
