// The engine's npm package as a user gets it: tools/build-npm.sh packs build/npm/ into a
// tarball, which is installed from the file (no network) into a fresh project; there
// examples/js/play-a-deal.mjs plays a whole Whist deal under Node, importing "@baza/engine"
// by name. Its replay code is then loaded by this repository's engine: the same deal,
// every move legal, the deal over. Needs the WebAssembly build (tools/build-wasm.sh).
import { test } from "node:test";
import assert from "node:assert/strict";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { engine as loadRepoEngine, ok, root } from "./helpers.mjs";
import { installPackedEngine, run } from "./npmPackage.mjs";

test("the packed npm package installs offline and plays a whole deal under Node", async (t) => {
  const { project, installed, remove } = installPackedEngine();
  t.after(remove);

  const pkg = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
  for (const file of ["engine.js", "engine.d.ts", "worker.js", "requests.js", "generated/baza-engine.js",
    "generated/baza-engine.wasm", "README.md", "LICENSE", "NOTICE"]) {
    assert.ok(existsSync(join(installed, file)), `the package has ${file}`);
  }
  assert.equal(pkg.license, "MIT");
  assert.equal(pkg.types, "./engine.d.ts");
  const readme = readFileSync(join(installed, "README.md"), "utf8");
  assert.match(readme, /codeVersion/, "the README documents the code version");
  assert.match(readme, /\*\*reviewSummary\(code, view, seats\)\*\*/, "the README has the API (docs/API.md)");

  copyFileSync(join(root, "examples/js/play-a-deal.mjs"), join(project, "play-a-deal.mjs"));
  const out = run(process.execPath, ["play-a-deal.mjs", "7"], project);
  const tricks = out.match(/we took (\d+) tricks, they took (\d+)/);
  assert.ok(tricks, out);
  assert.equal(Number(tricks[1]) + Number(tricks[2]), 13, out);
  const replay = out.match(/replay code: (\S+)/)[1];

  const engine = await loadRepoEngine();
  t.after(() => engine.dispose());
  assert.equal(pkg.version, ok(engine.version()).engine, "the package's version is the engine's");
  assert.deepEqual(ok(engine.load(replay)), { ok: true, replay: true, moves: 52 });
  assert.equal(ok(engine.observe(0)).terminal, true, "the deal is over");
  const dealt = ok(engine.codes()).share;
  ok(engine.start("whist", { length: "deal" }, 7));
  assert.equal(dealt, ok(engine.codes()).share, "the package dealt seed 7 as this engine does");
});
