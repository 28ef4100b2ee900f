#!/usr/bin/env bash
# npm run start:edge: install what is missing (Debian's nginx, its Brotli module and Redis included), build
# every package, then serve the site through the edge (scripts/run-edge.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_pnpm
ensure_dependencies
ensure_edge_packages
build_site
exec node scripts/run-edge.mjs
