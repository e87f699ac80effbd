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

# The optional public signaling's library (web/net/publicSignal.js), bundled from
# node_modules (a dev dependency) into one minified file with its licence line. It is
# loaded only when a host or guest picks that option, so it stays out of the precache.
esbuild="$PWD/node_modules/.bin/esbuild"
trystero=node_modules/@trystero-p2p/torrent
if [[ -x $esbuild && -f $trystero/package.json ]]; then
  version=$(node -p "require('./$trystero/package.json').version")
  "$esbuild" "$trystero/dist/index.mjs" --bundle --format=esm --minify --charset=utf8 --log-level=warning \
    --banner:js="/*! trystero $version | MIT License | Copyright (c) 2021 Dan Motzenbecker | github.com/dmotz/trystero */" \
    --outfile="$site/vendor/trystero-torrent.js"
else
  echo "build-site: @trystero-p2p/torrent is not installed (npm ci --no-audit --no-fund): no public signaling option" >&2
fi

# The precache list: every file but sw.js itself and vendor/, plus './' for the page at
# the root; the build id hashes vendor/ too.
files=$(cd "$site" && find . -type f ! -path './sw.js' ! -path './vendor/*' | sed 's|^\./||' | LC_ALL=C sort)
build_id=$(cd "$site" && find . -type f ! -path './sw.js' -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-12)
list=$(printf '%s\n' "./" $files | sed 's/.*/"&"/' | paste -sd, -)
# The line is replaced whole; grep first so a changed web/sw.js fails loudly here.
grep -q "^const BUILD = " "$site/sw.js" || { echo "build-site: web/sw.js has no 'const BUILD = ' line" >&2; exit 1; }
sed -i "s|^const BUILD = .*|const BUILD = { id: '$build_id', files: [$list] };|" "$site/sw.js"

# Then minified with esbuild (a dev dependency: npm ci), file by file, no bundling: 410 -> 392 KB
# gzip; the engine's Emscripten glue too (13.5 -> 10.2 KB: embind builds its functions from
# strings and arguments, never from our local names). vendor/ is minified already. Without
# it the site is the same code, only larger, and the build says so.
if [[ -x $esbuild ]]; then
  (cd "$site" && find . -name '*.js' ! -path './vendor/*' ! -path './sw.js' -print0 |
    xargs -0 "$esbuild" --minify --charset=utf8 --outdir=. --allow-overwrite --log-level=warning)
else
  echo "build-site: esbuild is not installed (npm ci --no-audit --no-fund): the JavaScript is not minified" >&2
fi

count=$(printf '%s\n' "$files" | wc -l)
echo "build-site: $site ($count files, build $build_id)"
