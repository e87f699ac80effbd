// A local stand-in for the public WebTorrent trackers (the optional public signaling of
// web/net/publicSignal.js), for e2e on a machine without internet: the tracker's
// WebSocket protocol (announce with offers; answers sent to one peer) on a loopback
// port, in the test's own node process. It keeps every message it relayed, so a test
// can check that the network saw nothing of the game (no card, no seed).
//
//   const tracker = await startTracker(); tracker.url -> 'ws://127.0.0.1:40123'; tracker.relayed; await tracker.close()
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'; // RFC 6455's handshake constant

// One WebSocket text frame, server to client (never masked).
function frame(text, opcode = 1) {
  const body = Buffer.from(text);
  const n = body.length;
  const head = n < 126 ? Buffer.from([0x80 | opcode, n]) : n < 65536 ? Buffer.from([0x80 | opcode, 126, n >> 8, n & 255]) : null;
  if (!head) throw new Error('the stand-in tracker sends messages under 64 KB only');
  return Buffer.concat([head, body]);
}

// Reads whole client frames (always masked) from the bytes so far: [{opcode, text}], the rest kept.
function readFrames(state, chunk) {
  state.buf = Buffer.concat([state.buf, chunk]);
  const out = [];
  for (;;) {
    const b = state.buf;
    if (b.length < 2) break;
    let len = b[1] & 127;
    let at = 2;
    if (len === 126) { if (b.length < 4) break; len = b.readUInt16BE(2); at = 4; }
    else if (len === 127) { if (b.length < 10) break; len = Number(b.readBigUInt64BE(2)); at = 10; }
    if (b.length < at + 4 + len) break;
    const mask = b.subarray(at, at + 4);
    const body = Buffer.from(b.subarray(at + 4, at + 4 + len));
    for (let i = 0; i < body.length; i++) body[i] ^= mask[i & 3];
    out.push({ opcode: b[0] & 15, text: body.toString() });
    state.buf = b.subarray(at + 4 + len);
  }
  return out;
}

export async function startTracker() {
  const swarms = new Map(); // info_hash -> Map(peer_id -> socket)
  const relayed = []; // every message the tracker received, as text: what a public tracker would see
  const sockets = new Set();

  function handle(socket, text, me) {
    relayed.push(text);
    let m = null;
    try { m = JSON.parse(text); } catch { return; }
    if (!m || m.action !== 'announce' || typeof m.info_hash !== 'string' || typeof m.peer_id !== 'string') return;
    if (!swarms.has(m.info_hash)) swarms.set(m.info_hash, new Map());
    const swarm = swarms.get(m.info_hash);
    me.swarms.add(m.info_hash);
    me.id = m.peer_id;
    swarm.set(m.peer_id, socket);
    const send = (to, msg) => { if (!to.destroyed) to.write(frame(JSON.stringify(msg))); };
    if (m.answer && m.to_peer_id) { // an answer goes to the one peer whose offer it answers
      const to = swarm.get(m.to_peer_id);
      if (to) send(to, { action: 'announce', info_hash: m.info_hash, peer_id: m.peer_id, answer: m.answer, offer_id: m.offer_id });
      return;
    }
    send(socket, { action: 'announce', info_hash: m.info_hash, interval: 120, complete: 0, incomplete: swarm.size });
    const others = [...swarm].filter(([id]) => id !== m.peer_id).map(([, s]) => s);
    (m.offers || []).slice(0, Number(m.numwant) || 0).forEach((o, i) => { // each offer to another peer of the swarm
      if (others[i]) send(others[i], { action: 'announce', info_hash: m.info_hash, peer_id: m.peer_id, offer: o.offer, offer_id: o.offer_id });
    });
  }

  const server = createServer((req, res) => res.writeHead(426).end());
  server.on('upgrade', (req, socket) => {
    const accept = createHash('sha1').update(req.headers['sec-websocket-key'] + GUID).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    sockets.add(socket);
    const state = { buf: Buffer.alloc(0) };
    const me = { id: null, swarms: new Set() };
    const forget = () => {
      sockets.delete(socket);
      for (const hash of me.swarms) if (swarms.get(hash)?.get(me.id) === socket) swarms.get(hash).delete(me.id);
    };
    socket.on('data', (chunk) => {
      for (const { opcode, text } of readFrames(state, chunk)) {
        if (opcode === 1) handle(socket, text, me);
        else if (opcode === 9) socket.write(frame(text, 10)); // ping -> pong
        else if (opcode === 8) { socket.end(frame('', 8)); forget(); }
      }
    });
    socket.on('close', forget);
    socket.on('error', forget);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `ws://127.0.0.1:${server.address().port}`, // e.g. 'ws://127.0.0.1:40123'
    relayed, // e.g. ['{"action":"announce","info_hash":"…","offers":[…]}']
    close: () => new Promise((resolve) => { sockets.forEach((s) => s.destroy()); server.close(resolve); }),
  };
}
