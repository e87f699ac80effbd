// The host's saved table (web/table/tableSave.js): what a real host saves reads back
// and resumes the same table; a save that does not read is told apart with its reason
// (the page moves it aside and says so: e2e/saves.spec.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";

import { engine } from "./helpers.mjs";
import { createTableHost } from "../../web/table/host.js";
import { readTableSave } from "../../web/table/tableSave.js";

async function hostSave(game, players, options) {
  const host = createTableHost({
    engine: await engine(), game, options, seed: "18446744073709551615", seats: ["person", ...Array(players - 1).fill("bot")],
    names: ["Ana", "Ben", "Eva", "Leo"].slice(0, players), timeoutSeconds: 30, botLevel: "hard", botDelayMs: 0,
  });
  await host.ready;
  await host.start();
  const raw = JSON.stringify(host.snapshot());
  host.close();
  return raw;
}

test("a real host's save reads back as it was, and resumes the same table", async () => {
  for (const [game, players, options] of [["guinote", 4, { players: 4 }], ["whist", 3, "players=3"], ["belote", 2, { players: 2 }]]) {
    const raw = await hostSave(game, players, options);
    const read = readTableSave(raw);
    assert.deepEqual(read, { save: JSON.parse(raw) }, `${game} ${players}`);
    const again = createTableHost({ engine: await engine(), resume: read.save, botDelayMs: 0 });
    await again.ready;
    await again.start();
    assert.equal(JSON.stringify(again.snapshot()), raw, "the resumed table saves the same");
    again.close();
  }
  assert.equal(readTableSave(null), null);
  assert.equal(readTableSave(""), null);
});

test("a save that does not read is refused with its reason, whatever it holds", async () => {
  const good = JSON.parse(await hostSave("guinote", 2, { players: 2 }));
  const broken = {
    "not JSON": ["{", "undefined"],
    "not an object": ["null", "[]", "7", '"x"'],
    version: [{ ...good, v: 2 }, { ...good, v: undefined }],
    game: [{ ...good, game: "poker" }],
    options: [{ ...good, options: 5 }, { ...good, options: [] }],
    seed: [{ ...good, seed: 12 }, { ...good, seed: "-1" }, { ...good, seed: "1".repeat(40) }],
    code: [{ ...good, code: null }],
    seats: [{ ...good, seats: "person,bot" }, { ...good, seats: ["person"] }, { ...good, seats: ["bot", "person"] },
      { ...good, seats: ["person", "ghost"] }, { ...good, seats: Array(5).fill("person") }],
    names: [{ ...good, names: "Ana" }, { ...good, names: ["Ana", { x: 1 }] }, { ...good, names: ["a", "b", "c"] }],
    tokens: [{ ...good, tokens: null }, { ...good, tokens: [1, null] }],
    timeoutSeconds: [{ ...good, timeoutSeconds: -1 }, { ...good, timeoutSeconds: "30" }],
    botLevel: [{ ...good, botLevel: "<b>" }, { ...good, botLevel: 3 }],
  };
  for (const [reason, saves] of Object.entries(broken)) {
    for (const save of saves) {
      const raw = typeof save === "string" ? save : JSON.stringify(save);
      assert.deepEqual(readTableSave(raw), { broken: reason === "version" ? `version ${JSON.stringify(save.v)}` : reason }, raw.slice(0, 80));
    }
  }
});
