// Card ids as the engine writes them ("7o", "12b") and their parts. No rules here:
// which card wins or may be played is always the engine's answer.

export const SUITS = ['o', 'c', 'e', 'b']; // oros, copas, espadas, bastos
export const FRENCH_SUITS = ['S', 'H', 'D', 'C']; // spades, hearts, diamonds, clubs (Whist, Belote)

const FRENCH_RANKS = { T: 10, J: 11, Q: 12, K: 13, A: 14 }; // the letters of the French pack's ranks

/**
 * "12b" -> {rank: 12, suit: 'b', deck: 'spanish'}; "QH" -> {rank: 12, suit: 'H', deck: 'french'};
 * null for anything else (e.g. "??" or null).
 */
export function parseCard(id) {
  if (typeof id !== 'string') return null;
  const m = /^([1-9]|1[0-2])([oceb])$/.exec(id);
  if (m) return { rank: Number(m[1]), suit: m[2], deck: 'spanish' }; // e.g. {rank: 7, suit: 'o', deck: 'spanish'}
  const f = /^([2-9TJQKA])([SHDC])$/.exec(id);
  return f ? { rank: FRENCH_RANKS[f[1]] || Number(f[1]), suit: f[2], deck: 'french' } : null; // e.g. {rank: 14, suit: 'S', …}
}

/** The suit letter of an action "sing:o" -> 'o' (null if none). */
export function singSuit(action) {
  const m = /^sing:([oceb])$/.exec(action);
  return m ? m[1] : null; // e.g. 'o'
}

/** True when an action word is a card to play ("7o", "AS"), not sing/exchange/claim/pass/bid. */
export function isCardAction(action) {
  return parseCard(action) !== null; // e.g. isCardAction('1e') === true
}

const FRENCH_SUIT_INDEX = { 0: 'S', 1: 'H', 2: 'D', 3: 'C' }; // the engine's suit numbers in bid:N

/** The suit letter an action "bid:2" names ('D'), or null (Belote's bids: core/belote/BeloteState.h). */
export function bidSuit(action) {
  const m = /^bid:([0-3])$/.exec(action);
  return m ? FRENCH_SUIT_INDEX[m[1]] : null; // e.g. bidSuit('bid:0') === 'S'
}

/** The number of an action "declare:1" (0 announce, 1 king with belote, 2 queen with belote), or null. */
export function declareArg(action) {
  const m = /^declare:(\d)$/.exec(action);
  return m ? Number(m[1]) : null; // e.g. declareArg('declare:0') === 0
}
