#!/usr/bin/env bash
# Builds the web page and serves it: tools/serve.sh  (then open the URL it prints)
# Installs what is missing (tools/setup.sh), builds the WebAssembly engine and the site
# (tools/build-site.sh), then serves build/site/ on http://127.0.0.1:$PORT/ (default
# 8080) until Ctrl-C. Environment: PORT, HOST (default 127.0.0.1; 0.0.0.0 to let a
# phone on the same network play).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

case "${1:-}" in
  "") ;;
  -h|--help) sed -n '2,6p' "$0"; exit 0 ;;
  *) echo "usage: tools/serve.sh   (environment: PORT, HOST)" >&2; exit 2 ;;
esac
port=${PORT:-8080}
host=${HOST:-127.0.0.1}

bash tools/setup.sh
# esbuild, a dev dependency from npm's registry, minifies the page (tools/build-site.sh);
# without it (offline) the page is built all the same, unminified.
[[ -x node_modules/.bin/esbuild ]] || PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund ||
  echo "serve: npm ci failed: the page is built unminified" >&2
bash tools/build-site.sh

url="http://$host:$port/"
[[ $host == 0.0.0.0 ]] && url="http://127.0.0.1:$port/"
echo
echo "  baza is served at  $url"
echo "  (Ctrl-C stops it; after one visit the page also plays offline)"
echo
exec python3 -m http.server "$port" --bind "$host" --directory build/site
