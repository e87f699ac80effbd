// The tutorial's and the rules page's words: one table per language in
// web/i18n/tutorial.{es,ca,en}.js, all with the same keys (keys.test.mjs checks it).
// t(key, params) fills {name} placeholders; a numeric params.n of 1 uses the key's
// '.one' form when there is one. A param may also be {card: '7o'} (the card's name),
// {the: '7o'} (with its article: "el 7 de oros"), {suit: 'o'}, {seat: 2, clockwise?} (who sits
// there, seen from the learner) or {key, params} (another text).

import { tutorial as es } from '../i18n/tutorial.es.js';
import { tutorial as ca } from '../i18n/tutorial.ca.js';
import { tutorial as en } from '../i18n/tutorial.en.js';
// The page's tables (web/i18n/{es,ca,en}.js) already name the French pack's cards and
// suits: the tutorial reads those few keys there rather than keeping a second copy.
import { es as pageEs } from '../i18n/es.js';
import { ca as pageCa } from '../i18n/ca.js';
import { en as pageEn } from '../i18n/en.js';
import { seatRole } from './runner.js';
import { cardNamer } from '../app/cardNames.js';

export const TABLES = { es, ca, en }; // language -> table
export const PAGE_TABLES = { es: pageEs, ca: pageCa, en: pageEn };
/** Keys read from the page's table: the cards' names in both packs ('suit.S', 'rank.french.14', 'rank.10', 'article.1', …). */
export const FROM_PAGE = /^(?:suit\.(?:of\.)?[SHDC]|suit\.of\.[oceb]|rank\.(?:french\.)?\d+|article\.(?:french\.)?\d+|card\.(?:name|withArticle))$/;
export const LANGS = Object.keys(TABLES); // ['es', 'ca', 'en']

export const LANG_KEY = 'baza.lang'; // the language chosen on any page of the site (web/app/prefs.js)

function storage() {
  try {
    return typeof localStorage === 'object' && localStorage ? localStorage : null;
  } catch {
    return null;
  }
}

/** The language chosen before on the game, tutorial or rules page (localStorage 'baza.lang'), or null. */
export function storedLang() {
  try {
    return storage()?.getItem(LANG_KEY) ?? null; // e.g. 'ca'
  } catch {
    return null;
  }
}

/** Remembers a language picked in the tutorial or rules page, for the whole site. */
export function rememberLang(lang) {
  try {
    if (LANGS.includes(lang)) storage()?.setItem(LANG_KEY, lang);
  } catch {
    /* storage disabled: the choice lasts for this page only */
  }
}

/**
 * The language to use: a supported ?lang= / lang attribute, else the one chosen before
 * (localStorage 'baza.lang'), else the browser's, else Spanish.
 */
export function pickLang(requested, browserLanguages = [], stored = storedLang()) {
  const norm = (l) => String(l || '').toLowerCase().split(/[-_]/)[0];
  if (LANGS.includes(norm(requested))) return norm(requested);
  if (LANGS.includes(norm(stored))) return norm(stored);
  for (const l of browserLanguages) if (LANGS.includes(norm(l))) return norm(l);
  return 'es'; // e.g. pickLang(null, ['ca-ES']) === 'ca'
}

// Card ids of both packs, parsed once for the whole site: {rank, suit, deck: 'spanish' | 'french'}.
export { parseCard } from '../app/cards.js';

/** An i18n object for one language: {lang, t, has, text, cardName, cardWithArticle, reason}. */
export function createI18n(lang) {
  const table = TABLES[lang] || TABLES.es;
  const page = PAGE_TABLES[lang] || PAGE_TABLES.es;
  const own = (key) => Object.prototype.hasOwnProperty.call(table, key);
  const fromPage = (key) => FROM_PAGE.test(key) && Object.prototype.hasOwnProperty.call(page, key);
  const has = (key) => own(key) || fromPage(key);

  function t(key, params) {
    let raw;
    if (params && params.n === 1 && own(`${key}.one`)) raw = table[`${key}.one`];
    else if (own(key)) raw = table[key];
    else if (fromPage(key)) raw = page[key];
    else {
      console.error(`tutorial i18n: missing key '${key}' (${lang})`);
      return key;
    }
    return raw.replace(/\{(\w+)\}/g, (all, name) => {
      if (!params || params[name] === undefined || params[name] === null) {
        console.error(`tutorial i18n: '${key}' needs {${name}}`);
        return all;
      }
      return value(params[name]);
    }); // e.g. t('tut.points', {n: 14}) === '14 puntos'
  }

  function value(v) {
    if (typeof v !== 'object') return String(v);
    if (v.card !== undefined) return cardName(v.card);
    if (v.the !== undefined) return cardWithArticle(v.the);
    if (v.suit !== undefined) return t(`suit.${v.suit}`);
    if (v.seat !== undefined) return t(`tut.who.${seatRole(v.seat, 0, 4, v.clockwise)}`);
    if (v.key !== undefined) return t(v.key, v.params);
    return String(v);
  }

  // The card names: the page's one function, over the page's words (FROM_PAGE).
  const { cardName, cardWithArticle, rankName } = cardNamer(t);

  /** The engine's reason for a refused card, in words ("must follow suit" -> "Tienes que asistir…"). */
  function reason(r) {
    return has(`reason.${r}`) ? t(`reason.${r}`) : t('reason.unknown', { reason: String(r) });
  }

  /** A {key, params} text from the runner, or '' for none. */
  const text = (x) => (x && x.key ? t(x.key, x.params) : '');

  return { lang: own('lang') ? table.lang : lang, t, has, text, cardName, cardWithArticle, rankName, reason };
}
