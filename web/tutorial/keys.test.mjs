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
import { LESSONS } from './lessons.js';
import { RULE_SECTIONS, RULE_OPTIONS, RULE_SOURCES } from './rules.js';

const TABLES = { es, ca, en };
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
      assert.ok(key in es, `${file}: '${key}' is not in the translation tables`);
    }
  }
});

test('every lesson has a title, a summary and the texts its steps name', () => {
  for (const lesson of LESSONS) {
    for (const suffix of ['title', 'summary']) assert.ok(`lesson.${lesson.id}.${suffix}` in es, `${lesson.id} ${suffix}`);
    for (const step of lesson.steps) {
      const keys = [step.say, step.act, step.quiz, step.right, step.wrong, step.illegal,
        ...Object.values(step.rightFor || {}), ...Object.values(step.wrongFor || {})].filter(Boolean);
      for (const key of keys) assert.ok(key in es, `${lesson.id}: '${key}'`);
    }
  }
});

test('the keys built at run time exist', () => {
  const roles = ['you', 'right', 'partner', 'left'];
  const built = [
    ...roles.flatMap((r) => [`tut.seat.${r}`, `tut.seat.${r}.short`, `tut.who.${r}`]),
    ...Array.from({ length: 12 }, (_, i) => [`rank.${i + 1}`, `article.${i + 1}`]).flat(),
    ...['o', 'c', 'e', 'b'].flatMap((s) => [`suit.${s}`, `suit.of.${s}`]),
    // The engine's reasons (docs/CLI.md, "Moves").
    ...['not your turn', 'card not in hand', 'must follow suit', 'must beat the winning card', 'must trump',
      'must overtrump', 'not available now', 'the match is over'].map((r) => `reason.${r}`),
    ...['right', 'wrong', 'illegal'].map((k) => `tut.fb.${k}`),
    ...['exchange', 'claim', 'pass'].map((a) => `tut.action.${a}`),
    // narrate() in runner.js: a base, '.you' when the learner did it, '.us'/'.them' for sides.
    ...['play', 'trick', 'trickLast', 'sing', 'exchange', 'claimRight', 'claimWrong', 'deal', 'dealVueltas']
      .flatMap((b) => [`tut.narr.${b}`, `tut.narr.${b}.you`]),
    ...['score', 'scoreVoid', 'partida', 'coto'].flatMap((b) => [`tut.narr.${b}.us`, `tut.narr.${b}.them`]),
  ];
  for (const key of built) assert.ok(key in es, `'${key}' is missing`);
});

test('the rules page names every section, option and source', () => {
  for (const section of RULE_SECTIONS) {
    assert.ok(`rules.${section.id}.title` in es, section.id);
    for (const p of section.paras) assert.ok(p in es, `${section.id}: ${p}`);
  }
  for (const option of RULE_OPTIONS) {
    if (typeof option.def !== 'number') assert.ok(`rules.value.${option.def}` in es, `${option.name} default`);
    for (const suffix of ['what', 'values']) assert.ok(`rules.option.${option.name}.${suffix}` in es, `${option.name} ${suffix}`);
  }
  for (const source of RULE_SOURCES) {
    assert.ok(`rules.source.${source.id}` in es, source.id);
    assert.ok(`rules.source.${source.id}.about` in es, source.id);
    assert.ok(`rules.source.${source.id}.short` in es, source.id);
  }
});

test('embed.js names its frame with the translated title of each language', () => {
  const embed = read(new URL('../embed.js', here));
  for (const [lang, table] of Object.entries(TABLES)) {
    assert.ok(embed.includes(`${lang}: '${table['tut.frameTitle']}'`), `embed.js lacks the ${lang} title '${table['tut.frameTitle']}'`);
  }
});
