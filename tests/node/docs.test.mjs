// Every ```js block of docs/API.md runs, in order, as one module against the WebAssembly
// engine (its `import … from "@baza/engine"` pointed at web/engine/engine.js through a
// recorder). Checked: the module runs; every Engine method is shown; and exactly the
// calls the docs mark as refused (a `// -> {ok: false` comment) are refused, so an
// example that silently failed would fail here. Needs tools/build-wasm.sh.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { ENGINE_METHODS, loadEngine } from "../../web/engine/engine.js";
import { root } from "./helpers.mjs";

const docs = readFileSync(join(root, "docs/API.md"), "utf8");
const blocks = [...docs.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]);

// The recorder: loadEngine() as the docs call it, every method's answer kept.
const calls = [];
globalThis.__docsEngine = async (...args) => {
  const engine = await loadEngine(...args);
  return new Proxy(engine, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (typeof name != "string" || name === "then") return value; // await's look for a thenable
      if (typeof value != "function") {
        calls.push({ name, result: value });
        return value;
      }
      return (...a) => {
        const result = value.apply(target, a);
        calls.push({ name, result });
        return result;
      };
    },
  });
};

test("every JavaScript example of docs/API.md runs and does what its comments say", async (t) => {
  assert.ok(blocks.length >= 10, `docs/API.md has ${blocks.length} js blocks`);
  const source = blocks.join("\n").replace(
    /^import \{ loadEngine \} from "@baza\/engine";$/m, "const loadEngine = globalThis.__docsEngine;");
  assert.doesNotMatch(source, /^import /m, "the docs import only loadEngine from @baza/engine");
  const dir = mkdtempSync(join(tmpdir(), "baza-docs-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, "docs.mjs"), source);
  await import(pathToFileURL(join(dir, "docs.mjs")).href);

  const shown = new Set(calls.map((c) => c.name));
  for (const method of [...ENGINE_METHODS, "dispose", "debugTrap", "failed"]) {
    assert.ok(shown.has(method), `docs/API.md shows ${method}()`);
  }
  const refusedInDocs = blocks.join("\n").split("\n")
    .filter((line) => line.includes("// -> {ok: false"))
    .map((line) => line.match(/\.(\w+)\(/)[1]);
  const refused = calls.filter((c) => c.result && c.result.ok === false).map((c) => c.name);
  assert.deepEqual(refused, refusedInDocs, "the calls refused are the ones the docs say are");
});
