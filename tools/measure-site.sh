#!/usr/bin/env bash
# Measures the built site: tools/measure-site.sh [--no-build] [--runs N] [--size-only]
# Prints build/site's total size raw and gzip -9 (each file gzipped on its own, as a
# static host serves them; target: at most 400 KB gzipped), its biggest files, and how
# soon the page can be played in headless Chromium (tools/measure-interactive.mjs: the
# median over N visits, default 5, of the time from navigation start to the welcome
# panel's play button, or to the first playable card of a shared deal and of a repeat
# visit; target: under one second). --size-only: the sizes alone, and exit 1 if over the
# budget (tools/test.sh checks the site so).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=1
runs=5
size_only=0
while (($#)); do
  case "$1" in
    --no-build) build=0 ;;
    --runs) runs=${2:?--runs needs a number}; shift ;;
    --size-only) size_only=1 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "usage: tools/measure-site.sh [--no-build] [--runs N] [--size-only]" >&2; exit 2 ;;
  esac
  shift
done
if ((build)) || [[ ! -f build/site/index.html ]]; then
  bash tools/build-site.sh >&2
fi

site=build/site
table=$(cd "$site" && find . -type f | sed 's|^\./||' | LC_ALL=C sort | while IFS= read -r file; do
  printf '%s\t%s\t%s\n' "$(stat -c %s "$file")" "$(gzip -9 -c "$file" | wc -c)" "$file"
done)
raw=$(awk -F'\t' '{ s += $1 } END { print s }' <<<"$table")
gz=$(awk -F'\t' '{ s += $2 } END { print s }' <<<"$table")
files=$(wc -l <<<"$table")
kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1024 }'; }

echo "site: $site, $files files"
echo "  raw      $(kb "$raw")"
echo "  gzip -9  $(kb "$gz")   (target: at most 400 KB)"
echo "biggest files (raw, gzip -9):"
sort -t$'\t' -k2,2nr <<<"$table" | head -n 10 | while IFS=$'\t' read -r r g f; do
  printf '  %10s %10s  %s\n' "$(kb "$r")" "$(kb "$g")" "$f"
done
if ((gz > 400 * 1024)); then
  echo "size: over the 400 KB target" >&2
  ((size_only)) && exit 1
fi
((size_only)) && exit 0

echo "time to interactive (ms from navigation start, headless Chromium):"
node tools/measure-interactive.mjs "$site" "$runs"
