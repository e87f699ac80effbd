// Share and replay links: the URL hash holds the code. Nothing read from the URL is
// ever put into the page as HTML; codes only go to the engine and to text fields.

const MAX_CODE = 20000; // longer hashes are refused before reaching the engine

/**
 * What the hash asks for: null (nothing), {kind: 'deal'|'replay'|'join', code} or
 * {kind: 'bad', text} for a hash that is not one of ours.
 */
export function parseHash(hash) {
  const h = String(hash || '').replace(/^#/, '');
  if (!h) return null;
  const m = /^(deal|replay|join)=(.*)$/s.exec(h); // join: an online table's invite (web/net/)
  if (!m) return { kind: 'bad', text: h.slice(0, 80) }; // e.g. {kind: 'bad', text: 'foo'}
  let code;
  try {
    code = decodeURIComponent(m[2]).trim();
  } catch {
    return { kind: 'bad', text: h.slice(0, 80) };
  }
  if (code.length > MAX_CODE) return { kind: 'bad', text: h.slice(0, 80) };
  return { kind: m[1], code }; // e.g. {kind: 'deal', code: 'AQABAwDZPg'}
}

function base() {
  return location.origin + location.pathname + location.search;
}

/** https://…/#deal=AQABAwDZPg */
export const dealUrl = (code) => `${base()}#deal=${encodeURIComponent(code)}`;
/** https://…/#replay=AQEBAQAGCgcBBUEnbGw */
export const replayUrl = (code) => `${base()}#replay=${encodeURIComponent(code)}`;

/** Removes the hash without a reload or a history entry. */
export function clearHash() {
  if (location.hash) history.replaceState(null, '', base());
}
