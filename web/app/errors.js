// The player's words for what went wrong. Every error a player can meet carries a
// stable code: the engine's (its JSON "code", core/Result.h errorCodeName, carried by
// EngineError.code) or the page's own (PAGE_CODES). A notice shows t(`why.${code}`)
// after its message, in the player's language; the English detail stays folded away
// in small print (render/side.js). tests/node/errorWords.test.mjs checks every code has words.

export const PAGE_CODES = [
  'link-not-ours', // a hash that is neither #deal= nor #replay=, e.g. '#foo'
  'save-unreadable', // a saved game that is not JSON
  'save-old', // a saved game in a format version this page does not read
  'save-damaged', // a saved game with a field missing or out of range, or a code the engine refused
  'storage-off', // the browser keeps no data (no localStorage)
  'engine-timeout', // the engine did not load or answer in time
  'engine-crash', // the engine stopped on an internal error (a trap, a worker error)
  'engine-load', // the engine's files could not be loaded
  'engine-stopped', // the engine was stopped on purpose
];

/** The code of a broken save's reason (saves.js checkEntry): saveCode('not JSON') -> 'save-unreadable'. */
export function saveCode(reason) {
  const r = String(reason);
  if (r === 'not JSON' || r === 'bad key') return 'save-unreadable';
  if (/^version /.test(r)) return 'save-old';
  return 'save-damaged';
}

/** A notice's code and English detail from an error: errorFields(e) -> {code: 'code-damaged', detail: 'the code is damaged (checksum)'}. */
export function errorFields(e, fallbackCode = undefined) {
  return {
    code: (e && typeof e.code === 'string' && e.code) || fallbackCode, // e.g. 'code-damaged'
    detail: e && e.message ? e.message : String(e), // e.g. 'the code is damaged (checksum)'
  };
}
