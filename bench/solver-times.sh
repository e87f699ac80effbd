#!/usr/bin/env bash
# Solver times for the review and the replay viewer, natively and in WebAssembly, from
# the same source (bench/solver-times/SolverTimes.cpp), side by side:
#   bash bench/solver-times.sh [belote|whist] [deals=50]
#   bash bench/solver-times.sh bot [deals=50] [level=hard] [game=guinote]   (a bot's decisions)
#   bash bench/solver-times.sh playouts [deals]   (random playouts, as bench/playouts-ratio.sh)
# Builds the program natively and in WebAssembly (bench/solver-times/build.sh; configure
# the presets first: cmake --preset native, tools/build-wasm.sh) and runs both (wasm under
# node, as the page's worker runs the module). The solvers' rows in CPU time
# (BAZA_WALL=1: wall clock), the bots' in wall-clock time; compare the two lines of one
# run. Last, each row's speed ratio wasm/native (native time / wasm time: 1 is native
# speed, the goal is >= 0.85).
# BAZA_ROUNDS=k (default 1): k rounds, native and wasm alternating, and each side's
# best (lowest) figure per row: this VM's speed swings by a quarter within minutes, and
# a slow spell only ever adds time, so the best of alternating rounds compares the two.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
what="${1:-belote}"
deals="${2:-50}"
source bench/solver-times/build.sh
rows=""
for ((round = 1; round <= ${BAZA_ROUNDS:-1}; ++round)); do
  native=$(./build/native/solver-times "$what" "$deals" "${@:3}")
  wasm=$(node build/wasm/solver-times.cjs "$what" "$deals" "${@:3}")
  printf '%s\n%s\n' "$native" "$wasm"
  rows+="$native"$'\n'"$wasm"$'\n'
done
# Rows as "<platform> <what> n=<n> median <ms> ms  p90 <ms> ms  max <ms> ms" (or, for
# playouts, "... n=<n>  <rate> deals/s CPU"): pair them by <what>, each side's lowest time
# (highest rate) over the rounds.
printf '%s' "$rows" | awk '
  { what = $2; for (i = 3; i <= NF && $i !~ /^n=/; ++i) what = what " " $i
    for (j = i; j <= NF; ++j) {
      if (($j == "median" || $j == "p90" || $j == "max") && (!(($1, what, $j) in t) || $(j + 1) < t[$1, what, $j]))
        t[$1, what, $j] = $(j + 1)
      if ($(j + 1) == "deals/s" && $j > rate[$1, what]) rate[$1, what] = $j
    }
    if ($1 == "native" && !(what in seen)) { seen[what] = 1; order[++rows] = what } }
  END { for (r = 1; r <= rows; ++r) { w = order[r]; line = sprintf("wasm/native %-44s", w)
          if (rate["native", w] > 0) { printf "%s  deals/s %.2f\n", line, rate["wasm", w] / rate["native", w]; continue }
          split("median p90 max", q, " ")
          for (k = 1; k <= 3; ++k) line = line sprintf("  %s %.2f", q[k], t["wasm", w, q[k]] > 0 ? t["native", w, q[k]] / t["wasm", w, q[k]] : 0)
          print line } }'
