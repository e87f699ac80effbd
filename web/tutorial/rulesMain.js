// rules.html's entry point: the language (?lang=, else the browser's, else Spanish),
// the game (?game=guinote|whist|belote, default guinote), the top bar, and the rules (rules.js)
// with each option's default as the engine reports it.

import { createI18n, pickLang, rememberLang } from './i18n.js';
import { renderRules, RULES } from './rules.js';
import { brand } from './view.js';
import { createEngineClient } from '../app/engineClient.js';

const params = new URLSearchParams(location.search);
const i18n = createI18n(pickLang(params.get('lang'), navigator.languages || [navigator.language]));
const { t } = i18n;
document.documentElement.lang = i18n.lang;
const game = RULES[params.get('game')] ? params.get('game') : 'guinote';
document.title = t(RULES[game].key('pageTitle'));

const lessonsHref = `tutorial.html?lang=${i18n.lang}&game=${game}`;
const gameHref = (g) => `?lang=${i18n.lang}&game=${g}`;
const header = document.getElementById('topbar');
const nav = document.createElement('nav');
nav.className = 'topbar__nav';
nav.setAttribute('aria-label', t('tut.nav.label'));
for (const [href, key] of [[lessonsHref, 'tut.nav.lessons'], ['./', 'tut.nav.play']]) {
  const a = document.createElement('a');
  a.className = 'btn btn--ghost btn--small';
  a.href = href;
  a.textContent = t(key);
  nav.append(a);
}
const label = document.createElement('label');
label.className = 'lang';
const span = document.createElement('span');
span.className = 'sr-only';
span.textContent = t('tut.nav.language');
const select = document.createElement('select');
for (const [code, name] of [['es', 'Español'], ['ca', 'Català'], ['en', 'English']]) {
  const option = new Option(name, code, code === i18n.lang, code === i18n.lang);
  option.lang = code;
  select.append(option);
}
select.addEventListener('change', () => {
  rememberLang(select.value);
  const p = new URLSearchParams(location.search);
  p.set('lang', select.value);
  location.search = p.toString();
});
label.append(span, select);
nav.append(label);
header.replaceChildren(brand(i18n, { href: lessonsHref }), nav);

renderRules(document.getElementById('app'), { t, lessonsHref, game, gameHref, defaults: await engineDefaults(game) });
document.body.dataset.ready = 'true';
if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();

// Each option's default from the engine's own option specs (games()), e.g. {players: 4};
// {} if the engine cannot be asked (the table then leaves the column empty).
async function engineDefaults(name) {
  const engine = createEngineClient({ name: 'baza-rules-engine' });
  try {
    const { games } = await engine.games();
    const spec = games.find((x) => x.name === name);
    return Object.fromEntries((spec ? spec.options : []).map((o) => [o.name, o.default]));
  } catch {
    return {};
  } finally {
    engine.terminate();
  }
}
