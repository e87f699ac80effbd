// Whole matches through the Session API: bots play until the end, and the native
// CLI replays the match's code to the same events, scores and winner.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { baza, engine, ok } from "./helpers.mjs";

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

// Plays bot moves until the match is over; returns the number of actions.
function playOut(levels) {
  let moves = 0;
  for (;;) {
    const state = ok(e.observe(0));
    if (state.terminal) return moves;
    assert.ok(moves < 5000, "the match does not end");
    const bot = ok(e.botAction(levels[state.turn % levels.length]));
    assert.equal(bot.player, state.turn);
    const seen = ok(e.observe(state.turn));
    assert.ok(seen.legal.includes(bot.action), `${bot.action} not in ${seen.legal}`);
    assert.deepEqual(ok(e.apply(bot.action)), { ok: true, player: state.turn, action: bot.action });
    ++moves;
  }
}

const matches = [
  [{ players: 4, cards: 40 }, "2024", ["easy", "random"]],
  [{ players: 2, cards: 48, length: "partida" }, "5", ["random"]],
  [{ players: 3, cards: 40, ceremony: "highest_card" }, "31", ["easy"]],
  [{ players: 4, cards: 48, strict_table: "on", length: "deal" }, "12", ["random"]],
];

for (const [options, seed, levels] of matches) {
  test(`bots play a whole match: ${JSON.stringify(options)} seed ${seed}`, () => {
    const first = ok(e.start("guinote", options, seed));
    assert.equal(first.moves, 0);
    const moves = playOut(levels);
    const end = ok(e.reveal());
    assert.equal(end.terminal, true);
    assert.equal(end.turn, null);
    assert.equal(end.moves, moves);
    assert.ok(end.winner === null || (end.winner >= 0 && end.winner < end.sides));
    fails(e.botAction("random"), /over/);
    const last = end.events.at(-1).type;
    assert.ok(["match", "partida", "score", "coto"].includes(last), last);

    // Hidden cards stay hidden: another seat's draws show only the face-up trump card.
    for (let p = 0; p < end.players; ++p) {
      let faceUp = null;
      for (const ev of ok(e.observe(p)).events) {
        if (ev.type === "deal") faceUp = ev.trump;
        if (ev.type === "exchange") faceUp = ev.gives;  // the 7 now lies face up
        if (ev.type === "draw" && ev.player !== p && ev.card !== null) assert.equal(ev.card, faceUp);
      }
    }

    // The native CLI replays the code to the same match.
    const { replay, share } = ok(e.codes());
    const native = JSON.parse(baza("run", "--code", replay, "--json"));
    assert.deepEqual(native.events, end.events);
    assert.deepEqual(native.scores, end.scores);
    assert.equal(native.winner, end.winner);
    assert.equal(native.code, replay);

    // And the module too, from the code and from a rewind.
    assert.equal(ok(e.load(replay)).moves, moves);
    assert.deepEqual(ok(e.reveal()), end);
    ok(e.load(share));
    assert.equal(ok(e.reveal()).moves, 0);
    ok(e.load(replay));
    ok(e.rewind(Math.floor(moves / 2)));
    assert.equal(ok(e.reveal()).moves, Math.floor(moves / 2));
  });
}

test("the same match gets the same bot moves", () => {
  const play = () => {
    ok(e.start("guinote", { players: 2, length: "deal" }, 99));
    playOut(["easy", "random"]);
    return ok(e.codes()).replay;
  };
  assert.equal(play(), play());
});

function fails(result, pattern) {
  assert.equal(result.ok, false);
  assert.match(result.error, pattern);
}
