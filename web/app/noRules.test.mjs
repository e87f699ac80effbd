// web/app shows what the engine says: no game-name branch and none of the rules the
// page once worked out itself (issue 11). The games' words live in gameWords.js, the
// only file here that names them. Run: node --test web/app/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';

const dir = new URL('./', import.meta.url);
function sources(url, rel = '') {
  return readdirSync(url).flatMap((name) => {
    const child = new URL(name, url);
    if (statSync(child).isDirectory()) return sources(new URL(`${name}/`, url), `${rel}${name}/`);
    return name.endsWith('.js') ? [[`${rel}${name}`, readFileSync(child, 'utf8')]] : [];
  });
}

const LEAKS = [
  [/\.game\s*[!=]==?\s*['"](guinote|whist|belote)['"]|['"](guinote|whist|belote)['"]\s*[!=]==?\s*[\w.]*\.game\b/, 'a branch on the game\'s name'],
  [/\[\s*7\s*,\s*9\s*,\s*2\s*\]/, 'the exchange card guessed (actions[].gives says it)'],
  [/dealer\s*\+\s*1/, 'the mano worked out (observation.mano says it)'],
  [/tricks\s*>\s*0/, 'a deal\'s winner worked out (scores[].lastDealWon says it)'],
  [/type\s*===\s*['"]contract['"]|type\s*===\s*['"]dummy['"]|type\s*===\s*['"]bottom['"]/, 'a fact dug out of the events (observation.contract, .dummy, .bottom)'],
];

test('no game-name branch and no rule of the listed kinds in web/app', () => {
  const found = [];
  for (const [file, text] of sources(dir)) {
    if (file === 'gameWords.js' || file.endsWith('.test.mjs')) continue;
    text.split('\n').forEach((line, i) => {
      for (const [re, what] of LEAKS) if (re.test(line)) found.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});

test('the check sees a leak (it is not vacuous)', () => {
  const lines = ["if (obs.game === 'whist') count = '';", "const rank = [7, 9, 2].find((r) => r);", 'const mano = (obs.dealer + 1) % obs.players;'];
  for (const line of lines) assert.ok(LEAKS.some(([re]) => re.test(line)), line);
});
