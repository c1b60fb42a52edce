#!/usr/bin/env bash
# Every check, in the order that fails fastest: the one command the README and CI run.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
  npm install --no-audit --no-fund
fi

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "Chromium not found at $CHROMIUM_PATH: installing Debian's chromium"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium >/dev/null
fi

# The PDF fidelity suite compares our page bitmaps with poppler's pdftoppm.
export PDFTOPPM="${PDFTOPPM:-/usr/bin/pdftoppm}"
if [ ! -x "$PDFTOPPM" ]; then
  echo "pdftoppm not found at $PDFTOPPM: installing Debian's poppler-utils"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq poppler-utils >/dev/null
fi

echo "== type-check"
npm run -s typecheck
echo "== lint"
npm run -s lint
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
