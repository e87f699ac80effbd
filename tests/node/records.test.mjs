// Game records through the WebAssembly module (Engine.record / readRecord) against the
// native CLI (`baza record`): the same record text and the same code back, for every
// game, and a malformed record's error says where (line, column) as the CLI does.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { execFileSync } from "node:child_process";

import { baza, cliPath, engine, ok } from "./helpers.mjs";

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

const played = (game, seed) => baza("run", "--game", game, "--seed", seed, "--bots", "random", "--option", "length=deal")
  .match(/^code: (\S+)$/m)[1];

test("the engine's records are the CLI's and read back to the same code", () => {
  for (const [game, seed] of [["whist", "4"], ["guinote", "5"], ["belote", "6"]]) {
    const code = played(game, seed);
    for (const format of game === "whist" ? ["pbn", "text"] : ["text"]) {
      const r = ok(e.record(format, code, "2026.11.26"));
      assert.equal(r.format, format);
      assert.equal(r.game, game);
      assert.equal(r.record, baza("record", "--code", code, "--format", format, "--event", "baza", "--date", "2026.11.26"));
      assert.equal(ok(e.readRecord(r.record)).code, code);
      assert.equal(execFileSync(cliPath, ["record", "--read", "-"], { input: r.record, encoding: "utf8" }).trim(), code);
    }
  }
  assert.equal(ok(e.record("", played("whist", "4"))).format, "pbn"); // the engine picks the game's own format
});

test("a malformed record is refused with its line and column, the session untouched", () => {
  ok(e.start("guinote", {}, "1"));
  const before = ok(e.codes());
  const bad = e.readRecord('[Game "guinote"]\n[Seed "1"]\n\n1e 11e\n7c zz\n');
  assert.equal(bad.ok, false);
  assert.equal(bad.code, "record");
  assert.deepEqual([bad.line, bad.column], [5, 4]);
  assert.match(bad.error, /^line 5, column 4: expected a move/);
  assert.deepEqual(ok(e.codes()), before);
  ok(e.lockSeat(0));
  assert.equal(e.record("pbn").code, "hidden"); // the live match's record would show every hand
});
