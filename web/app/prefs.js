// The player's preferences kept in localStorage: the language ('baza.lang', shared
// with tutorial.html and rules.html), the four-colour suits ('baza.fourColour') and
// the game chosen last ('baza.game').
// Reading or writing never throws (storage may be disabled).

export const LANG_KEY = 'baza.lang'; // 'es' | 'ca' | 'en'
export const FOUR_COLOUR_KEY = 'baza.fourColour'; // '1' when on
export const GAME_KEY = 'baza.game'; // the game chosen last: 'guinote' | 'whist' | 'belote'

function storage() {
  try {
    return typeof localStorage === 'object' && localStorage ? localStorage : null; // may throw
  } catch {
    return null;
  }
}

/** The stored string for `key`, or null. */
export function readPref(key) {
  const s = storage();
  try {
    return s ? s.getItem(key) : null; // e.g. readPref(LANG_KEY) === 'ca'
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it); false when storage failed. */
export function writePref(key, value) {
  const s = storage();
  if (!s) return false;
  try {
    if (value === null || value === undefined) s.removeItem(key);
    else s.setItem(key, String(value));
    return true;
  } catch {
    return false;
  }
}

/** The four-colour suits setting (off unless stored on). */
export function readFourColour() {
  return readPref(FOUR_COLOUR_KEY) === '1'; // e.g. false
}

export function writeFourColour(on) {
  return writePref(FOUR_COLOUR_KEY, on ? '1' : null);
}

// ---- the table's pace and sound (app/pace.js): bot speed, trick stay, sound on/off ----

export const SPEED_KEY = 'baza.speed'; // 'slow' | 'normal' | 'fast' | 'instant'
export const TRICK_STAY_KEY = 'baza.trickStay'; // 'short' | 'normal' | 'long'
export const SOUND_KEY = 'baza.sound'; // '1' when on (off by default)

/** The sound setting: off unless stored on, e.g. false. */
export function readSound() {
  return readPref(SOUND_KEY) === '1';
}

export function writeSound(on) {
  return writePref(SOUND_KEY, on ? '1' : null);
}

// ---- the hand order, one per game ('baza.sort.whist' = 'bridge'); the orders are the engine's (games() sorts).
export const SORT_KEY = 'baza.sort.'; // + the game's name: 'baza.sort.guinote'

/** The hand order chosen for `game`, or null (the engine's default, its first). */
export function readSort(game) {
  return readPref(SORT_KEY + game); // e.g. 'bridge'
}

export function writeSort(game, sort) {
  return writePref(SORT_KEY + game, sort || null);
}
