// Errors come back as values ({ok: false, error}) and the module keeps working
// after each one: the match in progress is untouched.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { engine, ok } from "./helpers.mjs";

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

function fails(result, pattern) {
  assert.equal(result.ok, false, `expected an error, got ${JSON.stringify(result).slice(0, 200)}`);
  assert.equal(typeof result.error, "string");
  if (pattern) assert.match(result.error, pattern);
}

test("every match method before start is an error, then a match starts", async () => {
  const fresh = await engine();
  try {
    fails(fresh.apply("7o"), /no match/);
    fails(fresh.observe(0), /no match/);
    fails(fresh.reveal(), /no match/);
    fails(fresh.botAction("random"), /no match/);
    fails(fresh.codes(), /no match/);
    fails(fresh.rewind(0), /no match/);
    ok(fresh.games());
    assert.equal(ok(fresh.start("guinote", "", 3)).turn, 0);
  } finally {
    fresh.dispose();
  }
  fails(fresh.games(), /disposed/);
});

test("bad games, options and seeds are errors and leave the match as it was", () => {
  ok(e.start("guinote", { players: 2 }, 11));
  ok(e.apply(ok(e.botAction("random")).action));
  const before = ok(e.reveal());
  fails(e.start("chess", "", 1), /chess/);
  fails(e.start("guinote", "players=5", 1), /range/);
  fails(e.start("guinote", "cards=41", 1));
  fails(e.start("guinote", "foo=1", 1), /foo/);
  fails(e.start("guinote", "players", 1));
  fails(e.start("guinote", "players=2 players=3", 1), /given twice/);
  fails(e.start("guinote", "cards=99999999999999999999", 1), /cards/);
  fails(e.start("guinote", { ceremony: "dice" }, 1));
  fails(e.start("guinote", "", "-1"), /seed/);
  fails(e.start("guinote", "", "abc"), /seed/);
  fails(e.start("guinote", "", "18446744073709551616"), /seed/);
  fails(e.start("guinote", "", ""), /seed/);
  assert.deepEqual(e.reveal(), before);
});

test("malformed share and replay codes are errors", () => {
  ok(e.start("guinote", "", 5));
  const { share, replay } = ok(e.codes());
  const before = ok(e.reveal());
  const damaged = share.slice(0, -1) + (share.endsWith("A") ? "B" : "A");
  for (const code of ["", "zzz", "!!!!", damaged, replay.slice(0, 5), "A".repeat(5000), "ñ"]) fails(e.load(code));
  assert.deepEqual(e.reveal(), before);
  assert.equal(ok(e.load(share)).replay, false);
  assert.deepEqual(ok(e.load(replay)), { ok: true, replay: true, moves: 0 });
});

test("a code with a padded number is an error, not an abort (issue 10: #deal=AQABAAIDgIAAtK0)", () => {
  ok(e.start("guinote", "", 5));
  ok(e.apply(ok(e.botAction("random")).action));
  const before = ok(e.reveal());
  fails(e.load("AQABAAIDgIAAtK0"), /padded/);
  assert.deepEqual(e.reveal(), before);
  ok(e.apply(ok(e.botAction("random")).action));  // the module still works
});

test("illegal and malformed actions are errors; the match goes on", () => {
  const obs = ok(e.start("guinote", { players: 4 }, 8));
  const mine = new Set(obs.hand);
  const notMine = ok(e.reveal()).hands[1][0];
  assert.ok(!mine.has(notMine));
  fails(e.apply(notMine), /not in hand/);
  fails(e.apply("xx"), /not an action/);
  fails(e.apply(""));
  fails(e.apply("13o"));
  fails(e.apply("sing:z"));
  fails(e.apply("claim"), /not available/);
  fails(e.apply("exchange"), /not available/);
  assert.equal(ok(e.observe(0)).moves, 0);
  // Follow the lead: a seat that holds the led suit may not discard another.
  const lead = obs.legal.find((a) => /^\d+[oceb]$/.test(a));
  ok(e.apply(lead));
  const hand = ok(e.observe(1));
  const refused = hand.illegal[0];
  if (refused) fails(e.apply(refused.card), new RegExp(refused.reason));
  fails(e.observe(4), /no such player/);
  fails(e.observe(-1), /no such player/);
  fails(e.observe(1.5), /whole number/);
  fails(e.rewind(99), /no such move/);
  fails(e.rewind(-1), /no such move/);
  fails(e.botAction("grandmaster"), /unknown bot level/);
  assert.equal(ok(e.observe(1)).moves, 1);
  assert.deepEqual(ok(e.rewind(0)), { ok: true, moves: 0 });
  assert.equal(ok(e.observe(0)).moves, 0);
});

test("signature and playouts reject bad arguments as values", () => {
  fails(e.signature("guinote", "", 1, 0), /games/);
  fails(e.signature("guinote", "players=9", 1, 1));
  fails(e.signature("nope", "", 1, 1));
  fails(e.signature("guinote", "", "x", 1), /seed/);
  fails(e.signature("guinote", "", 1, 2.5), /whole number/);
  fails(e.playouts("guinote", "", 1, -3), /deals/);
  fails(e.playouts("guinote", "cards=7", 1, 1));
  fails(e.playouts("guinote", "cards=48 cards=40", 1, 1), /given twice/);
  ok(e.playouts("guinote", "length=match", 1, 3));
  ok(e.signature("guinote", "", 1, 1));
});
