// Shared by the node tests: the WebAssembly engine (web/engine/generated/, built by
// tools/build-wasm.sh) and the native CLI (env BAZA_CLI, default build/native/tools/baza).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { loadEngine } from "../../web/engine/engine.js";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const cliPath = process.env.BAZA_CLI || `${root}build/native/tools/baza`;

export async function engine() {
  const generated = new URL("../../web/engine/generated/baza-engine.wasm", import.meta.url);
  if (!existsSync(generated)) throw new Error("no WebAssembly build in web/engine/generated/: run tools/build-wasm.sh");
  return loadEngine();
}

// Runs the native CLI; returns its standard output (throws with stderr on a non-zero status).
export function baza(...args) {
  if (!existsSync(cliPath)) throw new Error(`no native CLI at ${cliPath}: build the native preset or set BAZA_CLI`);
  return execFileSync(cliPath, args, { encoding: "utf8", maxBuffer: 64 << 20 });
}

// ["--players", "4", "--option", "ceremony=kings"] from {players: 4, ceremony: "kings"}.
export function cliOptions(options) {
  return Object.entries(options).flatMap(([name, value]) =>
    name === "players" || name === "cards" ? [`--${name}`, String(value)] : ["--option", `${name}=${value}`]);
}

// The engine's answer, asserting ok (the message shows the engine's error otherwise).
export function ok(result) {
  if (!result || result.ok !== true) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Waits until pred() holds (checked every 2 ms), or fails after `ms` saying what it waited for.
export async function until(what, pred, ms = 20000) {
  const t0 = Date.now();
  while (!pred()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
}
