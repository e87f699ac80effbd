// The table's sounds (app/sound.js): which events make which cue, and that a muted page
// never creates an AudioContext (the sound setting is off by default).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSound, moveCues, CUES } from './sound.js';

// A WebAudio stand-in that counts contexts and the sources started.
function fakeAudio() {
  const log = { contexts: 0, started: 0 };
  const param = () => ({ value: 0, setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} });
  const node = () => ({ gain: param(), frequency: param(), connect(n) { return n; }, start() { log.started++; }, stop() {} });
  class FakeContext {
    constructor() { log.contexts++; this.state = 'running'; this.currentTime = 0; this.sampleRate = 8000; this.destination = node(); }
    createGain() { return node(); }
    createOscillator() { return node(); }
    createBiquadFilter() { return node(); }
    createBufferSource() { return node(); }
    createBuffer(_, frames) { return { getChannelData: () => new Float32Array(frames) }; }
    resume() { return Promise.resolve(); }
  }
  return { log, FakeContext };
}

test('muted: no cue makes an AudioContext', () => {
  const { log, FakeContext } = fakeAudio();
  const sound = createSound({ isOn: () => false, AudioContext: FakeContext });
  for (const cue of CUES) assert.equal(sound.cue(cue), false);
  assert.equal(log.contexts, 0);
});

test('on: every cue plays, through one AudioContext made at the first cue', () => {
  const { log, FakeContext } = fakeAudio();
  let on = false;
  const sound = createSound({ isOn: () => on, AudioContext: FakeContext });
  assert.equal(log.contexts, 0, 'nothing is created before a cue');
  on = true;
  for (const cue of CUES) {
    const before = log.started;
    assert.equal(sound.cue(cue), true, cue);
    assert.ok(log.started > before, `${cue} starts a sound`);
  }
  assert.equal(log.contexts, 1);
  on = false;
  const before = log.started;
  assert.equal(sound.cue('play'), false);
  assert.equal(log.started, before, 'muted again: silence');
});

test('without WebAudio, or for an unknown cue, nothing happens and nothing throws', () => {
  assert.equal(createSound({ isOn: () => true, AudioContext: undefined }).cue('deal'), false);
  const { log, FakeContext } = fakeAudio();
  assert.equal(createSound({ isOn: () => true, AudioContext: FakeContext }).cue('fanfare'), false);
  assert.equal(log.contexts, 0);
});

test("a move's events give each cue once: a card played, a cante (Belote's belote, a counted declaration)", () => {
  assert.deepEqual(moveCues([{ type: 'play' }, { type: 'play' }, { type: 'trick' }]), ['play']);
  assert.deepEqual(moveCues([{ type: 'sing', points: 20 }]), ['cante']);
  assert.deepEqual(moveCues([{ type: 'play' }, { type: 'belote' }]), ['play', 'cante']);
  assert.deepEqual(moveCues([{ type: 'declare', counted: false }]), []);
  assert.deepEqual(moveCues([{ type: 'declare', counted: true }]), ['cante']);
  assert.deepEqual(moveCues([{ type: 'bid', bid: 'pass' }, { type: 'draw' }]), []);
});
