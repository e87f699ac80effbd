// Manual signaling's codes: a WebRTC offer or answer squeezed into a short base64url
// string (the invite link's #join=…, the answer a guest sends back). Only what a data
// channel needs travels: ICE ufrag/pwd, the DTLS fingerprint, the udp candidates; the
// other side rebuilds a valid SDP from it. mDNS host names (<uuid>.local) take 16 bytes.
//
// Layout (bytes): kind (1 offer, 2|3 answer) · ufrag · pwd · 32-byte sha-256 fingerprint ·
// [answer: the offer's ufrag, so an answer to an old invite is told apart] · count ·
// per candidate: type<<2|address kind, address, port(2), priority(4).

const OFFER = 1;
const ANSWER = 2; // the answerer's DTLS role: 2 active (Chromium, Firefox), 3 passive
const TYPES = ['host', 'srflx', 'prflx', 'relay'];
const MAX_CANDIDATES = 16;

/** An error the page shows in words: err.key is an i18n key, e.g. 'net.badCode'. */
export class CodeError extends Error {
  constructor(key) {
    super(key);
    this.key = key; // e.g. 'net.oldCode'
  }
}

const b64 = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function unb64(text) {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new CodeError('net.badCode');
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The facts of an SDP: {ufrag, pwd, fingerprint: Uint8Array(32), setup, candidates: [{type, address, port, priority}]}. */
export function parseSdp(sdp) {
  const line = (name) => (new RegExp(`^a=${name}:(.*)$`, 'm').exec(sdp) || [])[1];
  const fp = /^a=fingerprint:sha-256 ([0-9A-F:]+)$/im.exec(sdp);
  const candidates = [];
  for (const m of sdp.matchAll(/^a=candidate:\S+ 1 udp (\d+) (\S+) (\d+) typ (\w+)/gim)) {
    candidates.push({ priority: Number(m[1]), address: m[2], port: Number(m[3]), type: m[4] });
  }
  return {
    ufrag: line('ice-ufrag'),
    pwd: line('ice-pwd'),
    fingerprint: fp ? Uint8Array.from(fp[1].split(':'), (h) => parseInt(h, 16)) : null,
    setup: line('setup'),
    candidates: candidates.filter((c) => TYPES.includes(c.type)).slice(0, MAX_CANDIDATES),
  };
}

function packAddress(address) {
  const uuid = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i.exec(address);
  if (uuid) return [2, ...hexBytes(uuid.slice(1).join(''))];
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (v4) return [0, ...v4.slice(1).map(Number)];
  if (address.includes(':')) return [1, ...ipv6Bytes(address)];
  return null; // another host name: not carried
}

const hexBytes = (hex) => Array.from(hex.match(/../g), (h) => parseInt(h, 16));
function ipv6Bytes(address) {
  const [head, tail = ''] = address.split('::');
  const part = (s) => (s ? s.split(':') : []);
  const groups = address.includes('::') ? [...part(head), ...Array(8 - part(head).length - part(tail).length).fill('0'), ...part(tail)] : part(head);
  return groups.flatMap((g) => { const n = parseInt(g, 16); return [n >> 8, n & 255]; });
}

function unpackAddress(kind, bytes) {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  if (kind === 0) return bytes.join('.');
  if (kind === 1) return hex.match(/..../g).join(':');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
}

const ADDRESS_BYTES = [4, 16, 16];
const text = (s) => { const b = new TextEncoder().encode(s); return [b.length, ...b]; };

/** The code of a local description ({type, sdp}); for an answer, offerUfrag names the invite it answers. */
export function encodeDescription(desc, offerUfrag = '') {
  const f = parseSdp(desc.sdp);
  if (!f.ufrag || !f.pwd || !f.fingerprint || f.fingerprint.length !== 32) throw new CodeError('net.badCode');
  const out = [desc.type === 'offer' ? OFFER : f.setup === 'passive' ? ANSWER + 1 : ANSWER, ...text(f.ufrag), ...text(f.pwd), ...f.fingerprint];
  if (desc.type !== 'offer') out.push(...text(offerUfrag));
  const cands = f.candidates.map((c) => [c, packAddress(c.address)]).filter(([, a]) => a);
  out.push(cands.length);
  for (const [c, [kind, ...addr]] of cands) {
    const p = c.priority >>> 0;
    out.push((TYPES.indexOf(c.type) << 2) | kind, ...addr, c.port >> 8, c.port & 255, p >>> 24, (p >> 16) & 255, (p >> 8) & 255, p & 255);
  }
  return b64(out); // e.g. 'AQQwTjYr…'
}

/** Reads a code: {type: 'offer'|'answer', sdp, ufrag, offerUfrag}; throws CodeError('net.badCode') on anything else. */
export function decodeCode(code, expect) {
  const bytes = unb64(String(code || '').trim());
  let i = 0;
  const need = (n) => { if (i + n > bytes.length) throw new CodeError('net.badCode'); const s = bytes.subarray(i, i + n); i += n; return s; };
  const str = () => new TextDecoder().decode(need(need(1)[0]));
  const kind = need(1)[0];
  if (kind < OFFER || kind > ANSWER + 1) throw new CodeError('net.badCode');
  const type = kind === OFFER ? 'offer' : 'answer';
  if (expect && type !== expect) throw new CodeError(expect === 'offer' ? 'net.notInvite' : 'net.notAnswer');
  const ufrag = str();
  const pwd = str();
  const fingerprint = Array.from(need(32), (b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const offerUfrag = type === 'answer' ? str() : '';
  const safe = /^[A-Za-z0-9+/]{4,256}$/; // ICE chars (RFC 8839): nothing can break the SDP's lines
  if (!safe.test(ufrag) || !safe.test(pwd) || (type === 'answer' && !safe.test(offerUfrag))) throw new CodeError('net.badCode');
  const count = need(1)[0];
  if (count > MAX_CANDIDATES) throw new CodeError('net.badCode');
  const lines = [];
  for (let c = 0; c < count; c++) {
    const head = need(1)[0];
    const kind2 = head & 3;
    if (kind2 > 2 || head >> 2 >= TYPES.length) throw new CodeError('net.badCode');
    const address = unpackAddress(kind2, need(ADDRESS_BYTES[kind2]));
    const [p0, p1, q0, q1, q2, q3] = need(6);
    const priority = ((q0 << 24) | (q1 << 16) | (q2 << 8) | q3) >>> 0;
    lines.push(`a=candidate:${c + 1} 1 udp ${priority} ${address} ${(p0 << 8) | p1} typ ${TYPES[head >> 2]}${head >> 2 ? ' raddr 0.0.0.0 rport 0' : ''} generation 0`);
  }
  if (i !== bytes.length) throw new CodeError('net.badCode');
  const sdp = [
    'v=0', 'o=- 1 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE 0', 'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0', ...lines,
    `a=ice-ufrag:${ufrag}`, `a=ice-pwd:${pwd}`, `a=fingerprint:sha-256 ${fingerprint}`,
    `a=setup:${['', 'actpass', 'active', 'passive'][kind]}`, 'a=mid:0', 'a=sctp-port:5000', 'a=max-message-size:262144', '',
  ].join('\r\n');
  return { type, sdp, ufrag, offerUfrag }; // e.g. {type: 'offer', sdp: 'v=0\r\n…', ufrag: '0N6+', offerUfrag: ''}
}
