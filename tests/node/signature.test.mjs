// 1,000 random Guiñote games and 500 of Whist and Belote give identical event logs
// natively and in WebAssembly: the
// per-game hashes of `baza signature --per-game` against the module's signature(),
// and the engine signatures pinned in tests/data/signatures.json.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";

import { baza, cliOptions, engine, ok } from "./helpers.mjs";

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

// 4 option sets x 250 games = 1,000 full matches.
const runs = [
  { options: { players: 4, cards: 40 }, seed: "1" },
  { options: { players: 2, cards: 48, caballo_over_sota: "on" }, seed: "77" },
  { options: { players: 3, cards: 40, ceremony: "kings", cantes_in_arrastre: "off" }, seed: "9001" },
  { options: { players: 4, cards: 48, strict_table: "on", ceremony: "highest_card", exchange_chain_two: "on" }, seed: "18446744073709551615" },
];

// Whist and Belote: 100 random games per option set, the same check.
const frenchRuns = [
  { game: "whist", options: { players: 4 }, seed: "3" },
  { game: "whist", options: { players: 3, dummy_player: 0, honours: "off" }, seed: "18446744073709551615" },
  { game: "belote", options: { players: 4 }, seed: "5" },
  { game: "belote", options: { players: 2 }, seed: "77" },
  { game: "belote", options: { players: 3 }, seed: "9001" },
];

const allRuns = [...runs.map((r) => ({ game: "guinote", games: 250, ...r })), ...frenchRuns.map((r) => ({ games: 100, ...r }))];

for (const { game, options, seed, games } of allRuns) {
  test(`per-game hashes of ${games} ${game} games match natively: ${JSON.stringify(options)} seed ${seed}`, () => {
    const native = baza("signature", "--game", game, ...cliOptions(options), "--seed", seed, "--games", String(games),
      "--per-game").trim().split("\n");
    const wasm = ok(e.signature(game, options, seed, games, { perGame: true }));
    assert.equal(wasm.perGame.length, games);
    const first = wasm.perGame.findIndex((h, i) => h !== native[i]);
    assert.equal(first, -1, `game ${first} differs: wasm ${wasm.perGame[first]}, native ${native[first]}`);
    const total = baza("signature", "--game", game, ...cliOptions(options), "--seed", seed, "--games", String(games)).trim();
    assert.equal(wasm.signature, total);
    assert.equal(ok(e.signature(game, options, seed, games)).signature, total);
  });
}

// The engine signatures pinned in tests/data/signatures.json, the file the native
// GoogleTest (tests/SignaturesTest.cpp) reads too.
const pinned = JSON.parse(readFileSync(new URL("../data/signatures.json", import.meta.url), "utf8"));

// "players=3 honours=off" as {players: "3", honours: "off"}, for the CLI's flags.
const optionObject = (text) => Object.fromEntries(text.split(" ").filter(Boolean).map((kv) => kv.split("=")));

test("every signature pinned in tests/data/signatures.json, in WebAssembly and natively", () => {
  assert.ok(pinned.length > 0);
  for (const { game, options, seed, games, signature } of pinned) {
    const where = `${game} ${options} seed ${seed}`;
    assert.equal(ok(e.signature(game, options, seed, games)).signature, signature, where);
    assert.equal(baza("signature", "--game", game, ...cliOptions(optionObject(options)), "--seed", seed, "--games",
      String(games)).trim(), signature, where);
  }
});

test("random playouts are deterministic and count what they played", () => {
  const a = ok(e.playouts("guinote", { players: 4, cards: 40 }, 5, 2000));
  const b = ok(e.playouts("guinote", "players=4 cards=40", "5", 2000));
  assert.deepEqual(a, b);
  assert.equal(a.deals, 2000);
  assert.ok(a.actions > 2000 * 30, `${a.actions} actions`);
  assert.match(a.checksum, /^[0-9a-f]{16}$/);
  assert.notEqual(ok(e.playouts("guinote", "players=4 cards=40", 6, 2000)).checksum, a.checksum);
});
