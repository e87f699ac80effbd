#!/usr/bin/env bash
# Builds the static site: tools/build-site.sh [--no-wasm]
# Builds the WebAssembly engine (tools/build-wasm.sh, into web/engine/generated/), then
# assembles build/site/ from web/ without tests and preview pages (and without the
# comments of its JavaScript and CSS: tools/strip-comments.mjs), and writes into
# build/site/sw.js the build id (a hash of the site's content, so every deploy gets a
# fresh cache) and the list of files to precache. build/site/ is all a static host
# needs. --no-wasm reuses the engine already in web/engine/generated/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build_wasm=1
case "${1:-}" in
  "") ;;
  --no-wasm) build_wasm=0 ;;
  -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
  *) echo "usage: tools/build-site.sh [--no-wasm]" >&2; exit 2 ;;
esac

if ((build_wasm)); then
  bash tools/build-wasm.sh
fi
if ! ls web/engine/generated/*.wasm >/dev/null 2>&1; then
  echo "build-site: no engine in web/engine/generated/ (run tools/build-wasm.sh)" >&2
  exit 1
fi

site=build/site
rm -rf "$site"
mkdir -p "$site"

# Everything under web/ but tests, preview pages, notes, type declarations and editor or OS litter.
(cd web && find . -type f \
    ! -path '*/tests/*' ! -path '*/test/*' \
    ! -name '*.test.*' ! -name '*.spec.*' \
    ! -name 'preview.*' ! -name '*-preview.*' ! -name '*Preview.*' ! -name '*.md' \
    ! -name '.*' ! -name '*~' ! -name '*.map' ! -name '*.d.ts' \
    -print0) | while IFS= read -r -d '' file; do
  mkdir -p "$site/$(dirname "$file")"
  cp "web/$file" "$site/$file"
done

# Comments out of the shipped JavaScript and CSS (the sources keep them; tokens checked).
node tools/strip-comments.mjs "$site"

# The precache list: every file but sw.js itself, plus './' for the page at the root.
files=$(cd "$site" && find . -type f ! -path './sw.js' | sed 's|^\./||' | LC_ALL=C sort)
build_id=$(cd "$site" && printf '%s\n' "$files" | tr '\n' '\0' | xargs -0 sha256sum | sha256sum | cut -c1-12)
list=$(printf '%s\n' "./" $files | sed 's/.*/"&"/' | paste -sd, -)
# The line is replaced whole; grep first so a changed web/sw.js fails loudly here.
grep -q "^const BUILD = " "$site/sw.js" || { echo "build-site: web/sw.js has no 'const BUILD = ' line" >&2; exit 1; }
sed -i "s|^const BUILD = .*|const BUILD = { id: '$build_id', files: [$list] };|" "$site/sw.js"

# Then minified with esbuild (a dev dependency: npm ci), file by file, no bundling: 410 -> 392 KB
# gzip; the CSS too (no target given: its syntax is kept as written); the engine's Emscripten glue too (13.5 -> 10.2 KB: embind builds its functions from
# strings and arguments, never from our local names). Without it the site is the same code, only larger, and the build says so.
esbuild="$PWD/node_modules/.bin/esbuild"
if [[ -x $esbuild ]]; then
  (cd "$site" && find . \( -name '*.js' ! -path './sw.js' -o -name '*.css' \) -print0 |
    xargs -0 "$esbuild" --minify --charset=utf8 --outdir=. --allow-overwrite --log-level=warning)
else
  echo "build-site: esbuild is not installed (npm ci --no-audit --no-fund): the JavaScript is not minified" >&2
fi

count=$(printf '%s\n' "$files" | wc -l)
echo "build-site: $site ($count files, build $build_id)"
