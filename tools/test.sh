#!/usr/bin/env bash
# Runs every test: tools/test.sh [--quick]
#   native    Release build, the whole GoogleTest suite and the installed CMake package (ctest)
#   wasm      the WebAssembly module (tools/build-wasm.sh) checked against the native CLI
#             by node's test runner (tests/node/), plus the page's node tests (web/*/*.test.mjs)
#   sanitize  the same suite (but the strength duels), the engine built with ASan + UBSan
#   fuzz      libFuzzer under ASan+UBSan (clang): the seed corpus replayed, then a fixed-time
#             structure-aware run on share/replay codes of every game and Guiñote action streams
#   e2e       the site built (tools/build-site.sh), its size checked against the 400 KB gzip
#             budget, and played in Chromium by Playwright (e2e/)
# --quick runs only the native stage. Environment: BAZA_JOBS (default 2),
# BAZA_FUZZ_SECONDS (default 60), BAZA_FUZZ_SEED (libFuzzer -seed, default 1).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

quick=0
case "${1:-}" in
  "") ;;
  --quick) quick=1 ;;
  -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
  *) echo "usage: tools/test.sh [--quick]" >&2; exit 2 ;;
esac
jobs=${BAZA_JOBS:-2}
fuzz_seconds=${BAZA_FUZZ_SECONDS:-60}

export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:print_stacktrace=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export CTEST_OUTPUT_ON_FAILURE=1

summary=()
stage=""
stage_start=0
passed_total=0
begin() { stage=$1; stage_start=$SECONDS; echo; echo "=== $stage ==="; }
end() { summary+=("$(printf '  %-9s ok      %4ds  %s' "$stage" $((SECONDS - stage_start)) "$1")"); stage=""; }
report() {
  local rc=$?
  echo
  echo "=== summary ($((SECONDS))s) ==="
  ((${#summary[@]})) && printf '%s\n' "${summary[@]}"
  if [[ -n $stage ]]; then
    printf '  %-9s FAILED  %4ds\n' "$stage" $((SECONDS - stage_start))
    echo "tests: $passed_total passed, 1 failed"
  elif ((rc == 0)); then
    echo "tests: $passed_total passed, 0 failed"
  fi
  exit "$rc"
}
trap report EXIT

# ctest with its summary line kept; adds the number of tests to passed_total.
run_ctest() {
  local preset=$1 log=build/$1/ctest.log
  ctest --preset "$preset" --parallel "$jobs" 2>&1 | tee "$log"
  local n
  n=$(sed -n 's/.*tests passed, 0 tests failed out of \([0-9]*\).*/\1/p' "$log" | tail -n 1)
  if [[ -z $n || $n -eq 0 ]]; then
    echo "ctest --preset $preset ran no test" >&2
    return 1
  fi
  passed_total=$((passed_total + n))
  ctest_count=$n
}

begin setup
bash tools/setup.sh
end ""

begin native
cmake --preset native
cmake --build --preset native --parallel "$jobs"
run_ctest native
end "$ctest_count tests"

((quick)) && exit 0

begin wasm
bash tools/build-wasm.sh
wasm_log=build/wasm/node-test.log
# node --test runs its files one at a time on two cores, and declarations.test.mjs (random
# matches of every option) takes as long as the rest: it runs beside them, in a second runner.
slow=tests/node/declarations.test.mjs
node --test "$slow" >"$wasm_log.slow" 2>&1 &
slow_pid=$!
rest=()
for f in tests/node/*.test.mjs web/app/*.test.mjs web/net/*.test.mjs web/cards/*.test.mjs web/tutorial/*.test.mjs; do
  [[ $f == "$slow" ]] || rest+=("$f")
done
node --test "${rest[@]}" 2>&1 | tee "$wasm_log"
slow_rc=0
wait "$slow_pid" || slow_rc=$?
cat "$wasm_log.slow"
((slow_rc == 0)) || { echo "node --test $slow failed" >&2; exit 1; }
# The summary line: "# pass N" (TAP, the default when piped) or "ℹ pass N" (spec reporter).
node_passes() { sed -n 's/^\(# \|ℹ \)pass \([0-9]*\)$/\2/p' "$1" | tail -n 1; }
wasm_count=$(node_passes "$wasm_log")
slow_count=$(node_passes "$wasm_log.slow")
if [[ -z $wasm_count || $wasm_count -eq 0 || -z $slow_count || $slow_count -eq 0 ]]; then
  echo "node --test ran no test" >&2
  exit 1
fi
wasm_count=$((wasm_count + slow_count))
passed_total=$((passed_total + wasm_count))
end "$wasm_count node tests"

begin sanitize
cmake --preset sanitize
cmake --build --preset sanitize --parallel "$jobs"
# Only the engine is instrumented (CMakeLists.txt BAZA_SANITIZE_FLAGS): make sure it is.
nm build/sanitize/core/libbaza_core.a 2>/dev/null >build/sanitize/symbols.txt || true
if ! grep -q __asan_report_load build/sanitize/symbols.txt || ! grep -q __ubsan_handle build/sanitize/symbols.txt; then
  echo "build/sanitize/core/libbaza_core.a is not built with AddressSanitizer and UndefinedBehaviorSanitizer" >&2
  exit 1
fi
run_ctest sanitize
end "$ctest_count tests under ASan+UBSan"

begin fuzz
cmake --preset fuzz
cmake --build --preset fuzz --target baza_fuzz --parallel "$jobs"
fuzz=build/fuzz/tests/fuzz/baza_fuzz
# The fuzz preset instruments the core with ASan + UBSan (top-level CMakeLists.txt): make sure.
nm "$fuzz" >build/fuzz/symbols.txt
if ! grep -q __asan_report_load build/fuzz/symbols.txt || ! grep -q __ubsan_handle build/fuzz/symbols.txt; then
  echo "$fuzz is not built with AddressSanitizer and UndefinedBehaviorSanitizer" >&2
  exit 1
fi
# 1. Regressions: every seed and every input that once broke something, run once each.
seeds=(tests/fuzz/corpus/*)
if ! "$fuzz" "${seeds[@]}" >build/fuzz/replay.log 2>&1; then
  grep -v -E '^(Running|Executed) ' build/fuzz/replay.log | tail -n 40
  echo "a fuzz seed fails: $(grep '^Running: ' build/fuzz/replay.log | tail -n 1); rerun it with $fuzz FILE" >&2
  exit 1
fi
# 2. A fixed-time structure-aware run (tests/fuzz/CodeMutator.cpp) from a fresh working
# corpus: the seed and the time make it reproducible (BAZA_FUZZ_SEED picks another).
fuzz_seed=${BAZA_FUZZ_SEED:-1}
rm -rf build/fuzz/corpus build/fuzz/artifacts
mkdir -p build/fuzz/corpus build/fuzz/artifacts
fuzz_log=build/fuzz/fuzz.log
echo "fuzzing ${fuzz_seconds}s with -seed=$fuzz_seed (log: $fuzz_log)"
if ! "$fuzz" build/fuzz/corpus tests/fuzz/corpus -seed="$fuzz_seed" \
    -max_total_time="$fuzz_seconds" -rss_limit_mb=2048 -max_len=4096 -timeout=30 \
    -artifact_prefix=build/fuzz/artifacts/ -print_final_stats=1 >"$fuzz_log" 2>&1; then
  grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)' "$fuzz_log" | tail -n 50
  grep -E 'invariant broken|^SUMMARY|ERROR:' "$fuzz_log" | head -n 5 >&2
  echo "fuzzer failed (-seed=$fuzz_seed); reproduce with: $fuzz build/fuzz/artifacts/<file>" >&2
  ls build/fuzz/artifacts >&2
  exit 1
fi
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$fuzz_log")
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$fuzz_log")
cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$fuzz_log" | tail -n 1 || true)
passed_total=$((passed_total + ${#seeds[@]} + 1))
end "${#seeds[@]} seeds replayed; ${runs:-?} inputs (${rate:-?}/s) in ${fuzz_seconds}s, seed $fuzz_seed, $cov, no crash"

begin e2e
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1  # Playwright drives Debian's /usr/bin/chromium
npm ci --no-audit --no-fund
bash tools/build-site.sh
# The whole site within its 400 KB gzip budget (README, "Measured figures").
bash tools/measure-site.sh --no-build --size-only
passed_total=$((passed_total + 1))
e2e_log=build/e2e.log
npx playwright test --config e2e/playwright.config.mjs 2>&1 | tee "$e2e_log"
e2e_count=$(sed -n 's/^ *\([0-9]*\) passed.*/\1/p' "$e2e_log" | tail -n 1)
if [[ -z $e2e_count || $e2e_count -eq 0 ]]; then
  echo "playwright ran no test" >&2
  exit 1
fi
passed_total=$((passed_total + e2e_count))
end "$e2e_count browser tests"
