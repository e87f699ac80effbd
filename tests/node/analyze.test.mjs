// analyze() through the WebAssembly module (Whist replays: the double-dummy value of
// each legal card) against the native solver: at every trick boundary of a few bot
// deals, the best card's value is the tricks already won plus what `baza dd` (native)
// gives the leader's side for the cards left; errors leave the match as it was.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { execFileSync } from "node:child_process";

import { cliPath, engine, ok } from "./helpers.mjs";

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

// "N:<north> <east> <south> <west>", each hand spades.hearts.diamonds.clubs.
function pbn(hands) {
  const order = "AKQJT98765432";
  const hand = (cards) => ["S", "H", "D", "C"]
    .map((s) => cards.filter((c) => c[1] === s).map((c) => c[0]).sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(""))
    .join(".");
  return "N:" + hands.map(hand).join(" ");
}

test("the best card's value is the tricks won plus the native double-dummy solve", () => {
  const queries = [];
  const expected = [];
  for (const [seed, players] of [["3", 4], ["8", 4], ["21", 3]]) {
    ok(e.start("whist", { length: "deal", players }, seed));
    for (;;) {
      const seen = ok(e.reveal());
      if (seen.terminal) break;
      if (seen.trick.length === 0) {
        const analysis = ok(e.analyze());
        assert.equal(analysis.player, seen.turn);
        assert.equal(analysis.side, seen.turn & 1);
        assert.ok(analysis.cards.length > 0);
        const best = Math.max(...analysis.cards.map((c) => c.tricks));
        queries.push(`${pbn(seen.hands)} ${seen.trump} ${"NESW"[seen.turn]}`);
        expected.push(best - analysis.tricksWon[analysis.side]);
      }
      ok(e.apply(ok(e.botAction("easy")).action));
    }
  }
  const native = execFileSync(cliPath, ["dd", "--game", "whist"], { input: queries.join("\n") + "\n", encoding: "utf8" })
    .trim().split("\n").map((line) => Number(line.split(" ")[0]));
  assert.equal(queries.length, 39);
  assert.deepEqual(native, expected);
});

test("a trick in progress: every legal card is valued, the current trick included", () => {
  ok(e.start("whist", { length: "deal" }, "4"));
  ok(e.apply(ok(e.botAction("easy")).action));
  const analysis = ok(e.analyze());
  const seen = ok(e.observe(analysis.player));
  assert.deepEqual(analysis.cards.map((c) => c.card), seen.legal);
  for (const c of analysis.cards) assert.ok(c.tricks >= 0 && c.tricks <= 13);
});

test("a bid, a finished match: a clear error, the match unchanged; Guiñote: each card valued", () => {
  ok(e.start("belote", {}, "3"));
  const before = JSON.stringify(e.observe(0));
  assert.deepEqual(e.analyze(), { ok: false, error: "no card to play here: a bid, a cante or another option is to be chosen", code: "invalid-argument" });
  assert.equal(JSON.stringify(e.observe(0)), before);
  ok(e.start("guinote", { players: 2 }, "3"));
  const open = ok(e.analyze());
  assert.deepEqual(open.moves.map((m) => m.action), ok(e.observe(open.player)).legal.filter((a) => !a.includes(":")));

  ok(e.start("whist", { length: "deal" }, "5"));
  while (!ok(e.observe(0)).terminal) ok(e.apply(ok(e.botAction("easy")).action));
  const end = JSON.stringify(e.observe(0));
  assert.deepEqual(e.analyze(), { ok: false, error: "the match is over", code: "game-over" });
  assert.equal(JSON.stringify(e.observe(0)), end);
});
