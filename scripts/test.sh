#!/usr/bin/env bash
# npm test: install what is missing (Chromium, WebKitGTK and Firefox ESR included), type-check and lint every
# package, build the site, unit-test every package while the short cross-engine suite (WebKit, Firefox ESR) and
# then the edge suite run beside, then run the Playwright suite against the composed production build, served as
# npm start serves it.
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
# The browsers come from Debian's packages, a download that needs no CPU: it runs while the type-check and lint
# (which need none of them) do, and is waited for before the build.
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
# Type-check and lint side by side, one process on each core: ESLint on one, and on the other the type-check
# (one `tsc -b` of TypeScript's native compiler over every package's projects, the root tsconfig.json,
# docs/testing.md) then Prettier's check.
echo "› type-checking and linting"
start_beside bash -c 'pnpm run typecheck && pnpm run format:check'
lint_ok=1
pnpm run lint:code || lint_ok=0
wait_beside || exit 1
[[ $lint_ok == 1 ]] || exit 1
stage_done "type-check and lint"
wait "$browsers" || { cat "$browsers_log"; exit 1; }
cat "$browsers_log"
stage_done "browsers (waited for)"
build_site
stage_done "build"
# The unit tests keep the cores about 85 % busy, the cross-engine suite about half, and the edge suite after it
# about half: both run beside the unit tests, one after the other (their sites have ports of their own), their
# lines after the unit tests'. The edge suite's rolling restart and killed worker must lose no request: it starts
# them from a whole pool (every worker answering, nginx's fail window over), and beside the unit tests it passed
# in each of three runs (docs/testing.md).
echo "› unit tests; beside them the cross-engine tests (WebKit, Firefox ESR), then the edge tests (nginx, HTTP/2, two workers sharing Redis)"
start_beside bash -c 'pnpm --filter e2e run engines && pnpm --filter e2e run edge'
units_ok=1
pnpm -r --workspace-concurrency=2 --reporter=append-only run test || units_ok=0
wait_beside --print || exit 1
[[ $units_ok == 1 ]] || exit 1
stage_done "unit, cross-engine and edge"
echo "› end-to-end tests"
pnpm --filter e2e run e2e
stage_done "end-to-end"
