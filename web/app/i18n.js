// The one way a visible string is made: t(key, params) looks the key up in the
// table of the language in use (web/i18n/es.js, ca.js, en.js: the same keys, checked
// by web/app/i18n.test.mjs). A missing key throws during development (served from
// localhost) and is logged in production, where the key itself is shown.
// The language: ?lang=, else the one chosen before (localStorage 'baza.lang', shared
// with the tutorial), else the browser's (navigator.languages), else Spanish.

import { es } from '../i18n/es.js';
import { ca } from '../i18n/ca.js';
import { en } from '../i18n/en.js';
import { cardNamer } from './cardNames.js';
import { readPref, writePref, LANG_KEY } from './prefs.js';

export const TABLES = { es, ca, en }; // language -> table; Spanish first
export const LANGS = Object.keys(TABLES); // ['es', 'ca', 'en']

/** The supported language of a tag ('ca-ES' -> 'ca'), or null. */
export function langOf(tag) {
  const l = String(tag || '').toLowerCase().split(/[-_]/)[0];
  return LANGS.includes(l) ? l : null; // e.g. langOf('en-GB') === 'en'
}

/** The language to use: the requested one (?lang=), the stored one, the browser's first supported, else 'es'. */
export function pickLang(requested, stored, browserLanguages = []) {
  const first = [requested, stored, ...browserLanguages].map(langOf).find(Boolean);
  return first || 'es'; // e.g. pickLang(null, null, ['ca-ES', 'es']) === 'ca'
}

function startLang() {
  const query = typeof location === 'object' ? new URLSearchParams(location.search).get('lang') : null;
  const nav = typeof navigator === 'object' ? navigator.languages || [navigator.language] : [];
  return pickLang(query, readPref(LANG_KEY), nav);
}

export let lang = startLang(); // the language in use, e.g. 'es' (a live binding: setLang changes it)
let table = TABLES[lang];

/** Switches the language (and remembers it); false for an unsupported one. */
export function setLang(next, { remember = true } = {}) {
  const l = langOf(next);
  if (!l) return false;
  lang = l;
  table = TABLES[l];
  if (remember) writePref(LANG_KEY, l);
  return true; // e.g. setLang('ca'): t('suit.o') === 'ors'
}

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
  }); // e.g. t('card.name', {rank: 'As', of: 'de oros'}) === 'As de oros'
}

/** t(key) if the table has it, else t(fallbackKey, params): for engine-supplied names. */
export function tOr(key, fallbackKey, params) {
  return has(key) ? t(key, params) : t(fallbackKey, params); // e.g. tOr('level.mcts', 'level.unknown', {name: 'mcts'})
}

// One card-name function for the page and the tutorial (cardNames.js), in this table's words.
const names = cardNamer(t);

/** "As de oros" for "1o", "As de picas" for "AS"; "Carta oculta" for anything that is not a card. */
export const cardName = names.cardName;

/** "el As de oros", "la Sota de copas", "l’As d’ors": the card's name with its article (for "juega …"). */
export const cardWithArticle = names.cardWithArticle;

/** The translated reason of an illegal card ("must follow suit" -> "Debes asistir al palo"). */
export function reasonText(reason) {
  return tOr(`reason.${reason}`, 'reason.unknown', { reason: String(reason) }); // e.g. 'Debes fallar'
}
