#!/usr/bin/env bash
# Set up, build and play Guiñote in the terminal: tools/play.sh [baza play options]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash tools/setup.sh >&2
log=build/play-build.log
mkdir -p build
echo "building baza (log: $log)..." >&2
if ! { cmake --preset native && cmake --build --preset native --target baza --parallel "${BAZA_JOBS:-2}"; } >"$log" 2>&1; then
  tail -n 40 "$log" >&2
  echo "build failed; full log: $log" >&2
  exit 1
fi
exec ./build/native/tools/baza play --game guinote "$@"
