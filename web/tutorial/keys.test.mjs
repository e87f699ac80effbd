// The tutorial's and the rules page's translations are complete: the three tables
// (web/i18n/tutorial.{es,ca,en}.js) have the same keys and the same {placeholders},
// and every key the code and the lesson data use exists. A missing key fails here.
// Run: node --test web/tutorial/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { tutorial as es } from '../i18n/tutorial.es.js';
import { tutorial as ca } from '../i18n/tutorial.ca.js';
import { tutorial as en } from '../i18n/tutorial.en.js';
import { es as pageEs } from '../i18n/es.js';
import { ca as pageCa } from '../i18n/ca.js';
import { en as pageEn } from '../i18n/en.js';
import { ALL_LESSONS, GAMES } from './lessons.js';
import { RULES, WHIST_LEADS } from './rules.js';
import { FROM_PAGE, createI18n } from './i18n.js';

const TABLES = { es, ca, en };
const PAGES = { es: pageEs, ca: pageCa, en: pageEn };
// A key the tutorial reads from the page's own table (the French pack's names) counts too.
const known = (key) => key in es || (FROM_PAGE.test(key) && key in pageEs);
const here = new URL('./', import.meta.url);
const read = (url) => readFileSync(url, 'utf8');

const placeholders = (s) => [...String(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('the three languages have the same keys', () => {
  const all = new Set(Object.keys(es).concat(Object.keys(ca), Object.keys(en)));
  for (const [lang, table] of Object.entries(TABLES)) {
    const missing = [...all].filter((k) => !(k in table));
    assert.deepEqual(missing, [], `${lang} lacks: ${missing.join(', ')}`);
  }
});

test('every text is a non-empty string with the same placeholders in each language', () => {
  for (const key of Object.keys(es)) {
    for (const [lang, table] of Object.entries(TABLES)) {
      assert.equal(typeof table[key], 'string', `${lang} ${key}`);
      assert.ok(table[key].length > 0, `${lang} ${key} is empty`);
      assert.deepEqual(placeholders(table[key]), placeholders(es[key]), `${lang} ${key}: placeholders differ from es`);
    }
  }
});

// Every literal key in the modules: t('…'), text('…'), and keys in data.
function literalKeys(source) {
  const keys = new Set();
  for (const m of source.matchAll(/\b(?:t|text|has|tOr)\(\s*'([a-z][\w.-]*\.[\w.-]+)'/g)) keys.add(m[1]);
  for (const m of source.matchAll(/'((?:tut|lesson|rules|reason|rank|suit|card|article)\.[\w.-]+)'/g)) keys.add(m[1]);
  return keys;
}

test('every key written in web/tutorial/*.js exists', () => {
  const files = readdirSync(here).filter((f) => f.endsWith('.js'));
  assert.ok(files.includes('runner.js') && files.includes('view.js') && files.includes('rules.js'));
  for (const file of files) {
    for (const key of literalKeys(read(new URL(file, here)))) {
      assert.ok(known(key), `${file}: '${key}' is not in the translation tables`);
    }
  }
});

test('every lesson has a title, a summary and the texts its steps name', () => {
  for (const lesson of ALL_LESSONS) {
    for (const suffix of ['title', 'summary']) assert.ok(`lesson.${lesson.id}.${suffix}` in es, `${lesson.id} ${suffix}`);
    for (const step of lesson.steps) {
      const keys = [step.say, step.act, step.quiz, step.right, step.wrong, step.illegal,
        ...Object.values(step.rightFor || {}), ...Object.values(step.wrongFor || {})].filter(Boolean);
      for (const key of keys) assert.ok(key in es, `${lesson.id}: '${key}'`);
      // Quiz buttons named by a key per value (labels 'verdict': 'tut.verdict.dedans'), or by a unit ('tut.points').
      if (step.labels) for (const v of step.choices) assert.ok(`tut.${step.labels}.${v}` in es, `${lesson.id}: 'tut.${step.labels}.${v}'`);
      if (step.unit) assert.ok(step.unit in es, `${lesson.id}: '${step.unit}'`);
    }
  }
});

test('the keys built at run time exist', () => {
  const roles = ['you', 'right', 'partner', 'left'];
  const built = [
    ...roles.flatMap((r) => [`tut.seat.${r}`, `tut.seat.${r}.short`, `tut.who.${r}`]),
    ...['o', 'c', 'e', 'b'].map((s) => `suit.${s}`),
    // The engine's reasons (docs/CLI.md, "Moves").
    ...['not your turn', 'card not in hand', 'must follow suit', 'must beat the winning card', 'must trump',
      'must overtrump', 'not available now', 'the match is over'].map((r) => `reason.${r}`),
    ...['right', 'wrong', 'illegal'].map((k) => `tut.fb.${k}`),
    ...['exchange', 'claim', 'pass'].map((a) => `tut.action.${a}`),
    // narrate() in narration.js: a base, '.you' when the learner did it, '.us'/'.them' for sides.
    ...['play', 'trick', 'trickLast', 'sing', 'exchange', 'claimRight', 'claimWrong', 'deal', 'dealVueltas']
      .flatMap((b) => [`tut.narr.${b}`, `tut.narr.${b}.you`]),
    ...['score', 'scoreVoid', 'partida', 'coto'].flatMap((b) => [`tut.narr.${b}.us`, `tut.narr.${b}.them`]),
    // Whist and Belote (narrate() with a game, view.js's gameKey()).
    ...['trickWhist', 'trickDer', 'bid', 'bidPass', 'contract', 'belote', 'rebelote']
      .flatMap((b) => [`tut.narr.${b}`, `tut.narr.${b}.you`]),
    ...['scoreWhist', 'scoreHonours', 'scoreHonoursVoid', 'scoreBelote', 'declare', 'declareVoid', 'capote',
      'result.made', 'result.dedans', 'result.litige'].flatMap((b) => [`tut.narr.${b}.us`, `tut.narr.${b}.them`]),
    ...GAMES.map((g) => `tut.game.${g}`),
    ...GAMES.filter((g) => g !== 'guinote').flatMap((g) => [`tut.title.${g}`, `tut.menu.title.${g}`, `tut.menu.intro.${g}`]),
    'tut.table.won.whist', 'tut.table.wonYou.whist',
  ];
  for (const key of built) assert.ok(key in es, `'${key}' is missing`);
});

test('both packs are named from the page tables in every language, by the page’s one function', () => {
  const built = [
    ...Array.from({ length: 13 }, (_, i) => [`rank.french.${i + 2}`, `article.french.${i + 2}`]).flat(),
    ...['S', 'H', 'D', 'C'].flatMap((s) => [`suit.${s}`, `suit.of.${s}`]),
    ...Array.from({ length: 12 }, (_, i) => [`rank.${i + 1}`, `article.${i + 1}`]).flat(),
    ...['o', 'c', 'e', 'b'].map((s) => `suit.of.${s}`),
    'card.name',
  ];
  for (const [lang, page] of Object.entries(PAGES)) {
    for (const key of built) assert.ok(FROM_PAGE.test(key) && key in page, `${lang}: '${key}'`);
    assert.ok('card.withArticle' in page, `${lang}: card.withArticle`);
  }
  assert.equal(createI18n('es').cardWithArticle('QH'), 'la Dama de corazones');
  assert.equal(createI18n('ca').cardWithArticle('AS'), 'l’As de piques');
  assert.equal(createI18n('en').cardName('TD'), 'Ten of diamonds');
  assert.equal(createI18n('es').cardWithArticle('10c'), 'la Sota de copas');
  assert.equal(createI18n('ca').cardWithArticle('1o'), 'l’As d’ors');
  assert.equal(createI18n('en').cardWithArticle('12b'), 'the King of clubs');
});

test('the rules page names every section, option and source of every game', () => {
  for (const [game, rules] of Object.entries(RULES)) {
    for (const k of ['title', 'lead', 'pageTitle', 'options.caption']) assert.ok(rules.key(k) in es, `${game}: ${rules.key(k)}`);
    for (const section of rules.sections) {
      assert.ok(rules.key(`${section.id}.title`) in es, `${game} ${section.id}`);
      for (const p of [...section.paras, ...(section.choices || [])]) assert.ok(p in es, `${game} ${section.id}: ${p}`);
      for (const name of section.options || []) assert.ok(rules.options.some((o) => o.name === name), `${game} ${section.id}: option ${name}`);
      for (const id of section.sources) assert.ok(id === 'project' || rules.sources.some((src) => src.id === id), `${game} ${section.id}: source ${id}`);
    }
    for (const option of rules.options) {
      for (const what of ['what', 'values']) assert.ok(rules.optionKey(option.name, what) in es, `${game} ${option.name} ${what}`);
    }
    for (const source of rules.sources) {
      for (const suffix of ['', '.about', '.short']) assert.ok(`rules.source.${source.id}${suffix}` in es, `${game} ${source.id}${suffix}`);
    }
  }
  for (const row of WHIST_LEADS) if (row.then.startsWith('rules.')) assert.ok(row.then in es, row.then);
});

test('embed.js names its frame with the translated title of each game and language', () => {
  const embed = read(new URL('../embed.js', here));
  for (const [lang, table] of Object.entries(TABLES)) {
    for (const key of ['tut.frameTitle', 'tut.frameTitle.whist', 'tut.frameTitle.belote']) {
      assert.ok(embed.includes(`${lang}: '${table[key]}'`), `embed.js lacks the ${lang} title '${table[key]}' (${key})`);
    }
  }
});
