// The manual signaling's codes (web/net/sdpCode.js): an offer or answer of Chromium's
// goes through a code and back into an SDP with the same ICE and DTLS facts; bad codes
// get an error key and nothing else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeDescription, decodeCode, parseSdp, CodeError } from './sdpCode.js';

// Chromium 12x's offer for one data channel, with no STUN (mDNS host candidates), plus an IPv4
// srflx and an IPv6 host candidate, and a tcp one that is not carried.
const OFFER = [
  'v=0', 'o=- 7812534494359430968 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE 0', 'a=extmap-allow-mixed',
  'a=msid-semantic: WMS', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0',
  'a=candidate:2849320304 1 udp 2113937151 d00059ec-edd8-4ecf-a06d-db102f2aa156.local 46630 typ host generation 0 network-cost 999',
  'a=candidate:842163049 1 udp 1677729535 203.0.113.7 61234 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999',
  'a=candidate:3 1 udp 2122262783 2001:db8::1:ff 50000 typ host generation 0',
  'a=candidate:4 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active generation 0',
  'a=ice-ufrag:0N6+', 'a=ice-pwd:3/+PrtrLSPRJckRMyex6v6bK', 'a=ice-options:trickle',
  'a=fingerprint:sha-256 7E:A8:C1:42:32:91:B9:1B:4F:6E:50:18:DD:A4:DC:20:74:E4:77:53:96:33:B5:82:73:A5:B7:5F:41:88:E3:4A',
  'a=setup:actpass', 'a=mid:0', 'a=sctp-port:5000', 'a=max-message-size:262144', '',
].join('\r\n');
const ANSWER = OFFER.replace('a=setup:actpass', 'a=setup:active').replace('0N6+', '1LT+');

test('an offer survives its code: same ICE credentials, fingerprint and udp candidates', () => {
  const code = encodeDescription({ type: 'offer', sdp: OFFER });
  assert.match(code, /^[A-Za-z0-9_-]+$/);
  assert.ok(code.length < 200, `short enough for a QR code: ${code.length}`);
  const back = decodeCode(code, 'offer');
  assert.equal(back.type, 'offer');
  const a = parseSdp(OFFER);
  const b = parseSdp(back.sdp);
  assert.deepEqual([b.ufrag, b.pwd, b.setup], [a.ufrag, a.pwd, 'actpass']);
  assert.deepEqual(b.fingerprint, a.fingerprint);
  assert.deepEqual(b.candidates.map((c) => [c.type, c.port, c.priority]), [['host', 46630, 2113937151], ['srflx', 61234, 1677729535], ['host', 50000, 2122262783]]);
  assert.deepEqual(b.candidates.map((c) => c.address), ['d00059ec-edd8-4ecf-a06d-db102f2aa156.local', '203.0.113.7', '2001:0db8:0000:0000:0000:0000:0001:00ff']);
  assert.match(back.sdp, /^m=application 9 UDP\/DTLS\/SCTP webrtc-datachannel\r$/m);
});

test('an answer names the invite it answers, and its DTLS role', () => {
  const back = decodeCode(encodeDescription({ type: 'answer', sdp: ANSWER }, '0N6+'), 'answer');
  assert.deepEqual([back.type, back.ufrag, back.offerUfrag], ['answer', '1LT+', '0N6+']);
  assert.match(back.sdp, /a=setup:active/);
  const passive = decodeCode(encodeDescription({ type: 'answer', sdp: ANSWER.replace('setup:active', 'setup:passive') }, '0N6+'));
  assert.match(passive.sdp, /a=setup:passive/);
});

test('garbage, cut, padded or swapped codes are refused with an error key', () => {
  const offer = encodeDescription({ type: 'offer', sdp: OFFER });
  const answer = encodeDescription({ type: 'answer', sdp: ANSWER }, '0N6+');
  const keyOf = (code, expect) => { try { decodeCode(code, expect); return 'ok'; } catch (e) { assert.ok(e instanceof CodeError, e); return e.key; } };
  assert.equal(keyOf('', 'offer'), 'net.badCode');
  assert.equal(keyOf('hello world!', 'offer'), 'net.badCode');
  assert.equal(keyOf(offer.slice(0, -6), 'offer'), 'net.badCode');
  assert.equal(keyOf(offer + 'AAAA', 'offer'), 'net.badCode');
  assert.equal(keyOf('B' + offer.slice(1), 'offer'), 'net.badCode');
  assert.equal(keyOf(answer, 'offer'), 'net.notInvite');
  assert.equal(keyOf(offer, 'answer'), 'net.notAnswer');
  assert.equal(keyOf(`  ${offer}\n`, 'offer'), 'ok');
  // Any single changed character either decodes to a valid SDP or is refused: never a throw of another kind.
  for (let i = 0; i < offer.length; i++) keyOf(offer.slice(0, i) + (offer[i] === 'A' ? 'z' : 'A') + offer.slice(i + 1));
});
