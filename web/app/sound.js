// Gentle table sounds made in the browser with WebAudio (no audio files): a riffle for
// the deal, a soft tap for a card played, two notes when a trick is won, three for a
// cante. Off by default (the sound setting, app/prefs.js); the AudioContext is created
// on the first cue heard with sound on, so a muted page never opens one.

const MOVE_CUES = { play: 'play', sing: 'cante', belote: 'cante', declare: 'cante' }; // event type -> cue

/** The cues of one move's events, each once, in order: moveCues([{type: 'play'}, {type: 'sing'}]) -> ['play', 'cante']. */
export function moveCues(events) {
  const out = [];
  for (const e of events) {
    const cue = MOVE_CUES[e.type];
    if (cue && !(e.type === 'declare' && !e.counted) && !out.includes(cue)) out.push(cue);
  }
  return out;
}

// One soft note: a quick rise, then an exponential fade (no click at either end).
function note(ac, out, { freq, at = 0, dur = 0.2, gain = 0.05, type = 'sine' }) {
  const t0 = ac.currentTime + at;
  const osc = ac.createOscillator();
  const env = ac.createGain();
  osc.type = type;
  osc.frequency.value = freq;
  env.gain.setValueAtTime(0.0001, t0);
  env.gain.linearRampToValueAtTime(gain, t0 + 0.012);
  env.gain.exponentialRampToValueAtTime(0.0001, t0 + dur);
  osc.connect(env).connect(out);
  osc.start(t0);
  osc.stop(t0 + dur + 0.02);
}

// A short breath of filtered noise: the sound of card on cloth.
function brush(ac, out, { at = 0, dur = 0.06, gain = 0.06, freq = 2000 }) {
  const t0 = ac.currentTime + at;
  const frames = Math.ceil(ac.sampleRate * dur);
  const buffer = ac.createBuffer(1, frames, ac.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 2;
  const src = ac.createBufferSource();
  src.buffer = buffer;
  const filter = ac.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = freq;
  const env = ac.createGain();
  env.gain.value = gain;
  src.connect(filter).connect(env).connect(out);
  src.start(t0);
}

const VOICES = {
  deal: (ac, out) => { for (let i = 0; i < 4; i++) brush(ac, out, { at: i * 0.07, gain: 0.05, freq: 2600 }); },
  play: (ac, out) => {
    brush(ac, out, { dur: 0.07, gain: 0.09, freq: 1400 });
    note(ac, out, { freq: 196, dur: 0.09, gain: 0.03 });
  },
  trick: (ac, out) => {
    note(ac, out, { freq: 523.25, dur: 0.22, gain: 0.04 });
    note(ac, out, { freq: 783.99, at: 0.1, dur: 0.3, gain: 0.04 });
  },
  cante: (ac, out) => {
    [523.25, 659.25, 783.99].forEach((freq, i) => note(ac, out, { freq, at: i * 0.09, dur: 0.35, gain: 0.04, type: 'triangle' }));
  },
};
export const CUES = Object.keys(VOICES); // ['deal', 'play', 'trick', 'cante']

/**
 * createSound({isOn, AudioContext}) -> {cue(name)}: cue('trick') plays the trick's notes
 * when isOn() (the sound setting) and the browser has WebAudio; it never throws.
 */
export function createSound({ isOn, AudioContext = globalThis.AudioContext || globalThis.webkitAudioContext }) {
  let ac = null;
  let out = null;
  function cue(name) {
    if (!isOn() || !AudioContext || !VOICES[name]) return false;
    try {
      if (!ac) {
        ac = new AudioContext();
        out = ac.createGain();
        out.gain.value = 0.8;
        out.connect(ac.destination);
      }
      if (ac.state === 'suspended') ac.resume().catch(() => {}); // before the first tap the browser may keep it silent
      VOICES[name](ac, out);
      return true;
    } catch {
      return false; // no sound is better than a broken table
    }
  }
  return { cue }; // cue('deal') -> true when played
}
