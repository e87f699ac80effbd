#!/usr/bin/env bash
# Installs the Debian packages baza needs to build and test; installs only what is
# missing, so running it again is cheap. Non-interactive (CI, no stdin).
set -euo pipefail

# Keep this list in one place; later stages add emscripten, nodejs, npm, chromium.
PACKAGES=(
  build-essential      # make, libc headers
  cmake
  g++                  # native and sanitize presets (GCC ships libasan/libubsan)
  clang                # fuzz preset
  libclang-rt-14-dev   # libFuzzer and the clang sanitizer runtimes
  llvm                 # llvm-symbolizer: readable sanitizer and fuzzer stack traces
  googletest
  libgtest-dev
  libbenchmark-dev
  git
  ca-certificates
  tmux                 # terminal-game checks drive the CLI through tmux
  emscripten           # wasm preset (emcc 3.1.6 with embind; pulls clang-14, lld-14, binaryen, node-acorn)
  nodejs               # wasm stage (node --test tests/node/) and e2e: Playwright runs on Node (18 on a fresh bookworm)
  chromium             # e2e: the browser Playwright drives (/usr/bin/chromium)
  python3              # serves build/site (python3 -m http.server)
)
# Debian's npm package; a NodeSource nodejs already ships npm and conflicts with it.
command -v npm >/dev/null 2>&1 || PACKAGES+=(npm)

missing=()
for pkg in "${PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ $status == "install ok installed" ]] || missing+=("$pkg")
done

if ((${#missing[@]} == 0)); then
  echo "setup: all ${#PACKAGES[@]} packages present"
  exit 0
fi

SUDO=()
if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo -n)
  else
    echo "setup: missing packages (${missing[*]}) and not root, no sudo: install them as root" >&2
    exit 1
  fi
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -q
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "setup: done"
