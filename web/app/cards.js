// Card ids as the engine writes them ("7o", "12b") and their parts. No rules here:
// which card wins or may be played is always the engine's answer.

export const SUITS = ['o', 'c', 'e', 'b']; // oros, copas, espadas, bastos

/** "12b" -> {rank: 12, suit: 'b'}; null for anything else (e.g. "??" or null). */
export function parseCard(id) {
  if (typeof id !== 'string') return null;
  const m = /^([1-9]|1[0-2])([oceb])$/.exec(id);
  return m ? { rank: Number(m[1]), suit: m[2] } : null; // e.g. {rank: 7, suit: 'o'}
}

/** The suit letter of an action "sing:o" -> 'o' (null if none). */
export function singSuit(action) {
  const m = /^sing:([oceb])$/.exec(action);
  return m ? m[1] : null; // e.g. 'o'
}

/** True when an action word is a card to play ("7o"), not sing/exchange/claim/pass. */
export function isCardAction(action) {
  return parseCard(action) !== null; // e.g. isCardAction('1e') === true
}
