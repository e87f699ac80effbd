// The engine worker's message handling (web/engine/requests.js, what worker.js runs
// for every message): bad messages of every kind get a clear error and never reach
// the engine, so the match is untouched; a trap in the module is a failure, not a
// refusal, and the dead module answers nothing more.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { handleRequest, requestError } from "../../web/engine/requests.js";
import { ENGINE_METHODS, MAX_TEXT } from "../../web/engine/engine.js";
import { engine, ok } from "./helpers.mjs";

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

const send = (data) => handleRequest(e, data);

test("bad messages get a clear error and leave the match as it was", () => {
  ok(send({ id: 1, method: "start", args: ["guinote", { players: 4 }, "9"] }).result);
  ok(send({ id: 2, method: "botMove", args: ["random"] }).result);
  const before = send({ id: 3, method: "reveal", args: [] }).result;
  ok(before);
  const bad = [
    [null, /must be an object/],
    ["apply 7o", /must be an object/],
    [42, /must be an object/],
    [[1, "apply", ["7o"]], /must be an object/],
    [{ method: "apply", args: ["7o"] }, /whole-number id/],
    [{ id: "x", method: "apply", args: ["7o"] }, /whole-number id/],
    [{ id: 1.5, method: "apply", args: ["7o"] }, /whole-number id/],
    [{ id: 4, method: "format", args: [] }, /unknown method 'format'/],
    [{ id: 4, method: "constructor", args: [] }, /unknown method/],
    [{ id: 4, method: "__proto__", args: [] }, /unknown method/],
    [{ id: 4, method: "dispose", args: [] }, /unknown method/],
    [{ id: 4, method: 7, args: [] }, /method must be a string/],
    [{ id: 4 }, /method must be a string/],
    [{ id: 4, method: "apply", args: "7o" }, /must be an array/],
    [{ id: 4, method: "apply", args: {} }, /must be an array/],
    [{ id: 4, method: "apply", args: [] }, /apply takes 1 arguments, not 0/],
    [{ id: 4, method: "apply", args: ["7o", "1o"] }, /apply takes 1 arguments, not 2/],
    [{ id: 4, method: "apply", args: [7] }, /argument 1 must be a string/],
    [{ id: 4, method: "apply", args: [{ toString: () => "7o" }] }, /argument 1 must be a string/],
    [{ id: 4, method: "apply", args: ["x".repeat(MAX_TEXT + 1)] }, /too long/],
    [{ id: 4, method: "load", args: ["A".repeat(5_000_000)] }, /too long/],
    [{ id: 4, method: "observe", args: ["0"] }, /argument 1 must be a whole number/],
    [{ id: 4, method: "observe", args: [0, 2 ** 40] }, /argument 2 must be a whole number/],
    [{ id: 4, method: "observe", args: [NaN] }, /whole number/],
    [{ id: 4, method: "rewind", args: [null] }, /whole number/],
    [{ id: 4, method: "start", args: ["guinote", ["players=2"], "1"] }, /argument 2 must be a string or an object/],
    [{ id: 4, method: "start", args: ["guinote", { players: { n: 2 } }, "1"] }, /option 'players'/],
    [{ id: 4, method: "start", args: ["guinote", "", "-1"] }, /argument 3 must be a decimal number/],
    [{ id: 4, method: "start", args: ["guinote", "", 1.5] }, /argument 3/],
    [{ id: 4, method: "lockSeat", args: [] }, /lockSeat takes 1 arguments/],
    [{ id: 4, method: "signature", args: ["guinote", "", "1", 2, "perGame"] }, /argument 5 must be an object/],
    [{ id: 4, method: "batch", args: [{ method: "codes" }] }, /must be an array of steps/],
    [{ id: 4, method: "batch", args: [[]] }, /1 to 8 steps, not 0/],
    [{ id: 4, method: "batch", args: [Array(9).fill({ method: "codes" })] }, /1 to 8 steps, not 9/],
    [{ id: 4, method: "batch", args: [[{ method: "codes" }, "apply"]] }, /step 2 must be an object/],
    [{ id: 4, method: "batch", args: [[{ method: "batch", args: [[{ method: "codes" }]] }]] }, /step 1: batch cannot be batched/],
    [{ id: 4, method: "batch", args: [[{ method: "debugTrap" }]] }, /step 1: debugTrap cannot be batched/],
    [{ id: 4, method: "batch", args: [[{ method: "playouts", args: ["whist"] }]] }, /cannot be batched/],
    // a bad step anywhere runs none: the start before it would have replaced the match
    [{ id: 4, method: "batch", args: [[{ method: "start", args: ["whist", "", "2"] }, { method: "apply", args: [7] }]] }, /step 2: apply: argument 1 must be a string/],
  ];
  for (const [data, pattern] of bad) {
    const reply = send(data);
    assert.equal(reply.result, undefined, `${JSON.stringify(data)?.slice(0, 80)} reached the engine`);
    assert.equal(typeof reply.error, "string");
    assert.match(reply.error, pattern);
    assert.notEqual(reply.failed, true);
    assert.equal(reply.id, Number.isSafeInteger(data?.id) && data.id >= 0 ? data.id : null);
  }
  assert.deepEqual(send({ id: 5, method: "reveal", args: [] }).result, before);
});

test("every engine method passes the check with good arguments", () => {
  const good = {
    games: [], start: ["whist", "", "3"], load: ["AQAB"], startFrom: ["AQAB", 3], apply: ["pass"], observe: [0, 0], reveal: [],
    botAction: ["random"], botMove: [], codes: [], rewind: [0], analyze: [], lockSeat: [0], lockPeople: ["0,2"], applyFor: [0, "7o"], abandon: [],
    allowUndo: [true], undo: [], startDaily: ["whist", "2026-11-26"], dailyPar: [],
    signature: ["whist", {}, 1n, 1, { perGame: true }], playouts: ["whist", "", 2, 1], version: [], errorCodes: [],
    batch: [[{ method: "load", args: ["AQAB"] }, { method: "codes" }]],
    review: ["AQEB", "open", "0", 0, 8], reviewSummary: ["AQEB", "knew", "0,1,2,3"],
  };
  assert.deepEqual(Object.keys(good).sort(), [...ENGINE_METHODS].sort());
  for (const [method, args] of Object.entries(good)) assert.equal(requestError(method, args), "", method);
});

test("a trap in the module is a failure, and the dead module is never used again", async () => {
  const t = await engine();
  try {
    ok(handleRequest(t, { id: 1, method: "start", args: ["guinote", "", "4"] }).result);
    const trap = handleRequest(t, { id: 2, method: "debugTrap", args: [] });
    assert.equal(trap.failed, true);
    assert.match(trap.error, /RuntimeError/);
    const after = handleRequest(t, { id: 3, method: "observe", args: [0] });
    assert.equal(after.failed, true);
    assert.match(after.error, /failed earlier/);
    // A refusal is not a failure: an illegal move on a working engine.
    const refused = send({ id: 4, method: "apply", args: ["claim"] });
    assert.equal(refused.failed, undefined);
    assert.equal(refused.result.ok, false);
  } finally {
    t.dispose();
  }
});

test("a locked live session answers only its person's seat through the worker's handler", async () => {
  const t = await engine();
  try {
    ok(handleRequest(t, { id: 1, method: "lockSeat", args: [0] }).result);
    const first = handleRequest(t, { id: 2, method: "start", args: ["guinote", { players: 4 }, "8"] }).result;
    assert.equal(ok(first).player, 0);
    for (const [method, args] of [["reveal", []], ["observe", [1]], ["observe", [2, 0]], ["analyze", []]]) {
      const r = handleRequest(t, { id: 3, method, args }).result;
      assert.equal(r.ok, false, `${method} ${args}`);
    }
    const mine = ok(handleRequest(t, { id: 4, method: "observe", args: [-1] }).result);
    assert.deepEqual(mine.hand, first.hand);
  } finally {
    t.dispose();
  }
});

test("observations since the page's cursor, joined, are the whole log at every move", async () => {
  const t = await engine();
  try {
    for (const [game, options] of [["guinote", { players: 4, length: "deal" }], ["whist", { length: "deal" }], ["belote", { length: "deal" }], ["guinote", { players: 2, length: "deal" }]]) {
      ok(t.start(game, options, 31));
      let log = ok(t.observe(0)).events;
      for (let move = 0; move < 400; move++) {
        const since = ok(t.observe(0, log.length));
        assert.equal(since.eventsFrom, log.length);
        assert.equal(since.eventCount, log.length + since.events.length);
        log = log.concat(since.events);
        assert.deepEqual(log, ok(t.observe(0, 0)).events, `${game} move ${move}`);
        if (since.terminal) break;
        ok(t.apply(ok(t.botAction("random")).action));
      }
    }
  } finally {
    t.dispose();
  }
});

test("a batch opens a deal in one message: every step's answer, in order, as separate calls give them", async () => {
  const t = await engine();
  const u = await engine();
  try {
    ok(handleRequest(t, { id: 1, method: "lockSeat", args: [0] }).result);
    ok(u.lockSeat(0));
    const steps = [{ method: "start", args: ["belote", { players: 4 }, "77"] }, { method: "observe", args: [-1, 0] }, { method: "codes" }];
    const reply = handleRequest(t, { id: 2, method: "batch", args: [steps] });
    assert.equal(reply.id, 2);
    const { results } = ok(reply.result);
    assert.deepEqual(results, steps.map(({ method, args = [] }) => u[method](...args)));
    // The first refusal ends the batch: its step, the results before it, nothing after it run.
    const moves = results[1].moves;
    const refused = handleRequest(t, { id: 3, method: "batch", args: [[{ method: "codes" }, { method: "apply", args: ["claim"] }, { method: "botMove", args: ["random"] }]] }).result;
    assert.equal(refused.ok, false);
    assert.equal(refused.step, 1);
    assert.match(refused.error, /^apply: /);
    assert.deepEqual(refused.results, [results[2]]);
    assert.equal(ok(t.observe(-1)).moves, moves);
  } finally {
    t.dispose();
    u.dispose();
  }
});
