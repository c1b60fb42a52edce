#!/usr/bin/env bash
# Every check, in the order that fails fastest: the one command the README and CI run.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
  npm install --no-audit --no-fund
fi

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
# The PDF fidelity suite compares our page bitmaps with poppler's pdftoppm.
export PDFTOPPM="${PDFTOPPM:-/usr/bin/pdftoppm}"

# Debian's chromium (end-to-end tests) and poppler-utils (fidelity suite), when missing: one
# apt-get run in the background while the type-check and lint use the CPU, awaited before the
# first step that needs them. On a fresh CI machine the download is most of a minute.
missing=()
[ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
[ -x "$PDFTOPPM" ] || missing+=(poppler-utils)
apt_pid=""
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]} in the background (apt-get)"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  apt_log="$(mktemp)"
  ( $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${missing[@]}" ) >"$apt_log" 2>&1 &
  apt_pid=$!
fi
await_packages() {
  [ -n "$apt_pid" ] || return 0
  if ! wait "$apt_pid"; then
    cat "$apt_log"
    echo "apt-get could not install ${missing[*]}" >&2
    exit 1
  fi
  apt_pid=""
}

echo "== type-check"
npm run -s typecheck
echo "== lint"
npm run -s lint
await_packages
echo "== unit and integration tests (Vitest)"
npx vitest run
echo "== build"
# The e2e build: VITE_TEST_API=1 adds the review canvas' window.__proofdeskTest (never in production builds).
VITE_TEST_API=1 npm run -s build
echo "== bundle budget (gzipped first load of the dashboard, workflows routes)"
npx tsx scripts/check-bundle-budget.ts dist
echo "== end-to-end tests (Playwright, headless Chromium)"
npx playwright test
echo "== first-run smoke tests against the dev server that npm start runs"
npx playwright test -c playwright.dev.config.ts
