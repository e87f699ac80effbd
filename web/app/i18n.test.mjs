// The page's translations are complete and the page says nothing outside them:
//   - web/i18n/es.js, ca.js and en.js have the same keys, non-empty texts and the same
//     {placeholders};
//   - every key the page's code and index.html use (t('…'), data-i18n="…", keys built
//     at run time from the engine's option names, reasons and levels) is in all three;
//   - render code and index.html write no user-visible letters of their own.
// Run: node --test web/app/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { es } from '../i18n/es.js';
import { ca } from '../i18n/ca.js';
import { en } from '../i18n/en.js';
import * as i18n from './i18n.js';
import { STAT_KEYS } from './stats.js';

const TABLES = { es, ca, en };
const root = new URL('../../', import.meta.url); // the repository
const read = (path) => readFileSync(new URL(path, root), 'utf8');
const placeholders = (s) => [...String(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// web/app/**/*.js without the tests
function appFiles(dir = 'web/app/') {
  const out = [];
  for (const name of readdirSync(new URL(dir, root))) {
    const path = `${dir}${name}`;
    if (statSync(new URL(path, root)).isDirectory()) out.push(...appFiles(`${path}/`));
    else if (name.endsWith('.js') && !name.includes('.test.')) out.push(path);
  }
  return out;
}
const FILES = appFiles();
// The code without its comments (they may quote any text); line numbers are kept.
const code = (path) => read(path)
  .replace(/\/\*[^]*?\*\//g, (c) => c.replace(/[^\n]/g, ''))
  .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
const AREAS = new Set(Object.keys(es).map((k) => k.split('.')[0])); // 'app', 'card', 'live', …

test('the three page tables have the same keys', () => {
  const all = new Set([...Object.keys(es), ...Object.keys(ca), ...Object.keys(en)]);
  for (const [lang, table] of Object.entries(TABLES)) {
    const missing = [...all].filter((k) => !Object.prototype.hasOwnProperty.call(table, k));
    assert.deepEqual(missing, [], `${lang}.js lacks: ${missing.join(', ')}`);
  }
});

test('every text is a non-empty string with the placeholders of es.js', () => {
  for (const key of Object.keys(es)) {
    for (const [lang, table] of Object.entries(TABLES)) {
      assert.equal(typeof table[key], 'string', `${lang} ${key}`);
      assert.ok(table[key].trim().length > 0, `${lang} ${key} is empty`);
      assert.deepEqual(placeholders(table[key]), placeholders(es[key]), `${lang} ${key}: placeholders differ from es`);
    }
  }
  for (const [lang, table] of Object.entries(TABLES)) assert.equal(table['app.lang'], lang);
});

// Literal keys ('live.play') and templates (`option.${name}.label`) in the code.
function keysIn(source) {
  const literal = new Set();
  const templates = new Set();
  for (const m of source.matchAll(/'([a-z][\w-]*(?:\.[\w-]+)+)'/g)) if (AREAS.has(m[1].split('.')[0])) literal.add(m[1]);
  for (const m of source.matchAll(/(?:(?<![.\w])(?:t|tOr|has)|\bsay|\bsayTeam)\(\s*'([^']+)'/g)) literal.add(m[1]); // any area
  for (const m of source.matchAll(/`([a-z][\w-]*\.[^`]*)`/g)) if (AREAS.has(m[1].split('.')[0]) && m[1].includes('${')) templates.add(m[1]);
  return { literal, templates };
}

test('every key written in web/app/**/*.js exists in every language', () => {
  assert.ok(FILES.some((f) => f.endsWith('render/table.js')) && FILES.some((f) => f.endsWith('words.js')));
  let count = 0;
  for (const file of FILES) {
    const { literal, templates } = keysIn(code(file));
    for (const key of literal) {
      count++;
      for (const [lang, table] of Object.entries(TABLES)) assert.ok(key in table, `${file}: '${key}' is not in ${lang}.js`);
    }
    for (const tpl of templates) {
      // `seat.badge.${b}.title`: some key of every table must fit the pattern
      const parts = tpl.split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
      const re = new RegExp(`^${parts.join('[^]+?')}$`);
      for (const [lang, table] of Object.entries(TABLES)) {
        assert.ok(Object.keys(table).some((k) => re.test(k)), `${file}: no key of ${lang}.js fits \`${tpl}\``);
      }
    }
  }
  assert.ok(count > 100, `only ${count} keys found: is the scan broken?`);
});

test('every data-i18n key of index.html exists in every language', () => {
  const html = read('web/index.html');
  const keys = [...html.matchAll(/data-i18n(?:-aria)?="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(keys.length > 20);
  for (const key of keys) {
    for (const [lang, table] of Object.entries(TABLES)) assert.ok(key in table, `index.html: '${key}' is not in ${lang}.js`);
  }
});

test('the keys built at run time exist: cards, seats, levels, engine options and reasons', () => {
  const built = [
    ...Array.from({ length: 12 }, (_, i) => [`rank.${i + 1}`, `article.${i + 1}`]).flat(),
    ...['o', 'c', 'e', 'b', 'S', 'H', 'D', 'C'].flatMap((s) => [`suit.${s}`, `suit.of.${s}`]),
    ...Array.from({ length: 13 }, (_, i) => [`rank.french.${i + 2}`, `article.french.${i + 2}`]).flat(),
    ...['dealer', 'mano'].flatMap((b) => [`seat.badge.${b}`, `seat.badge.${b}.title`]),
    ...['sing', 'exchange', 'claim', 'pass'].map((a) => `action.help.${a}`),
    ...['new-game', 'reload', 'dismiss'].map((a) => `notice.action.${a}`),
    ...['points', 'last-trick', 'claim', 'wrong-claim', 'revoke'].map((b) => `summary.by.${b}`),
    ...['plural', 'single'].flatMap((w) => [`summary.partida.won.${w}`, `summary.final.won.${w}`]),
    ...Object.entries(STAT_KEYS).flatMap(([game, keys]) => keys.map((k) => (game === 'guinote' ? `stats.${k}` : `stats.${game}.${k}`))),
    ...i18n.LANGS.flatMap((l) => [`lang.${l}`, `lang.short.${l}`]),
  ];
  // The engine's bot levels (every game's, core/bots/BotLevels.cpp) and the page's fallback ones.
  const levels = [...read('core/bots/BotLevels.cpp').matchAll(/\{"(\w+)", \[\]/g)].map((m) => m[1]);
  assert.ok(levels.length >= 5, `core/bots/BotLevels.cpp lists its levels: ${levels}`);
  for (const level of levels) built.push(`level.${level}`);
  built.push('level.greedy');
  // The engine's options (core/guinote/GuinoteRules.cpp): label, help and every named value.
  const rules = read('core/guinote/GuinoteRules.cpp');
  const names = [...rules.matchAll(/\{"(\w+)", \d+,|boolOption\("(\w+)"/g)].map((m) => m[1] || m[2]);
  assert.ok(names.length >= 10, `options found: ${names}`);
  for (const name of names) built.push(`option.${name}.label`, `option.${name}.help`);
  for (const m of rules.matchAll(/\{"(\w+)", \d+, \d+, \{("[^}]*")\}/g)) {
    for (const v of m[2].matchAll(/"(\w+)"/g)) built.push(`option.${m[1]}.${v[1]}`);
  }
  // Whist's and Belote's options (core/whist/WhistRules.cpp, core/belote/BeloteRules.cpp): the
  // page looks up the game's own key first (option.whist.players.help), then the shared one.
  const gameKey = (game, name, part) => [`option.${game}.${name}.${part}`, `option.${name}.${part}`];
  for (const [game, path] of [['whist', 'core/whist/WhistRules.cpp'], ['belote', 'core/belote/BeloteRules.cpp']]) {
    const src = read(path);
    const opts = [...src.matchAll(/\{"(\w+)", \d+, \d+, \{([^}]*)\}, \d+, \d+, \{([^}]*)\}|boolOption\("(\w+)"/g)];
    assert.ok(opts.length >= 5, `${game} options found: ${opts.length}`);
    for (const m of opts) {
      const name = m[1] || m[4];
      const values = m[4] ? [] : [...m[2].matchAll(/"(\w+)"/g)].map((v) => v[1]); // named values (numbers show as they are)
      for (const part of ['label', 'help', ...values]) {
        for (const [lang, table] of Object.entries(TABLES)) {
          assert.ok(gameKey(game, name, part).some((k) => k in table), `${game} option '${name}' ${part} is missing in ${lang}.js`);
        }
      }
    }
  }
  // Belote's and Whist's events and actions: the words the page builds from them.
  for (const v of ['made', 'dedans', 'litige']) built.push(`live.result.${v}`, `summary.result.${v}`);
  for (const d of [0, 1, 2]) built.push(`action.declare.${d}`, `action.help.declare.${d}`);
  for (const g of ['guinote', 'whist', 'belote']) built.push(`game.${g}`, `game.help.${g}`);
  for (let r = 7; r <= 14; r++) built.push(`rank.plural.french.${r}`); // Belote's fours: "cuatro jotas"
  for (const b of ['taker', 'dummy']) built.push(`seat.badge.${b}`, `seat.badge.${b}.title`);

  // The engine's reasons for an illegal card (core/EventText.cpp, reasonText).
  const text = read('core/EventText.cpp');
  const body = text.slice(text.indexOf('std::string_view reasonText('), text.indexOf('\n}', text.indexOf('std::string_view reasonText(')));
  const reasons = [...body.matchAll(/case IllegalReason::\w+: return "([^"]+)"/g)].map((m) => m[1]);
  assert.ok(reasons.includes('must follow suit'), `reasons found: ${reasons}`);
  for (const r of reasons) built.push(`reason.${r}`);

  for (const key of built) {
    for (const [lang, table] of Object.entries(TABLES)) assert.ok(key in table, `'${key}' is missing in ${lang}.js`);
  }
});

// A line with the ${…} of its template literals left out (they are code, not text).
function withoutSubstitutions(line) {
  let out = '';
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '$' && line[i + 1] === '{') {
      let depth = 0;
      for (; i < line.length; i++) {
        if (line[i] === '{') depth++;
        else if (line[i] === '}' && --depth === 0) break;
      }
    } else out += line[i];
  }
  return out;
}

test('render code writes no letters of its own', () => {
  const rules = [
    [/\.(?:textContent|innerText|innerHTML|outerHTML)\s*=\s*(['"`])[^'"`]*\p{L}/u, 'a literal text'],
    [/\.innerHTML\s*=/, 'innerHTML'],
    [/\btext:\s*(['"`])[^'"`]*\p{L}/u, 'a literal text: in el()'],
    [/\bsetText\([^,()]+,\s*(['"`])[^'"`]*\p{L}/u, 'a literal setText'],
    [/(?:'aria-label'|'title'|'placeholder'|'alt'|\btitle:|\bplaceholder:)\s*[:,]?\s*(['"`])[^'"`]*\p{L}/u, 'a literal label or title'],
    [/\bcreateTextNode\(\s*(['"`])[^'"`]*\p{L}/u, 'a literal text node'],
    [/\b(?:alert|confirm|prompt)\(/, 'a browser dialog'],
  ];
  for (const file of FILES) {
    code(file).split('\n').forEach((line, i) => {
      const plain = withoutSubstitutions(line);
      for (const [re, what] of rules) assert.ok(!re.test(plain), `${file}:${i + 1}: ${what}: ${line.trim()}`);
    });
  }
});

test('index.html has no text of its own: every visible word comes from data-i18n', () => {
  const html = read('web/index.html')
    .replace(/<!--[^]*?-->/g, '')
    .replace(/<(script|style|title|svg)\b[^]*?<\/\1>/g, '');
  const body = html.slice(html.indexOf('<body'));
  const texts = [...body.matchAll(/>([^<]+)</g)].map((m) => m[1].trim()).filter((s) => /\p{L}/u.test(s));
  assert.deepEqual(texts, [], `text in index.html: ${texts.join(' | ')}`);
  const attrs = [...body.matchAll(/\s(aria-label|title|placeholder|alt)="([^"]*)"/g)].filter((m) => /\p{L}/u.test(m[2]));
  assert.deepEqual(attrs.map((m) => m[0].trim()), [], 'labels in index.html');
});

test('the language: ?lang=, else the stored one, else the browser\'s, else Spanish', () => {
  assert.equal(i18n.pickLang('ca', 'en', ['es']), 'ca');
  assert.equal(i18n.pickLang(null, 'en', ['ca-ES']), 'en');
  assert.equal(i18n.pickLang('xx', null, ['de-DE', 'ca-ES', 'en']), 'ca');
  assert.equal(i18n.pickLang(null, null, ['en-GB']), 'en');
  assert.equal(i18n.pickLang(null, null, ['de-DE', 'fr']), 'es');
  assert.equal(i18n.pickLang(undefined, undefined), 'es');
});

test('setLang switches every text at once; card names in each language', () => {
  const was = i18n.lang;
  try {
    const names = { es: ['As de oros', 'Sota de copas', 'Caballo de espadas', 'Rey de bastos', 'el As de oros', 'la Sota de copas'],
      ca: ['As d’ors', 'Sota de copes', 'Cavall d’espases', 'Rei de bastos', 'l’As d’ors', 'la Sota de copes'],
      en: ['Ace of coins', 'Jack of cups', 'Knight of swords', 'King of clubs', 'the Ace of coins', 'the Jack of cups'] };
    const french = { es: ['As de picas', 'Diez de corazones', 'la Dama de diamantes', 'el As de tréboles'],
      ca: ['As de piques', 'Deu de cors', 'la Dama de diamants', 'l’As de trèvols'],
      en: ['Ace of spades', 'Ten of hearts', 'the Queen of diamonds', 'the Ace of clubs'] };
    for (const [lang, want] of Object.entries(names)) {
      assert.equal(i18n.setLang(lang, { remember: false }), true);
      assert.equal(i18n.lang, lang);
      assert.deepEqual([i18n.cardName('1o'), i18n.cardName('10c'), i18n.cardName('11e'), i18n.cardName('12b'),
        i18n.cardWithArticle('1o'), i18n.cardWithArticle('10c')], want);
      assert.deepEqual([i18n.cardName('AS'), i18n.cardName('TH'), i18n.cardWithArticle('QD'), i18n.cardWithArticle('AC')], french[lang]);
      assert.equal(i18n.t('app.lang'), lang);
      assert.equal(i18n.reasonText('must follow suit'), TABLES[lang]['reason.must follow suit']);
      assert.equal(i18n.t('live.trick', { who: 'X', n: 1 }), TABLES[lang]['live.trick.one'].replace('{who}', 'X'));
    }
    assert.equal(i18n.setLang('de', { remember: false }), false);
    assert.equal(i18n.lang, 'en');
  } finally {
    i18n.setLang(was, { remember: false });
  }
});
