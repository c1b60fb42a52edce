#!/usr/bin/env bash
# Prints the path of a Node binary of the given version, installed once from the npm registry's
# `node` package into node_modules/.cache (CI runs the unit tests on it besides the machine's Node).
set -euo pipefail
cd "$(dirname "$0")/.."
version="$1"
dir="node_modules/.cache/node-$version"
bin="$dir/node_modules/node/bin/node"
if [ ! -x "$bin" ] || [ "$("$bin" --version)" != "v$version" ]; then
  rm -rf "$dir"
  mkdir -p "$dir"
  echo '{"private":true,"allowScripts":{"node":true}}' >"$dir/package.json"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node@$version" >&2
fi
echo "$PWD/$bin"
