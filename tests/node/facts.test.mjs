// The facts the engine states for the page (observation.phase, mano, contract, bottom,
// dummy, actions[] meanings, per-game scores) agree with what then happens in the log:
// random matches of every game in the WebAssembly build. The page reads these facts
// instead of working them out (issue 11, "no rule in web/").
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { engine, ok } from "./helpers.mjs";

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

// The current deal's events of a whole log (from its last 'deal' on).
function currentDeal(events) {
  let start = events.length;
  while (start > 0 && events[start - 1].type !== "deal") start--;
  return events.slice(start);
}

const tables = [
  ["guinote", { length: "partida" }], ["guinote", { players: 2, length: "partida" }],
  ["guinote", { players: 3, cards: 48, length: "partida" }], ["guinote", { exchange_chain_two: "on", players: 2, length: "partida" }],
  ["whist", { length: "game" }], ["whist", { players: 3, length: "game" }], ["whist", { trump_rotation: "on", length: "game" }],
  ["belote", {}], ["belote", { players: 2 }], ["belote", { players: 3 }],
];

test("phase, mano, contract, bottom, dummy and action meanings agree with the log", () => {
  let rng = 7;
  const random = (n) => { rng = (rng * 1103515245 + 12345) % 2147483648; return rng % n; };
  const met = new Set();
  for (const [game, options] of tables) {
    for (let match = 0; match < 4; match++) {
      const started = e.start(game, options, String(100 + match));
      let turn = ok(started).turn;
      for (let moves = 0; moves < 4000; moves++) {
        const obs = ok(e.observe(turn ?? 0));
        const deal = currentDeal(obs.events);
        const what = `${game} ${JSON.stringify(options)} match ${match} move ${moves}`;
        // The first card of the deal is the mano's.
        const firstPlay = deal.find((x) => x.type === "play");
        if (firstPlay) assert.equal(firstPlay.player, obs.mano, `mano, ${what}`);
        // What the events of the deal say, as the page once dug it out (web/app/dealFacts.js).
        const contract = deal.filter((x) => x.type === "contract").pop();
        assert.deepEqual(obs.contract, contract ? { player: contract.player, side: contract.side, trump: contract.trump } : null, `contract, ${what}`);
        const bottom = deal.filter((x) => x.type === "bottom").pop();
        assert.equal(obs.bottom, bottom ? bottom.card : null, `bottom, ${what}`);
        const dummy = deal.filter((x) => x.type === "dummy").pop();
        assert.deepEqual(obs.dummy, dummy ? { player: dummy.player, controller: dummy.controller } : null, `dummy, ${what}`);
        if (game === "belote" && !obs.terminal) assert.equal(obs.phase === "bidding", !contract, `bidding, ${what}`);
        if (game === "guinote" && !obs.terminal) assert.equal(obs.phase, obs.stock > 0 ? "play" : "arrastre", `phase, ${what}`);
        if (obs.terminal) assert.equal(obs.phase, "over", what);
        if (game === "whist") {
          // Tricks this deal per side: the deal's 'trick' events counted.
          for (const s of obs.scores) assert.equal(s.tricks, deal.filter((x) => x.type === "trick" && x.side === s.side).length, `tricks, ${what}`);
        }
        if (obs.terminal) break;

        const choice = obs.actions[random(obs.actions.length)];
        const before = obs.events.length;
        ok(e.apply(choice.action));
        met.add(`${game}:${choice.kind}`);
        const after = ok(e.observe(obs.turn, before));
        turn = after.turn;
        const happened = after.events;
        if (choice.kind === "exchange") {
          const x = happened.find((ev) => ev.type === "exchange");
          assert.deepEqual([x.gives, x.takes], [choice.gives, choice.takes], `exchange, ${what}`);
        }
        if (choice.kind === "sing") {
          const x = happened.find((ev) => ev.type === "sing");
          assert.deepEqual([x.points, choice.suit], [choice.points, x.suit ?? choice.suit], `sing, ${what}`);
        }
        if (choice.kind === "bid") {
          const x = happened.find((ev) => ev.type === "bid");
          assert.equal(x.bid, choice.suit, `bid, ${what}`);
        }
        if (choice.kind === "play") assert.equal(happened.find((ev) => ev.type === "play").card, choice.card, `play, ${what}`);
        // Whist: at the end of a deal, the tricks of the deal just scored.
        const scored = happened.map((ev) => ev.type).lastIndexOf("score");
        if (game === "whist" && scored >= 0) {
          const ended = currentDeal([...obs.events, ...happened.slice(0, scored)]);
          for (const s of after.scores)
            assert.equal(s.lastDealTricks, ended.filter((x) => x.type === "trick" && x.side === s.side).length, `lastDealTricks, ${what}`);
        }
      }
    }
  }
  for (const k of ["guinote:exchange", "guinote:sing", "belote:bid", "whist:play"]) assert.ok(met.has(k), `random play met no ${k}: ${[...met]}`);
});

test("games() names each game's pack", () => {
  const packs = Object.fromEntries(ok(e.games()).games.map((g) => [g.name, g.pack]));
  assert.deepEqual(packs, { guinote: "spanish", whist: "french", belote: "french" });
});
