// Bot decision times in the WebAssembly build under node (the page runs the same
// module in a worker): plays whole deals with four bots of one level and prints the
// median, p90, p99 and max time of the decisions that had a choice: wall-clock, and the
// process's CPU time (the fairer figure on a machine loaded by other work).
//   node bench/wasm-bot-times.mjs [level=hard] [deals=20] [game=guinote]
// Needs tools/build-wasm.sh first. The same decisions natively and in WebAssembly, side
// by side with their speed ratio: bash bench/solver-times.sh bot [deals] [level] [game].
import { loadEngine } from "../web/engine/engine.js";

const level = process.argv[2] ?? "hard";
const deals = Number(process.argv[3] ?? 20);
const game = process.argv[4] ?? "guinote";
const engine = await loadEngine();
const times = [];
const cpuTimes = [];
for (let d = 0; d < deals; ++d) {
  const started = engine.start(game, { length: "deal" }, String(1000 + d));
  if (!started.ok) throw new Error(started.error);
  for (;;) {
    const seen = engine.observe(0);
    if (seen.terminal) break;
    const mover = engine.observe(seen.turn);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const choice = engine.botAction(level);
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    if (!choice.ok) throw new Error(choice.error);
    if (mover.legal.length > 1) {
      times.push(ms);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
    const applied = engine.apply(choice.action);
    if (!applied.ok) throw new Error(applied.error);
  }
}
const report = (name, list) => {
  list.sort((a, b) => a - b);
  const at = (q) => list[Math.min(list.length - 1, Math.floor(q * list.length))];
  return `${name} median ${at(0.5).toFixed(2)} ms, p90 ${at(0.9).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${list[list.length - 1].toFixed(2)} ms`;
};
console.log(`wasm ${game} ${level}: ${times.length} decisions; ${report("wall", times)}; ${report("cpu", cpuTimes)}`);
engine.dispose();
