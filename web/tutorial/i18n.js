// The tutorial's and the rules page's words: one table per language in
// web/i18n/tutorial.{es,ca,en}.js, all with the same keys (keys.test.mjs checks it).
// t(key, params) fills {name} placeholders; a numeric params.n of 1 uses the key's
// '.one' form when there is one. A param may also be {card: '7o'} (the card's name),
// {the: '7o'} (with its article: "el 7 de oros"), {suit: 'o'}, {seat: 2} (who sits
// there, seen from the learner) or {key, params} (another text).

import { tutorial as es } from '../i18n/tutorial.es.js';
import { tutorial as ca } from '../i18n/tutorial.ca.js';
import { tutorial as en } from '../i18n/tutorial.en.js';
import { seatRole } from './runner.js';

export const TABLES = { es, ca, en }; // language -> table
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

const parseCard = (id) => {
  const m = /^([1-9]|1[0-2])([oceb])$/.exec(String(id));
  return m ? { rank: Number(m[1]), suit: m[2] } : null;
};

/** An i18n object for one language: {lang, t, has, text, cardName, cardWithArticle, reason}. */
export function createI18n(lang) {
  const table = TABLES[lang] || TABLES.es;
  const has = (key) => Object.prototype.hasOwnProperty.call(table, key);

  function t(key, params) {
    let raw;
    if (params && params.n === 1 && has(`${key}.one`)) raw = table[`${key}.one`];
    else if (has(key)) raw = table[key];
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
    if (v.seat !== undefined) return t(`tut.who.${seatRole(v.seat)}`);
    if (v.key !== undefined) return t(v.key, v.params);
    return String(v);
  }

  function cardName(id) {
    const c = parseCard(id);
    if (!c) return t('card.hidden');
    return t('card.name', { rank: t(`rank.${c.rank}`), of: t(`suit.of.${c.suit}`) }); // e.g. 'As de oros'
  }

  function cardWithArticle(id) {
    const c = parseCard(id);
    if (!c) return t('card.hidden');
    return t(`article.${c.rank}`) + cardName(id); // e.g. 'la Sota de copas'
  }

  /** The engine's reason for a refused card, in words ("must follow suit" -> "Tienes que asistir…"). */
  function reason(r) {
    return has(`reason.${r}`) ? t(`reason.${r}`) : t('reason.unknown', { reason: String(r) });
  }

  /** A {key, params} text from the runner, or '' for none. */
  const text = (x) => (x && x.key ? t(x.key, x.params) : '');

  return { lang: has('lang') ? table.lang : lang, t, has, text, cardName, cardWithArticle, reason };
}
