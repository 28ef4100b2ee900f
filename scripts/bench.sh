#!/usr/bin/env bash
# npm run bench: install what is missing (Chromium included), then tooling/bench/run.mjs, which builds the
# composed site and its one-bundle baseline and measures both as a phone on slow 4G.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_browser_toolchain
node tooling/bench/run.mjs "$@"
