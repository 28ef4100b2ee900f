#!/usr/bin/env bash
# npm test: install what is missing (Chromium, WebKitGTK and Firefox ESR included), type-check, lint and
# unit-test every package, then run the Playwright suite against the composed production build, served as npm
# start serves it, and the short cross-engine suite in WebKit and Firefox ESR.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
# Each stage says how long it took and how busy it kept the machine's cores (what is left to run beside it), so a
# slower run shows where.
cpu_ticks() { awk '/^cpu /{ print $2+$3+$4+$7+$8+$9, $2+$3+$4+$5+$6+$7+$8+$9 }' /proc/stat; }
started=$SECONDS
read -r busy_at total_at < <(cpu_ticks)
stage_done() {
  local busy total
  read -r busy total < <(cpu_ticks)
  echo "  ($1: $((SECONDS - started)) s, cores $(( 100 * (busy - busy_at) / (total - total_at + 1) )) % busy)"
  started=$SECONDS busy_at=$busy total_at=$total
}
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
# Two steps side by side: `start_beside CMD…` runs one in the background, its output kept; `wait_beside` waits for
# it and prints that output when it failed (always with --print), failing as it did.
start_beside() {
  beside_log=$(mktemp)
  "$@" >"$beside_log" 2>&1 &
  beside=$!
}
wait_beside() {
  local failed=0
  wait "$beside" || failed=1
  if [[ $failed == 1 || ${1:-} == --print ]]; then cat "$beside_log"; fi
  return $failed
}
# Type-check and lint side by side: lint is one process on one core.
echo "› type-checking and linting"
start_beside pnpm -r --reporter=append-only run typecheck
lint_ok=1
pnpm run lint || lint_ok=0
wait_beside || exit 1
[[ $lint_ok == 1 ]] || exit 1
stage_done "type-check and lint"
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
# The edge suite and the cross-engine suite side by side (their sites have ports of their own): each alone kept
# the cores about half busy. The edge suite's lines follow the cross-engine suite's.
echo "› edge tests (nginx, HTTP/2, two workers sharing Redis) and cross-engine tests (WebKit, Firefox ESR)"
start_beside pnpm --filter e2e run edge
engines_ok=1
pnpm --filter e2e run engines || engines_ok=0
wait_beside --print || exit 1
[[ $engines_ok == 1 ]] || exit 1
stage_done "edge and cross-engine"
