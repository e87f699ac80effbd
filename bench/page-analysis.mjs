// The Whist analysis view's slowest opening leads in the page itself: Debian's Chromium,
// headless, the site's own engine worker (web/engine/worker.js), a fresh browser each
// round (so the module is compiled anew, as on a first visit: V8 starts it in its
// baseline tier), wall-clock time of one `analyze` request at the opening lead.
//   node bench/page-analysis.mjs [rounds=4] [seeds=9134,9108]
// The seeds are the Whist game's (length=deal); 9134 and 9108 are the slowest opening
// leads of bench/solver-times.sh whist's 200 deals (9000..9199). Needs tools/build-wasm.sh
// and npm ci (Playwright); run it on a quiet machine: Chromium compiles the module on
// other threads while the first request runs.
import { fileURLToPath } from "node:url";

import { chromium } from "@playwright/test";

import { launchOptions } from "../e2e/browser.mjs";
import { serveDir } from "../e2e/staticServer.mjs";

const rounds = Number(process.argv[2] ?? 4);
const seeds = (process.argv[3] ?? "9134,9108").split(",").map(Number);
const site = await serveDir(fileURLToPath(new URL("../web/", import.meta.url)), "engine/worker.js");

// In the page: one request to a fresh worker after the deal is set up, its time in ms.
async function timeInPage(seed) {
  const worker = new Worker("/engine/worker.js", { type: "module" });
  let next = 0;
  const ask = (method, args = []) => new Promise((resolve, reject) => {
    const id = ++next;
    const onReply = ({ data }) => {
      if (data?.id !== id) return;
      worker.removeEventListener("message", onReply);
      if (data.error) reject(new Error(data.error));
      else resolve(data.result);
    };
    worker.addEventListener("message", onReply);
    worker.postMessage({ id, method, args });
  });
  const started = await ask("start", ["whist", "length=deal", String(seed)]);
  if (!started.ok) throw new Error(JSON.stringify(started));
  const t0 = performance.now();
  const analysis = await ask("analyze");
  const ms = performance.now() - t0;
  worker.terminate();
  if (!analysis.ok || !analysis.cards.length) throw new Error(JSON.stringify(analysis));
  return ms;
}

const times = Object.fromEntries(seeds.map((s) => [s, []]));
try {
  for (let round = 0; round < rounds; ++round) {
    for (const seed of seeds) {
      const browser = await chromium.launch(launchOptions);
      const page = await browser.newPage();
      await page.goto(`${site.url}rules.html`); // any page of the site: the worker's origin
      times[seed].push(await page.evaluate(timeInPage, seed));
      await browser.close();
    }
  }
} finally {
  site.stop();
}
for (const seed of seeds) {
  const t = times[seed];
  console.log(`chromium whist ${seed}: opening lead analysed in ${t.map((x) => Math.round(x)).join(", ")} ms (max ${Math.round(Math.max(...t))})`);
}
