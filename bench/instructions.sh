#!/usr/bin/env bash
# The x86 instructions of the same work natively and in WebAssembly, counted by valgrind
# (callgrind), so that a change's effect on the wasm/native gap shows on a loaded machine:
# time swings here by a quarter within minutes, instruction counts do not.
#   bash bench/instructions.sh playouts [small=1] [large=50001]
#   bash bench/instructions.sh bot [small=2] [large=6] [level=hard] [game=guinote]
#   bash bench/instructions.sh belote|whist [small=2] [large=6]
# Runs bench/solver-times/SolverTimes.cpp's program (bench/solver-times/build.sh) twice
# a side, with `small` and `large` deals, and prints the difference per deal: startup,
# node's compilation and the warm-up cancel. WebAssembly under node --no-liftoff (the
# optimizing compiler only, as hot code runs in the page after its tier-up).
# Instructions are not time (for playouts the wasm side ran at 0.60x native in time when
# it was at 0.52x in instructions): a proxy for before and after a change, not the ratio.
# Needs valgrind (apt-get install valgrind).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
what="${1:-playouts}"
small="${2:-$([[ $what == playouts ]] && echo 1 || echo 2)}"
large="${3:-$([[ $what == playouts ]] && echo 50001 || echo 6)}"
source bench/solver-times/build.sh
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null --smc-check=all "$@" 2>&1 >/dev/null |
    sed -n 's/.*refs: *//p' | tr -d ,
}
declare -A per
for side in native wasm; do
  if [[ $side == native ]]; then run=(./build/native/solver-times); else run=(node --no-liftoff build/wasm/solver-times.cjs); fi
  a=$(count "${run[@]}" "$what" "$small" "${@:4}")
  b=$(count "${run[@]}" "$what" "$large" "${@:4}")
  per[$side]=$(( (b - a) / (large - small) ))
  echo "$side $what ${*:4}: $(( b - a )) instructions for deals $((small + 1))..$large, ${per[$side]} a deal"
done
echo "commit $(git rev-parse --short HEAD): native/wasm instructions $(node -e "console.log((${per[native]} / ${per[wasm]}).toFixed(3))")"
