#!/usr/bin/env bash
# WebAssembly vs native random playouts, one run, one commit, one machine: the native
# corePlayouts/4/40 (core's randomPlayouts, CPU time) and bench/wasm-playouts.mjs (the
# same function in the module under node, CPU time), alternated `rounds` times so that
# both sides see the same load. Prints each round, each side's best and wasm/native.
#   bash bench/playouts-ratio.sh [rounds=3] [deals=200000]
# Needs both builds of this commit: cmake --build --preset native --target baza_bench,
# bash tools/build-wasm.sh.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
rounds=${1:-3}
deals=${2:-200000}
bench=build/native/bench/baza_bench
[[ -x $bench && -f web/engine/generated/baza-engine.wasm ]] || { echo "build both sides first (see the header)" >&2; exit 1; }

native_best=0 wasm_best=0
for ((round = 1; round <= rounds; ++round)); do
  native=$("$bench" --benchmark_filter='^corePlayouts/4/40$' --benchmark_format=json 2>/dev/null |
    node -e 'let s = ""; process.stdin.on("data", d => s += d).on("end", () =>
      console.log(Math.round(JSON.parse(s).benchmarks[0]["deals/s"])))')
  wasm=$(node bench/wasm-playouts.mjs "$deals" 4 40 | sed -n 's/.*: \([0-9]*\) deals\/s (best cpu)$/\1/p')
  echo "round $round: native $native deals/s, wasm $wasm deals/s (CPU time)"
  ((native > native_best)) && native_best=$native
  ((wasm > wasm_best)) && wasm_best=$wasm
done
ratio=$(node -e "console.log(($wasm_best / $native_best).toFixed(2))")
echo "commit $(git rev-parse --short HEAD): native $native_best, wasm $wasm_best deals/s (best of $rounds): wasm/native $ratio"
