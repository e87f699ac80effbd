// Statistics after a one-deal match of each game, from the real engine: the page's
// counters (web/app/stats.js) add one match won for the winning side's human and none
// for the others, from the engine's verdict (observation.terminal and .winner), also
// when the match ends without a 'match' event (a one-deal length).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { engine, ok } from "./helpers.mjs";
import { statsDelta } from "../../web/app/stats.js";

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

// Bots play the match out; returns every move's events (as seat 0 saw them) and the last observation.
function playOut() {
  const moves = [];
  let seen = ok(e.observe(0)).events.length;
  for (let n = 0; n < 2000; ++n) {
    const state = ok(e.observe(0));
    if (state.terminal) return { moves, last: state };
    ok(e.apply(ok(e.botAction("easy")).action));
    const after = ok(e.observe(0, seen));
    moves.push({ events: after.events, obs: after });
    seen = after.eventCount;
  }
  throw new Error("the match does not end");
}

const oneDeal = [
  ["guinote", { players: 4, length: "deal" }],
  ["guinote", { players: 2, length: "partida" }],
  ["whist", { players: 4, length: "deal" }],
  ["belote", { players: 4, length: "deal" }],
];

for (const [game, options] of oneDeal) {
  test(`${game} ${JSON.stringify(options)}: one match won counts for the winner's side only`, () => {
    let checked = 0;
    for (let seed = 1; seed < 40 && checked < 2; ++seed) {
      ok(e.start(game, options, String(seed)));
      const { moves, last } = playOut();
      if (last.winner === null) continue; // e.g. a Guiñote deal where nobody reached 101
      for (let side = 0; side < last.sides; ++side) {
        const total = {};
        for (const m of moves)
          for (const [k, v] of Object.entries(statsDelta(game, m.events, side, m.obs))) total[k] = (total[k] || 0) + v;
        assert.equal(total.matchesWon || 0, side === last.winner ? 1 : 0, `seed ${seed} side ${side}: ${JSON.stringify(total)}`);
      }
      ++checked;
    }
    assert.equal(checked, 2, "no finished match with a winner");
  });
}
