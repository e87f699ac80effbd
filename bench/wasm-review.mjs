// The whole review of a finished deal (core/review: both views, the page's chunks
// then the summary) in the WebAssembly build under node (the page runs the same
// module in a worker), with the native CLI (`baza review`) timed on the same deals
// side by side. Deals are played by bots of one level (length=deal, seeds 1000 +
// i); per game it prints the median, p90 and max time per deal for the human's seat
// (0) and for every seat: wasm wall-clock and CPU time (the fairer figure on a loaded
// machine; the knew view's share apart), native wall-clock (one process per view,
// its start included).
//   node bench/wasm-review.mjs [deals=50] [level=easy] [games=whist,guinote2,guinote4,belote]
// Needs tools/build-wasm.sh and the native build (BAZA_CLI or build/native/tools/baza).
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

import { loadEngine } from "../web/engine/engine.js";

const deals = Number(process.argv[2] ?? 50);
const level = process.argv[3] ?? "easy";
const wanted = (process.argv[4] ?? "whist,guinote2,guinote4,belote").split(",");
const cli = process.env.BAZA_CLI || fileURLToPath(new URL("../build/native/tools/baza", import.meta.url));
const GAMES = {
  whist: ["whist", "length=deal", 4],
  guinote2: ["guinote", "length=deal players=2", 2],
  guinote4: ["guinote", "length=deal players=4", 4],
  belote: ["belote", "length=deal", 4],
};
const CHUNK = 13; // moves per review() call, as the page asks for progress

function check(r) {
  if (!r || r.ok !== true) throw new Error(JSON.stringify(r));
  return r;
}

// Both views of `code` for `seats`, chunk by chunk then the summary, on a fresh
// session (no cache from an earlier run): {wall, cpu} in ms.
function wasmReview(engine, code, seats) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let samples = 0, knewCpu = 0;
  for (const view of ["open", "knew"]) {
    const v0 = process.cpuUsage();
    for (let from = 0, total = 1; from < total; from += CHUNK) {
      const chunk = check(engine.review(code, view, seats, from, CHUNK));
      total = chunk.total;
      samples = Math.max(samples, chunk.samples);
    }
    check(engine.reviewSummary(code, view, seats));
    const v = process.cpuUsage(v0);
    if (view === "knew") knewCpu = (v.user + v.system) / 1000;
  }
  const cpu = process.cpuUsage(c0);
  return { wall: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000, knewCpu, samples };
}

function nativeReview(code, seats) {
  const t0 = performance.now();
  for (const view of ["open", "knew"]) execFileSync(cli, ["review", "--code", code, "--view", view, "--seats", seats]);
  return performance.now() - t0;
}

const stats = (list) => {
  const s = [...list].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `median ${at(0.5).toFixed(0)} p90 ${at(0.9).toFixed(0)} max ${s[s.length - 1].toFixed(0)} ms`;
};

const player = await loadEngine();
for (const name of wanted) {
  const [game, options, players] = GAMES[name];
  const all = [...Array(players).keys()].join(",");
  const rows = { human: { wall: [], cpu: [], knewCpu: [], native: [] }, all: { wall: [], cpu: [], knewCpu: [], native: [] } };
  let samples = 0;
  for (let d = 0; d < deals; ++d) {
    check(player.start(game, options, String(1000 + d)));
    while (player.botMove(level).ok);
    const code = check(player.codes()).replay;
    for (const [key, seats] of [["human", "0"], ["all", all]]) {
      const engine = await loadEngine(); // a fresh module: nothing cached, memory as a new page's
      const w = wasmReview(engine, code, seats);
      engine.dispose();
      samples = w.samples;
      rows[key].wall.push(w.wall);
      rows[key].cpu.push(w.cpu);
      rows[key].knewCpu.push(w.knewCpu);
      rows[key].native.push(nativeReview(code, seats));
    }
  }
  for (const [key, r] of Object.entries(rows))
    console.log(`${name} (${deals} deals, ${level} bots, knew ${samples} samples) seats ${key === "human" ? "0" : all}: ` +
      `wasm wall ${stats(r.wall)}; wasm cpu ${stats(r.cpu)} (knew view ${stats(r.knewCpu)}); native wall ${stats(r.native)}`);
}
player.dispose();
