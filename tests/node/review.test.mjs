// review() / reviewSummary() through the WebAssembly module: for a finished deal of
// each game (easy bots), both views' answers equal the native CLI's (`baza review`,
// the same engine compiled natively), every field is one engine.d.ts declares, and
// refusals carry their codes without touching the session's match.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { baza, engine, ok } from "./helpers.mjs";
import { readDeclarations } from "./declarations.mjs";

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

const DEALS = [
  ["whist", "length=deal", "11"],
  ["guinote", "length=deal players=2", "4"],
  ["guinote", "length=deal players=4", "9"],
  ["belote", "length=deal", "6"],
];

// A finished deal's replay code, the easy bot playing every seat.
function finishedCode(game, options, seed) {
  ok(e.start(game, options, seed));
  while (e.botMove("easy").ok);
  return ok(e.codes()).replay;
}

const seatList = (players) => [...Array(players).keys()].join(",");

test("the wasm review of a deal of each game equals the native CLI's, field for field", () => {
  for (const [game, options, seed] of DEALS) {
    const code = finishedCode(game, options, seed);
    const players = Number(/players=(\d)/.exec(options)?.[1] ?? 4);
    for (const view of ["open", "knew"]) {
      const native = JSON.parse(baza("review", "--code", code, "--view", view));
      const first = ok(e.review(code, view, seatList(players), 0, 10));
      const rest = ok(e.review(code, view, seatList(players), 10, 1000));
      assert.deepEqual({ ...first, moves: [...first.moves, ...rest.moves] }, native, `${game} ${options} ${view}`);
      assert.equal(native.moves.length, native.total);
      const summary = JSON.parse(baza("review", "--code", code, "--view", view, "--summary"));
      assert.deepEqual(ok(e.reviewSummary(code, view, seatList(players))), summary, `${game} ${view} summary`);
      assert.equal(summary.players.length, players);
      for (const p of summary.players) assert.ok(p.accuracy >= 0 && p.accuracy <= 100);
    }
  }
});

test("every field of a review answer is declared in engine.d.ts", () => {
  const d = readDeclarations();
  const code = finishedCode("whist", "length=deal", "12");
  const chunk = ok(e.review(code, "knew", "0", 0, 52));
  const fields = (name) => new Set(d.fields(name).keys());
  const check = (object, name) => {
    for (const key of Object.keys(object)) assert.ok(fields(name).has(key), `${name} lacks ${key}`);
  };
  check(chunk, "ReviewChunk");
  for (const m of chunk.moves) {
    check(m, "ReviewMove");
    for (const v of m.values ?? []) check(v, "ReviewValue");
  }
  assert.ok(chunk.moves.some((m) => m.valued) && chunk.moves.some((m) => !m.valued));
  const summary = ok(e.reviewSummary(code, "knew", "0"));
  check(summary, "ReviewSummaryAnswer");
  for (const p of summary.players) check(p, "ReviewPlayer");
  for (const m of summary.mistakes) check(m, "ReviewMistake");
});

test("refusals carry a code the page words and leave the match alone", () => {
  const code = finishedCode("guinote", "length=deal players=2", "4");
  const before = JSON.stringify(e.observe(0));
  const cases = [
    [e.review(code, "closed", "0", 0, 5), "review-input"],
    [e.review(code, "open", "2", 0, 5), "review-input"],
    [e.review(code, "open", "0", 999, 5), "review-input"],
    [e.review(code.slice(0, 20), "open", "0", 0, 5), null],
    [e.review(code, "open", "0", 0.5, 5), null],
  ];
  for (const [r, want] of cases) {
    assert.equal(r.ok, false, JSON.stringify(r));
    if (want) assert.equal(r.code, want);
  }
  assert.equal(JSON.stringify(e.observe(0)), before);
  ok(e.lockSeat(0));
  ok(e.start("guinote", "length=deal players=2", "5"));
  assert.equal(e.review(code, "open", "0", 0, 5).code, "review-live");
  ok(e.abandon());
});
