#!/usr/bin/env bash
# Solver times for the review and the replay viewer, natively and in WebAssembly, from
# the same source (bench/solver-times/SolverTimes.cpp), side by side:
#   bash bench/solver-times.sh [belote|whist] [deals=50]
#   bash bench/solver-times.sh bot [deals=50] [level=hard] [game=guinote]   (a bot's decisions)
# Builds the core with the native and wasm presets (configure them first: cmake --preset
# native, tools/build-wasm.sh), links the program against each and runs it (wasm under
# node, as the page's worker runs the module). Wall-clock times: on a loaded machine
# they are long; compare the two lines of one run. Last, each row's speed ratio
# wasm/native (native time / wasm time: 1 is native speed, the goal is >= 0.85).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
what="${1:-belote}"
deals="${2:-50}"
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
cmake --build --preset native --target baza_core --parallel "${BAZA_JOBS:-2}" >/dev/null
cmake --build --preset wasm --target baza_core --parallel "${BAZA_JOBS:-2}" >/dev/null
src=bench/solver-times/SolverTimes.cpp
c++ -O3 -DNDEBUG -std=c++20 -Icore "$src" build/native/core/libbaza_core.a -o build/native/solver-times
# The page's flags (root CMakeLists.txt, wasm/CMakeLists.txt): -O3 -flto -fno-exceptions.
em++ -O3 -DNDEBUG -flto -fno-exceptions -std=c++20 -Icore "$src" build/wasm/core/libbaza_core.a \
  -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=node -sSINGLE_FILE=1 -o build/wasm/solver-times.cjs
native=$(./build/native/solver-times "$what" "$deals" "${@:3}")
wasm=$(node build/wasm/solver-times.cjs "$what" "$deals" "${@:3}")
printf '%s\n%s\n' "$native" "$wasm"
# Rows as "<platform> <what> n=<n> median <ms> ms  p90 <ms> ms  max <ms> ms": pair them by <what>.
printf '%s\n%s\n' "$native" "$wasm" | awk '
  { what = $2; for (i = 3; $i !~ /^n=/; ++i) what = what " " $i
    for (j = i; j <= NF; ++j) if ($j == "median" || $j == "p90" || $j == "max") t[$1, what, $j] = $(j + 1)
    if ($1 == "native") order[++rows] = what }
  END { for (r = 1; r <= rows; ++r) { w = order[r]; line = sprintf("wasm/native %-44s", w)
          split("median p90 max", q, " ")
          for (k = 1; k <= 3; ++k) line = line sprintf("  %s %.2f", q[k], t["wasm", w, q[k]] > 0 ? t["native", w, q[k]] / t["wasm", w, q[k]] : 0)
          print line } }'
