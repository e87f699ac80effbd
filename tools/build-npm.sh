#!/usr/bin/env bash
# Assembles the engine's npm package in build/npm/ and packs it: tools/build-npm.sh [--no-wasm]
# The package is the page's own engine modules (web/engine/: engine.js, engine.d.ts,
# worker.js, requests.js) with the WebAssembly build beside them in generated/, exactly as
# the site loads them, plus tools/npm/package.json, a README (tools/npm/README.md and the
# JavaScript part of docs/API.md), LICENSE and NOTICE. Its
# version is the project's (CMakeLists.txt project(VERSION)), which the engine reports
# (Session::version). Prints the tarball's path (build/npm/baza-engine-<version>.tgz).
# --no-wasm reuses the engine already in web/engine/generated/ (tools/build-wasm.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

case "${1:-}" in
  "") bash tools/build-wasm.sh >&2 ;;
  --no-wasm) ;;
  -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
  *) echo "usage: tools/build-npm.sh [--no-wasm]" >&2; exit 2 ;;
esac
for f in baza-engine.js baza-engine.wasm; do
  [[ -f web/engine/generated/$f ]] || { echo "build-npm: no web/engine/generated/$f (run tools/build-wasm.sh)" >&2; exit 1; }
done

version=$(sed -n 's/^project(baza VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
[[ -n $version ]] || { echo "build-npm: no project(baza VERSION …) in CMakeLists.txt" >&2; exit 1; }

out=build/npm
rm -rf "$out/package"
mkdir -p "$out/package/generated"
cp web/engine/engine.js web/engine/engine.d.ts web/engine/worker.js web/engine/requests.js "$out/package/"
cp web/engine/generated/baza-engine.js web/engine/generated/baza-engine.wasm "$out/package/generated/"
cp LICENSE NOTICE "$out/package/"
# The README: how to install and load it (tools/npm/README.md), then docs/API.md's JavaScript part.
{
  cat tools/npm/README.md
  sed -n '/^<!-- js-api -->$/,/^<!-- \/js-api -->$/p' docs/API.md | sed '1d;$d'
} >"$out/package/README.md"
grep -q '^## JavaScript' "$out/package/README.md" || { echo "build-npm: no <!-- js-api --> part in docs/API.md" >&2; exit 1; }
node -e '
  const fs = require("node:fs");
  const [file, version] = process.argv.slice(1);
  const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
  pkg.version = version;
  fs.writeFileSync(process.argv[3], JSON.stringify(pkg, null, 2) + "\n");
' tools/npm/package.json "$version" "$out/package/package.json"

rm -f "$out"/*.tgz
tarball=$(cd "$out" && npm pack ./package --silent --pack-destination . | tail -n 1)
printf '%s/%s\n' "$out" "$tarball"
