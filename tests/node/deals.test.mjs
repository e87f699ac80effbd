// The same seeds deal the same cards natively (`baza deal --json`) and in WebAssembly.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { baza, engine, ok } from "./helpers.mjs";

const seeds = ["0", "1", "7", "42", "2026", "123456789", "9007199254740993", "18446744073709551615"];
const tables = [[2, 40], [3, 40], [4, 40], [2, 48], [3, 48], [4, 48]];

let e;
before(async () => { e = await engine(); });
after(() => e?.dispose());

test("wasm deals match the native CLI for every seed, player count and pack", () => {
  for (const seed of seeds)
    for (const [players, cards] of tables) {
      const native = JSON.parse(baza("deal", "--json", "--game", "guinote", "--seed", seed,
        "--players", String(players), "--cards", String(cards)));
      ok(e.start("guinote", { players, cards }, seed));
      const wasm = ok(e.reveal());
      const what = `seed ${seed}, ${players} players, ${cards} cards`;
      assert.deepEqual(wasm.hands, native.hands, `hands, ${what}`);
      assert.equal(wasm.faceUp, native.trump, `face-up trump, ${what}`);
      assert.equal(wasm.trump, native.trump_suit, `trump suit, ${what}`);
      assert.deepEqual(wasm.stock, native.stock, `stock, ${what}`);
      assert.equal(wasm.dealer, native.dealer, `dealer, ${what}`);
      assert.equal(wasm.deal, native.deal, `deal number, ${what}`);
      assert.equal(wasm.turn, native.turn, `turn, ${what}`);
      assert.deepEqual(wasm.options, native.options, `options, ${what}`);
    }
});

// Pinned in tests/GoldenDealsTest.cpp: hands from seat 0 | face-up trump | stock, next drawn first.
const golden = [
  [4, 40, "0", "4o 7o 12c 10e 6b 7b|2o 5c 7c 10c 11b 12b|1c 3c 1e 3e 4e 4b|11o 4c 7e 11e 3b 10b|10o|6e 5b 5e 1o 3o 12e 1b 2b 2e 2c 5o 11c 12o 6o 6c"],
  [2, 40, "42", "1o 10o 11c 12c 12e 3b|2o 4o 7o 3c 10e 11b|2b|5o 10c 4b 6b 2c 2e 3o 11e 1e 3e 7e 11o 5e 5c 12o 1b 10b 12b 6c 4c 7c 6e 1c 5b 6o 7b 4e"],
  [3, 48, "18446744073709551615", "4o 2c 3e 12e 5b 10b|6o 10o 9c 11c 12c 7b|3o 7o 12o 11e 3b 4b|1e|8c 8b 10c 4e 6e 4c 7c 2o 3c 2b 6c 2e 12b 11o 10e 9e 5e 8e 1o 11b 7e 9o 8o 6b 5o 9b 5c 1b 1c"],
];

test("wasm deals the golden deals pinned by the native tests", () => {
  for (const [players, cards, seed, deal] of golden) {
    ok(e.start("guinote", { players, cards }, seed));
    const v = ok(e.reveal());
    assert.equal([...v.hands.map((h) => h.join(" ")), v.faceUp, v.stock.join(" ")].join("|"), deal);
  }
});
