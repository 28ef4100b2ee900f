#!/usr/bin/env bash
# npm run bench: install what is missing (Chromium included), then tooling/bench/run.mjs, which builds the
# composed site and its one-bundle baseline and measures home server-rendered, client-rendered and as one
# bundle on a phone on slow 4G, with Lighthouse.
# npm run bench:load (--load-only): dependencies, then tooling/bench/renderLoad.mjs, the server render's
# load and memory run; no browser needed.
# npm run bench:edge (--edge): Chromium, nginx and Redis, then tooling/bench/edgeLoad.mjs: npm start against
# the edge on cached home, the edge while a worker is killed and during a rolling restart, Lighthouse through it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
if [[ ${1:-} == --load-only ]]; then
  shift
  ensure_pnpm
  ensure_dependencies
  exec node tooling/bench/renderLoad.mjs "$@"
fi
if [[ ${1:-} == --edge ]]; then
  shift
  ensure_browser_toolchain
  ensure_edge_packages
  ensure_load_generator
  build_site
  exec node tooling/bench/edgeLoad.mjs "$@"
fi
ensure_browser_toolchain
node tooling/bench/run.mjs "$@"
