// Random playouts in the WebAssembly build under node: complete deals per second.
//   node bench/wasm-playouts.mjs [deals=200000] [players=4] [cards=40]
// Compare with the native `build/native/bench/baza_bench --benchmark_filter=randomDeals/4/40`
// (or corePlayouts/4/40, the same core function). Needs tools/build-wasm.sh first.
import { loadEngine } from "../web/engine/engine.js";

const [deals = 200000, players = 4, cards = 40] = process.argv.slice(2).map(Number);
const options = { players, cards };
const engine = await loadEngine();
engine.playouts("guinote", options, 0, Math.max(1, Math.floor(deals / 10)));  // warm up (tier-up)

let best = 0;
for (let round = 1; round <= 3; ++round) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const run = engine.playouts("guinote", options, round, deals);
  const wall = (performance.now() - t0) / 1000;
  const cpu = (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(cpu0));
  if (!run.ok) throw new Error(run.error);
  best = Math.max(best, run.deals / cpu);
  console.log(`round ${round}: ${run.deals} deals, ${(run.actions / run.deals).toFixed(2)} actions/deal, ` +
    `${Math.round(run.deals / wall)} deals/s wall, ${Math.round(run.deals / cpu)} deals/s cpu`);
}
console.log(`wasm ${players} players ${cards} cards: ${Math.round(best)} deals/s (best cpu)`);
engine.dispose();
