// Shared by tests/node/package.test.mjs and e2e/package.spec.mjs: the engine's npm package
// packed (tools/build-npm.sh, from the WebAssembly build already made) and installed from
// the tarball, offline, into a fresh project in the system's temp folder.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
export const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

// {project, installed (its node_modules/@baza/engine), remove()}.
export function installPackedEngine() {
  const tarball = join(root, run("bash", ["tools/build-npm.sh", "--no-wasm"], root).trim());
  const project = mkdtempSync(join(tmpdir(), "baza-npm-"));
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "uses-baza", private: true, type: "module" }));
  run("npm", ["install", tarball, "--offline", "--no-audit", "--no-fund", "--loglevel=error"], project);
  return { project, installed: join(project, "node_modules/@baza/engine"), remove: () => rmSync(project, { recursive: true, force: true }) };
}
