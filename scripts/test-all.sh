#!/usr/bin/env bash
# Every check, in the order that fails fastest: the one command the README and CI run.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund
fi

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
# The PDF fidelity suite compares our page bitmaps with poppler's pdftoppm.
export PDFTOPPM="${PDFTOPPM:-/usr/bin/pdftoppm}"
# The real-server journeys serve the build with Debian's nginx (deploy/nginx/start.sh).
NGINX_BIN="${NGINX:-/usr/sbin/nginx}"
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so

# Debian's chromium (end-to-end tests), poppler-utils (fidelity suite) and nginx with its brotli
# module (real-server journeys), when missing: one apt-get run in the background while the
# type-check, lint and build use the CPU, awaited before the first step that needs them. On a
# fresh CI machine the download is most of a minute.
missing=()
[ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
[ -x "$PDFTOPPM" ] || missing+=(poppler-utils)
[ -x "$NGINX_BIN" ] || missing+=(nginx)
# Brotli is optional (gzip serves without it): installed when the package exists.
brotli=""
[ -f "$BROTLI_MODULE" ] || brotli=libnginx-mod-http-brotli-filter
apt_pid=""
if [ ${#missing[@]} -gt 0 ] || [ -n "$brotli" ]; then
  echo "Installing Debian's ${missing[*]} $brotli in the background (apt-get)"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  apt_log="$(mktemp)"
  (
    $SUDO apt-get update -qq
    if [ ${#missing[@]} -gt 0 ]; then $SUDO apt-get install -y -qq "${missing[@]}"; fi
    if [ -n "$brotli" ]; then $SUDO apt-get install -y -qq "$brotli" || echo "no $brotli: gzip only"; fi
  ) >"$apt_log" 2>&1 &
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

# The unit tests also run on Node 24 (see the README's quick start): the registry's `node`
# package, fetched in the background while the checks below use the CPU.
NODE24_VERSION=24.21.0
node24_log="$(mktemp)"
bash scripts/node-lts.sh "$NODE24_VERSION" >"$node24_log" 2>&1 &
node24_pid=$!

echo "== formatting (prettier --check)"
npx prettier --check . --log-level warn
echo "== commit messages (subject at most 72 characters, a body)"
npx tsx scripts/check-commit-subjects.ts
echo "== type-check"
npm run -s typecheck
# ESLint keeps about one of the two cores busy; Vitest fills both but not all the time, so lint
# runs beside it and reports when Vitest is done (measured: 100 s of lint then 194 s of Vitest
# one after the other on a fresh clone).
echo "== lint (in the background; its report follows Vitest's)"
lint_log="$(mktemp)"
npm run -s lint >"$lint_log" 2>&1 &
lint_pid=$!
# The build needs neither Chromium nor poppler: it runs while apt-get may still be at work.
echo "== build"
# The e2e build: VITE_TEST_API=1 adds the review canvas' window.__proofdeskTest (never in production builds).
VITE_TEST_API=1 npm run -s build
echo "== bundle budget (gzipped first load of the dashboard, workflows routes)"
npx tsx scripts/check-bundle-budget.ts dist
await_packages
echo "== unit and integration tests (Vitest)"
vitest_status=0
npx vitest run || vitest_status=$?
echo "== unit and integration tests (Vitest) on Node $NODE24_VERSION"
if wait "$node24_pid"; then
  node24="$(tail -n 1 "$node24_log")"
  "$node24" --version
  "$node24" node_modules/vitest/vitest.mjs run || vitest_status=$?
else
  cat "$node24_log"
  echo "could not install Node $NODE24_VERSION from the npm registry" >&2
  vitest_status=1
fi
echo "== lint report"
lint_status=0
wait "$lint_pid" || lint_status=$?
cat "$lint_log"
[ "$lint_status" -eq 0 ] && echo "lint: no problems"
if [ "$lint_status" -ne 0 ] || [ "$vitest_status" -ne 0 ]; then exit 1; fi
echo "== end-to-end tests (Playwright, headless Chromium)"
npx playwright test
echo "== real-server journeys: the build on nginx (deploy/nginx) against npm run offline:server"
npx playwright test -c playwright.nginx.config.ts
echo "== first-run smoke tests against the dev server that npm start runs"
npx playwright test -c playwright.dev.config.ts
