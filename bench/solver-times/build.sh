# Sourced by bench/solver-times.sh and bench/instructions.sh (from the repository's root):
# builds the core with the native and wasm presets (configure them first: cmake --preset
# native, tools/build-wasm.sh) and links bench/solver-times/SolverTimes.cpp against each:
# build/native/solver-times and build/wasm/solver-times.cjs (run under node).
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
cmake --build --preset native --target baza_core --parallel "${BAZA_JOBS:-2}" >/dev/null
cmake --build --preset wasm --target baza_core --parallel "${BAZA_JOBS:-2}" >/dev/null
src=bench/solver-times/SolverTimes.cpp
c++ -O3 -DNDEBUG -std=c++20 -Icore "$src" build/native/core/libbaza_core.a -o build/native/solver-times
# The page's flags (root CMakeLists.txt, wasm/CMakeLists.txt): -O3 -flto -fno-exceptions.
em++ -O3 -DNDEBUG -flto -fno-exceptions -std=c++20 -Icore "$src" build/wasm/core/libbaza_core.a \
  -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=node -sSINGLE_FILE=1 -o build/wasm/solver-times.cjs
