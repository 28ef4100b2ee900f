#!/usr/bin/env bash
# npm start: install what is missing, build every package, run dev-api and serve the composed site.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_pnpm
ensure_dependencies
build_site
exec node --max-semi-space-size=64 scripts/run-site.mjs
