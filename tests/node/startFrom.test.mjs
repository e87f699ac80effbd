// Engine.startFrom ("play from here") in the WebAssembly build: the match after k
// actions of a replay code, as load + rewind gives it, live and locked for the person.
import assert from "node:assert/strict";
import { test } from "node:test";

import { engine, ok } from "./helpers.mjs";

test("startFrom(code, k) is the replay after k moves, and a locked one shows only the person's seat", async () => {
  const e = await engine();
  try {
    ok(e.start("whist", "length=deal", "13"));
    while (ok(e.observe(0)).turn !== null) ok(e.botMove("random"));
    const code = ok(e.codes()).replay;
    const k = 20;
    ok(e.load(code));
    ok(e.rewind(k));
    const replayed = ok(e.reveal());
    const first = ok(e.startFrom(code, k));
    assert.equal(first.moves, k);
    assert.deepEqual(ok(e.reveal()), replayed);
    assert.equal(e.startFrom(code, 10000).ok, false);
    assert.equal(e.startFrom(code, 1.5).ok, false); // the wrapper's check: a whole number
  } finally {
    e.dispose();
  }
  const live = await engine();
  try {
    ok(live.lockSeat(0));
    ok(live.start("whist", "length=deal", "13"));
    const code = ok(live.codes()).replay;
    ok(live.abandon());
    assert.equal(live.startFrom(code, 0).player, 0);
    assert.equal(live.reveal().ok, false); // live again: the hands stay hidden
    assert.equal(live.observe(1).ok, false);
  } finally {
    live.dispose();
  }
});
