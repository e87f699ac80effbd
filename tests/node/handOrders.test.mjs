// The hand orders the page offers come from the engine (observation.handOrders, games()
// sorts): trick strength is a rule, so the page never orders cards itself.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { engine, ok } from "./helpers.mjs";

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

test("games() offers suit first for every game, and the bridge and sequence orders where they are used", () => {
  const sorts = Object.fromEntries(ok(e.games()).games.map((g) => [g.name, g.sorts]));
  assert.deepEqual(sorts, {
    guinote: ["suit", "strength"],
    whist: ["suit", "strength", "colours", "bridge"],
    belote: ["suit", "strength", "colours", "sequence"],
  });
});

test("the observation holds the hand in each order offered: trumps first, then each suit strongest first", () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const obs = ok(e.start("guinote", { players: 2 }, seed));
    const orders = obs.handOrders;
    assert.deepEqual(Object.keys(orders), ["suit", "strength"]);
    const suit = orders.suit;
    assert.deepEqual([...suit].sort(), [...obs.hand].sort());
    const suitOf = (c) => c.at(-1);
    const held = suit.map(suitOf);
    if (held.includes(obs.trump)) assert.equal(held[0], obs.trump, `${suit}: trumps first`);
    // Each suit one run, and in a run the 2 never comes before a stronger card like the Caballo.
    assert.equal(new Set(held).size, held.filter((s, i) => i === 0 || held[i - 1] !== s).length, `${suit}: suits grouped`);
    for (let i = 1; i < suit.length; i++)
      if (suitOf(suit[i]) === suitOf(suit[i - 1])) assert.notEqual(suit[i - 1].slice(0, -1), "2", `${suit}: the 2 is the weakest`);
  }
});
