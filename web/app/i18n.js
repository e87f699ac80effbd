// The one way a visible string is made: t(key, params) looks the key up in the
// language table (web/i18n/es.js). A missing key throws during development (served
// from localhost) and is logged in production, where the key itself is shown.

import { es } from '../i18n/es.js';
import { parseCard } from './cards.js';

const TABLES = { es }; // language -> table; Spanish first
export const lang = 'es'; // the language in use, e.g. 'es'
const table = TABLES[lang];

const host = typeof location === 'object' ? location.hostname : '';
export const development = host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === ''; // e.g. true on 127.0.0.1

function missing(what) {
  if (development) throw new Error(`i18n: ${what}`);
  console.error(`i18n: ${what}`);
}

/** True when `key` is in the table (for names that come from the engine, e.g. bot levels). */
export function has(key) {
  return Object.prototype.hasOwnProperty.call(table, key); // e.g. has('level.greedy') === true
}

/**
 * The text for `key` with {name} placeholders filled from `params`.
 * A numeric params.n of 1 uses the key's '.one' form when the table has it.
 */
export function t(key, params) {
  let text;
  if (params && params.n === 1 && has(key + '.one')) text = table[key + '.one'];
  else if (has(key)) text = table[key];
  else {
    missing(`missing key '${key}'`);
    return key;
  }
  if (typeof text !== 'string') {
    missing(`key '${key}' is not a string`);
    return key;
  }
  return text.replace(/\{(\w+)\}/g, (all, name) => {
    if (params && params[name] !== undefined && params[name] !== null) return String(params[name]);
    missing(`key '${key}' needs the parameter '${name}'`);
    return all;
  }); // e.g. t('card.name', {rank: 'As', suit: 'oros'}) === 'As de oros'
}

/** t(key) if the table has it, else t(fallbackKey, params): for engine-supplied names. */
export function tOr(key, fallbackKey, params) {
  return has(key) ? t(key, params) : t(fallbackKey, params); // e.g. tOr('level.mcts', 'level.unknown', {name: 'mcts'})
}

/** "As de oros" for "1o"; "Carta oculta" for anything that is not a card. */
export function cardName(id) {
  const c = parseCard(id);
  if (!c) return t('card.hidden');
  return t('card.name', { rank: t(`rank.${c.rank}`), suit: t(`suit.${c.suit}`) }); // e.g. 'Sota de copas'
}

/** The translated reason of an illegal card ("must follow suit" -> "Debes asistir al palo"). */
export function reasonText(reason) {
  return tOr(`reason.${reason}`, 'reason.unknown', { reason: String(reason) }); // e.g. 'Debes fallar'
}
