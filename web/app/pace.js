// The table's pace: how long a bot waits before its move, how long a finished trick
// stays, how fast the cards move, from the player's settings (bot speed, trick stay),
// the system's reduced-motion preference and the test hook (__bazaDebug.speed).
// Plain rules over state.motion, no DOM, so node tests can check them.

export const SPEEDS = ['slow', 'normal', 'fast', 'instant']; // the bot-speed setting's values
export const TRICK_STAYS = ['short', 'normal', 'long']; // the trick-stay setting's values
export const DEFAULT_SPEED = 'normal';
export const DEFAULT_TRICK_STAY = 'normal';

const BOT_PAUSE_MS = { slow: 1100, normal: 450, fast: 150, instant: 0 }; // before each bot move
const TRICK_STAY_MS = { short: 500, normal: 1000, long: 2000 }; // a finished trick on the table
const TEMPO = { slow: 1.25, normal: 1, fast: 0.6, instant: 0 }; // card animations' length, × the usual

/** The speed setting, or the default for an unknown value: speedOf('fast') === 'fast'. */
export function speedOf(value) {
  return SPEEDS.includes(value) ? value : DEFAULT_SPEED;
}

/** The trick-stay setting, or the default: trickStayOf('long') === 'long'. */
export function trickStayOf(value) {
  return TRICK_STAYS.includes(value) ? value : DEFAULT_TRICK_STAY;
}

// motion is state.motion: {reduced, speed, trickStay, pause}; pause (ms) is the test
// hook's override: a number replaces the speed setting (0: no waits, no animations).
const overridden = (motion) => typeof motion.pause === 'number';

/** The bots' pause before each move in ms, e.g. 450; 0 at 'instant'. A pause is not motion: reduced motion keeps it. */
export function botPauseMs(motion) {
  return overridden(motion) ? motion.pause : BOT_PAUSE_MS[speedOf(motion.speed)];
}

/** How long a finished trick stays in ms, e.g. 1000; 0 at 'instant' (no waits at all). */
export function trickHoldMs(motion) {
  if (overridden(motion)) return motion.pause * 2.2; // the hook's old rule: 0 -> 0, 2000 -> 4400
  return speedOf(motion.speed) === 'instant' ? 0 : TRICK_STAY_MS[trickStayOf(motion.trickStay)];
}

/** The card animations' length factor, e.g. 1; 0 means no animation (reduced motion, 'instant'). */
export function tempo(motion) {
  if (motion.reduced) return 0;
  if (overridden(motion)) return motion.pause > 0 ? 1 : 0;
  return TEMPO[speedOf(motion.speed)];
}

/** The replay viewer's autoplay: one step every this many ms, e.g. 810 (never a blur but for the hook's 0). */
export function replayStepMs(motion) {
  if (overridden(motion) && motion.pause === 0) return 30;
  return Math.max(500, botPauseMs(motion) * 1.8);
}
