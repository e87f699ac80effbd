#!/usr/bin/env bash
# Solver times for the review and the replay viewer, natively and in WebAssembly, from
# the same source (bench/solver-times/SolverTimes.cpp), side by side:
#   bash bench/solver-times.sh [belote|whist] [deals=50]
# Builds the core with the native and wasm presets (configure them first: cmake --preset
# native, tools/build-wasm.sh), links the program against each and runs it (wasm under
# node, as the page's worker runs the module). CPU times (BAZA_WALL=1: wall clock);
# compare the two lines of one run.
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
./build/native/solver-times "$what" "$deals"
node build/wasm/solver-times.cjs "$what" "$deals"
