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

test("the exposed dummy's cards come in each hand order too, so the page shows them as its own hand is sorted", () => {
  let checked = 0;
  for (const seed of [1, 2, 3]) {
    ok(e.start("whist", { players: 3 }, seed));
    let obs = ok(e.observe(0));
    while (!obs.terminal && !obs.dummy) {
      ok(e.botMove("random"));
      obs = ok(e.observe(0));
    }
    if (!obs.dummy) continue;
    const seat = obs.dummy.player;
    const known = obs.known[seat];
    assert.ok(known.length > 0, "the dummy is face up");
    for (const [i, k] of obs.known.entries()) assert.equal(obs.knownOrders[i] === null, k.length === 0, `seat ${i}: null only where nothing is known`);
    for (const [sort, cards] of Object.entries(obs.knownOrders[seat])) assert.deepEqual([...cards].sort(), [...known].sort(), `${sort}: the dummy's cards`);
    const suitOf = (c) => c.at(-1);
    const bridge = obs.knownOrders[seat].bridge.map(suitOf);
    assert.equal(new Set(bridge).size, bridge.filter((s, i) => i === 0 || bridge[i - 1] !== s).length, "bridge order: suits grouped");
    checked++;
  }
  assert.ok(checked > 0, "a dummy was exposed");
});
