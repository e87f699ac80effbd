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
)

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
