#!/usr/bin/env bash
# npm test: install what is missing (Chromium, WebKitGTK and Firefox ESR included), type-check, lint and
# unit-test every package, then run the Playwright suite against the composed production build, served as npm
# start serves it, and the short cross-engine suite in WebKit and Firefox ESR.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
# Each stage says how long it took, so a slower run shows where.
started=$SECONDS
stage_done() { echo "  ($1: $((SECONDS - started)) s)"; started=$SECONDS; }
ensure_pnpm
# The edge's nginx and Redis first: tooling's unit tests check the edge's configuration and shared state on them.
ensure_edge_packages
# The browsers come from Debian's packages, a download that needs no CPU: it runs while the type-check, lint and
# unit tests (which need none of them) do, and is waited for before the build.
browsers_log=$(mktemp)
(ensure_chromium && ensure_engines) >"$browsers_log" 2>&1 &
browsers=$!
ensure_dependencies
stage_done "dependencies"
echo "› type-checking"
pnpm -r --reporter=append-only run typecheck >/tmp/m-typecheck.log 2>&1 || { cat /tmp/m-typecheck.log; exit 1; }
stage_done "type-check"
echo "› linting"
pnpm run lint
stage_done "lint"
echo "› unit tests"
pnpm -r --workspace-concurrency=2 --reporter=append-only run test
stage_done "unit tests"
wait "$browsers" || { cat "$browsers_log"; exit 1; }
cat "$browsers_log"
stage_done "browsers (waited for)"
build_site
stage_done "build"
echo "› end-to-end tests"
pnpm --filter e2e run e2e
stage_done "end-to-end"
echo "› edge tests (nginx, HTTP/2, two workers sharing Redis)"
pnpm --filter e2e run edge
stage_done "edge"
echo "› cross-engine tests (WebKit, Firefox ESR)"
pnpm --filter e2e run engines
stage_done "cross-engine"
