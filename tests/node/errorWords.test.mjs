// Every word in the player's language (issue 12 item 8): each code an engine failure can
// carry (Session.errorCodes(), core/Result.h) and each of the page's own (web/app/errors.js)
// has words in es, ca and en ('why.<code>'); and real failures carry listed codes.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { es } from "../../web/i18n/es.js";
import { ca } from "../../web/i18n/ca.js";
import { en } from "../../web/i18n/en.js";
import { PAGE_CODES, saveCode } from "../../web/app/errors.js";
import { engine, ok } from "./helpers.mjs";

const TABLES = { es, ca, en };
let e;
let codes;
before(async () => {
  e = await engine();
  codes = ok(e.errorCodes()).codes;
});
after(() => e.dispose());

test("every engine error code and every page error code has words in es, ca and en", () => {
  assert.ok(codes.length >= 10, `the engine lists its codes: ${codes}`);
  for (const code of [...codes, ...PAGE_CODES])
    for (const [lang, table] of Object.entries(TABLES))
      assert.ok(typeof table[`why.${code}`] === "string" && table[`why.${code}`].trim(), `${lang} has no words for '${code}'`);
});

test("the engine's failures carry a listed code next to the English detail", () => {
  const failures = {
    "code-empty": e.load(""),
    "code-character": e.load("AQAB=AQ"),
    "code-truncated": e.load("AQAB"),
    "code-damaged": e.load("AQABAwAAAA"),
    "no-match": e.apply("7o"),
    seed: e.start("guinote", "", "-1"),
  };
  for (const [want, r] of Object.entries(failures)) {
    assert.equal(r.ok, false, want);
    assert.equal(r.code, want, `${want}: ${JSON.stringify(r)}`);
    assert.ok(codes.includes(r.code));
    assert.match(r.error, /\w/, "the English detail stays");
  }
  const batch = e.batch([{ method: "load", args: ["AQAB"] }, { method: "codes" }]);
  assert.equal(batch.code, "code-truncated", "a batch's refusal carries its step's code");
});

test("a broken save's reason maps to a page code", () => {
  assert.equal(saveCode("not JSON"), "save-unreadable");
  assert.equal(saveCode("version 9"), "save-old");
  assert.equal(saveCode("bad levels"), "save-damaged");
  assert.ok(PAGE_CODES.includes(saveCode("the code is damaged (checksum)")));
});
