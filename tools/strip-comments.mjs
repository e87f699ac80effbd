// Strips the comments and indents from the built site's JavaScript, CSS and HTML (the site has a 400 KB gzip
// budget; the sources keep every comment): node tools/strip-comments.mjs SITE
// JavaScript is parsed with acorn (Debian's node-acorn, in /usr/share/nodejs): only the
// comments it reports are cut, and a file is written back only when its tokens are exactly
// the original's, so the code cannot change. Without acorn the JavaScript is left as it is.
// The engine's generated files are left alone.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const site = process.argv[2];
if (!site) throw new Error('usage: node tools/strip-comments.mjs SITE');

let acorn = null;
try {
  acorn = createRequire(import.meta.url)('/usr/share/nodejs/acorn');
} catch {
  console.warn('strip-comments: no acorn in /usr/share/nodejs, JavaScript left with its comments');
}
const OPTIONS = { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true };

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!path.endsWith(join('engine', 'generated'))) yield* files(path);
    } else yield path;
  }
}

const tokens = (code) => Array.from(acorn.tokenizer(code, OPTIONS), (t) => `${t.type.label}\u0000${t.value}`).join('\u0001');

// Cuts each comment; one alone on its line(s) goes with its indent and line break, one
// within code leaves a space (or a line break, for a block comment that held one: ASI).
function stripJs(code) {
  const comments = [];
  acorn.parse(code, { ...OPTIONS, onComment: (block, text, start, end) => comments.push({ block, text, start, end }) });
  let out = '';
  let at = 0;
  for (const c of comments) {
    let start = c.start;
    let end = c.end;
    const lineStart = code.lastIndexOf('\n', start - 1) + 1;
    const alone = /^[ \t]*$/.test(code.slice(lineStart, start));
    const lineEnd = code.indexOf('\n', end);
    const restBlank = /^[ \t\r]*$/.test(code.slice(end, lineEnd === -1 ? code.length : lineEnd));
    let gap = '';
    if (alone && restBlank && lineStart >= at) {
      start = lineStart;
      end = lineEnd === -1 ? code.length : lineEnd + 1;
    } else if (c.block) gap = c.text.includes('\n') ? '\n' : ' ';
    else while (start > at && (code[start - 1] === ' ' || code[start - 1] === '\t')) start -= 1; // a trailing comment: its spaces too
    out += code.slice(at, start) + gap;
    at = end;
  }
  return out + code.slice(at);
}

// Each line's indent goes too (~4 KB gzip over the site): kept only where it is content,
// which the token check below finds (a template literal over several lines).
const dedent = (code) => code.replace(/^[ \t]+/gm, '');

// CSS has block comments only; strings holding "/*" are not used in these style sheets.
const stripCss = (css) => dedent(css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n[ \t]*\n+/g, '\n'));

// HTML: its comments, and each line's indent (a run of white space stays white space, so
// the layout is the same; no <pre>, and the <textarea>s start empty). ~0.4 KB gzip.
const stripHtml = (html) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/[ \t]*\n\s*/g, '\n');

let before = 0;
let after = 0;
for await (const path of files(site)) {
  const isJs = /\.m?js$/.test(path);
  const isHtml = path.endsWith('.html');
  if (!(isJs && acorn) && !path.endsWith('.css') && !isHtml) continue;
  const text = await readFile(path, 'utf8');
  let stripped = text;
  if (isJs) {
    try {
      const original = tokens(text);
      stripped = stripJs(text);
      if (tokens(stripped) !== original) throw new Error('tokens changed');
      if (tokens(dedent(stripped)) === original) stripped = dedent(stripped);
    } catch (e) {
      console.warn(`strip-comments: ${path} left as it is (${e.message})`);
      stripped = text;
    }
  } else stripped = isHtml ? stripHtml(text) : stripCss(text);
  before += text.length;
  after += stripped.length;
  if (stripped !== text) await writeFile(path, stripped);
}
console.log(`strip-comments: ${site} JavaScript, CSS and HTML ${before} -> ${after} bytes`);
