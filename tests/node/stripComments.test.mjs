// tools/strip-comments.mjs (run by tools/build-site.sh): the shipped JavaScript and CSS lose
// their comments and nothing else, even where a comment marker sits in a string, a template
// literal or a regular expression.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

import { root } from "./helpers.mjs";

test("comments go, code stays: strings, templates and regexps keep their // and /*", async () => {
  const dir = mkdtempSync(join(tmpdir(), "strip-"));
  const js = [
    "// a header comment",
    "export const url = 'https://example.org/*not a comment*/'; // trailing",
    "/* a block",
    "   on two lines */",
    "export const tpl = `line one",
    "// this line is text, not a comment",
    "`;",
    "export const re = /\\/\\/[a-z]*/g; /* inline */ export const n = 1 /* no ASI trap */ + 2;",
    "export const ret = () => { return /* x */ 3; };",
  ].join("\n");
  writeFileSync(join(dir, "a.js"), js);
  writeFileSync(join(dir, "b.css"), "/* top */\n.a { color: red; } /* why */\n");
  mkdirSync(join(dir, "engine", "generated"), { recursive: true });
  writeFileSync(join(dir, "engine", "generated", "g.js"), "// kept\n");
  execFileSync("node", [join(root, "tools/strip-comments.mjs"), dir]);

  const out = readFileSync(join(dir, "a.js"), "utf8");
  assert.doesNotMatch(out, /a header comment|trailing|a block|inline|no ASI trap|\/\* x \*\//);
  assert.match(out, /\/\/ this line is text, not a comment/);
  const mod = await import(`data:text/javascript,${encodeURIComponent(out)}`);
  assert.equal(mod.url, "https://example.org/*not a comment*/");
  assert.equal(mod.tpl, "line one\n// this line is text, not a comment\n");
  assert.equal("a//bc".match(mod.re)[0], "//bc");
  assert.equal(mod.n, 3);
  assert.equal(mod.ret(), 3);
  assert.equal(readFileSync(join(dir, "b.css"), "utf8").trim(), ".a { color: red; }");
  assert.equal(readFileSync(join(dir, "engine", "generated", "g.js"), "utf8"), "// kept\n");
});

test("HTML loses its comments and indents; text and attributes keep their words", () => {
  const dir = mkdtempSync(join(tmpdir(), "strip-"));
  const html = [
    "<!doctype html>",
    "<!-- a note for the source -->",
    "<body>",
    "    <p class=\"a\">one",
    "      two <b>three</b></p>",
    "    <!-- on two",
    "         lines -->",
    "    <textarea rows=\"2\"></textarea>",
    "</body>",
  ].join("\n");
  writeFileSync(join(dir, "index.html"), html);
  execFileSync("node", [join(root, "tools/strip-comments.mjs"), dir]);
  const out = readFileSync(join(dir, "index.html"), "utf8");
  assert.equal(out, "<!doctype html>\n<body>\n<p class=\"a\">one\ntwo <b>three</b></p>\n<textarea rows=\"2\"></textarea>\n</body>");
});
