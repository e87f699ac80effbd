#!/usr/bin/env bash
# Builds the WebAssembly module (the `wasm` CMake preset, emscripten) into build/wasm;
# the build copies baza-engine.js and baza-engine.wasm into web/engine/generated/,
# where web/engine/engine.js loads them. Prints their sizes, raw and gzip -9.
# Environment: BAZA_JOBS (default 2).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Debian's emscripten runs its JS optimizer with node and needs Debian's node modules (acorn).
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
cmake --preset wasm
cmake --build --preset wasm --parallel "${BAZA_JOBS:-2}"
for f in web/engine/generated/baza-engine.js web/engine/generated/baza-engine.wasm; do
  printf '%-40s %7d bytes, %7d gzip -9\n' "$f" "$(wc -c <"$f")" "$(gzip -9c "$f" | wc -c)"
done
