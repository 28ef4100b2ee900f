#!/usr/bin/env bash
# npm test: install what is missing (Chromium included), type-check, lint and unit-test every package, then run
# the Playwright suite against the composed production build, served as npm start serves it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_browser_toolchain
echo "› type-checking"
pnpm -r --reporter=append-only run typecheck >/tmp/m-typecheck.log 2>&1 || { cat /tmp/m-typecheck.log; exit 1; }
echo "› linting"
pnpm run lint
echo "› unit tests"
pnpm -r --workspace-concurrency=1 --reporter=append-only run test
build_site
echo "› end-to-end tests"
pnpm --filter e2e run e2e
