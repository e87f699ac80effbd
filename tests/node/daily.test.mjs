// The daily deal and undo through the WebAssembly build (engine.js, the worker's
// request check): the same date gives the same deal in two engines, a bad date is
// refused with its code, undo obeys allowUndo, and dailyPar's fields are the ones
// engine.d.ts declares.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { requestError } from "../../web/engine/requests.js";
import { readFileSync } from "node:fs";
import { engine, ok, root } from "./helpers.mjs";

let a;
let b;
before(async () => {
  [a, b] = [await engine(), await engine()];
  ok(a.lockSeat(0));
  ok(b.lockSeat(0));
});
after(() => { a.dispose(); b.dispose(); });

test("one date, one deal: two engines open the same daily deal; a malformed date is refused with 'date'", () => {
  assert.deepEqual(ok(a.startDaily("belote", "2026-11-26")), ok(b.startDaily("belote", "2026-11-26")));
  assert.equal(ok(a.codes()).share, ok(b.codes()).share);
  const share = ok(a.codes()).share;
  for (const bad of ["2026-11-31", "26/11/2026", ""]) assert.equal(a.startDaily("belote", bad).code, "date", bad);
  assert.equal(ok(a.codes()).share, share); // the refusals left the deal alone
});

test("undo: refused in the daily deal and when off; on, it takes the person's move back", () => {
  ok(a.allowUndo(true));
  ok(a.startDaily("whist", "2026-11-26"));
  assert.equal(a.undo().code, "undo-off");
  ok(a.start("whist", "length=deal", "11"));
  assert.equal(a.undo().code, "undo-nothing");
  while (a.observe(-1).turn !== 0) ok(a.botMove("easy"));
  const hand = a.observe(-1).hand;
  ok(a.apply(ok(a.botAction("easy")).action));
  while (a.observe(-1).turn !== 0) ok(a.botMove("easy"));
  const back = ok(a.undo());
  assert.ok(back.undone >= 1);
  assert.deepEqual(a.observe(-1).hand, hand);
  ok(a.allowUndo(false));
  assert.equal(a.undo().code, "undo-off");
});

test("the worker checks the new methods' arguments", () => {
  assert.equal(requestError("allowUndo", [true]), "");
  assert.match(requestError("allowUndo", ["yes"]), /true or false/);
  assert.equal(requestError("startDaily", ["guinote", "2026-11-26"]), "");
  assert.match(requestError("startDaily", ["guinote"]), /takes 2 to 3 arguments/);
});

test("dailyPar answers the fields engine.d.ts declares", () => {
  ok(b.startDaily("belote", "2026-11-26"));
  assert.equal(b.dailyPar().code, "not-daily"); // live
  while (!b.observe(-1).terminal) {
    if (b.observe(-1).turn === 0) ok(b.apply(ok(b.botAction("hard")).action));
    else ok(b.botMove("hard"));
  }
  const par = ok(b.dailyPar());
  const dts = readFileSync(`${root}web/engine/engine.d.ts`, "utf8");
  const body = dts.slice(dts.indexOf("export interface DailyPar {"), dts.indexOf("}", dts.indexOf("export interface DailyPar {")));
  const declared = [...body.matchAll(/^\s+(\w+)\??:/gm)].map((m) => m[1]);
  assert.deepEqual(Object.keys(par).sort(), declared.sort());
  assert.equal(par.result, par.par); // the hard bot's moves in the person's seat make the par
});
