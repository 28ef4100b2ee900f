#!/usr/bin/env bash
# npm test: install what is missing (Chromium, WebKitGTK and Firefox ESR included), type-check, lint and
# unit-test every package, then run the Playwright suite against the composed production build, served as npm
# start serves it, and the short cross-engine suite in WebKit and Firefox ESR.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_browser_toolchain
ensure_engines
echo "› type-checking"
pnpm -r --reporter=append-only run typecheck >/tmp/m-typecheck.log 2>&1 || { cat /tmp/m-typecheck.log; exit 1; }
echo "› linting"
pnpm run lint
echo "› unit tests"
pnpm -r --workspace-concurrency=2 --reporter=append-only run test
build_site
echo "› end-to-end tests"
pnpm --filter e2e run e2e
echo "› cross-engine tests (WebKit, Firefox ESR)"
pnpm --filter e2e run engines
