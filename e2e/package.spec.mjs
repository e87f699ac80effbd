// The npm package in Chromium, as a site that installed it uses it: the tarball
// (tools/build-npm.sh) installed offline into a fresh project (tests/node/npmPackage.mjs),
// served by python3 -m http.server, and three pages that play a whole Whist deal (seed 7,
// easy bots): one imports engine.js with <script type="module">, one talks to the
// package's worker.js, one loads a bundle esbuild made of `import … from "@baza/engine"`
// (node:* external, the .wasm copied beside the bundle, where the module looks for it).
// Each must end with the replay code that Node's engine gets for the same deal.
import { test, expect } from '@playwright/test';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveDir } from './staticServer.mjs';
import { build } from 'esbuild';

import { installPackedEngine } from '../tests/node/npmPackage.mjs';
import { loadEngine } from '../web/engine/engine.js';

test.describe.configure({ mode: 'serial' });

const playScript = (from) => `
  import { loadEngine } from "${from}";
  const engine = await loadEngine();
  let view = engine.start("whist", { length: "deal" }, 7);
  while (!view.terminal) {
    engine.botMove("easy");
    view = engine.observe(0);
  }
  window.result = { moves: view.moves, replay: engine.codes().replay };`;

const workerScript = `
  const worker = new Worker("./node_modules/@baza/engine/worker.js", { type: "module" });
  let next = 0;
  const waiting = new Map();
  worker.onmessage = ({ data }) => {
    if (data.type === "failed") window.result = { error: data.error };
    if (waiting.has(data.id)) waiting.get(data.id)(data);
  };
  const ask = (method, ...args) => new Promise((resolve) => {
    const id = ++next;
    waiting.set(id, resolve);
    worker.postMessage({ id, method, args });
  });
  let view = (await ask("start", "whist", "length=deal", "7")).result;
  while (!view.terminal) {
    await ask("botMove", "easy");
    view = (await ask("observe", 0)).result;
  }
  window.result = { moves: view.moves, replay: (await ask("codes")).result.replay };`;

let served = null; // {url, stop(), remove()}

test.beforeAll(async () => {
  const { project, installed, remove } = installPackedEngine();
  const page = (script) => `<!doctype html><meta charset="utf-8"><title>baza</title><script type="module">${script}</script>`;
  writeFileSync(join(project, 'module.html'), page(playScript('./node_modules/@baza/engine/engine.js')));
  writeFileSync(join(project, 'worker.html'), page(workerScript));
  mkdirSync(join(project, 'dist'));
  await build({
    stdin: { contents: playScript('@baza/engine'), resolveDir: project, sourcefile: 'app.js' },
    bundle: true, format: 'esm', platform: 'browser', external: ['node:*'], outfile: join(project, 'dist/app.js'), logLevel: 'error',
  });
  copyFileSync(join(installed, 'generated/baza-engine.wasm'), join(project, 'dist/baza-engine.wasm'));
  writeFileSync(join(project, 'dist/bundle.html'), page('import "./app.js";'));
  const { url, stop } = await serveDir(project, 'module.html');
  served = { url, stop, remove };
});

test.afterAll(() => {
  served?.stop();
  served?.remove();
});

// The replay code of seed 7's deal played by the easy bots, from the repository's engine in Node.
async function expectedReplay() {
  const engine = await loadEngine();
  let view = engine.start('whist', { length: 'deal' }, 7);
  while (!view.terminal) {
    engine.botMove('easy');
    view = engine.observe(0);
  }
  const { replay } = engine.codes();
  engine.dispose();
  return replay;
}

const pages = [['module.html', 'a <script type=module>'], ['worker.html', 'the package\'s Web Worker'], ['dist/bundle.html', 'an esbuild bundle']];
for (const [name, how] of pages) {
  test(`the installed package plays a whole deal from ${how}`, async ({ page }) => {
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(served.url + name);
    await page.waitForFunction(() => window.result, null, { timeout: 30_000 });
    const result = await page.evaluate(() => window.result);
    expect(errors).toEqual([]);
    expect(result).toEqual({ moves: 52, replay: await expectedReplay() });
  });
}
