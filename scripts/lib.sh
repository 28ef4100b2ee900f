# Helpers for the two root commands: get pnpm, the dependencies and Chromium onto a fresh machine.
PNPM_VERSION=10.34.8

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [[ $(pnpm --version) == 10.* ]]; then return; fi
  echo "› installing pnpm $PNPM_VERSION"
  # corepack fails signature checks against this registry; a global npm install is the reliable path.
  npm install -g --silent "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || COREPACK_INTEGRITY_KEYS=0 corepack enable pnpm
}

ensure_dependencies() {
  local stamp=node_modules/.install-stamp
  if [[ -f $stamp && $stamp -nt pnpm-lock.yaml ]]; then return; fi
  echo "› installing dependencies"
  pnpm install --frozen-lockfile --reporter=append-only | tail -n 3
  touch "$stamp"
}

# Debian's Chromium (the bench, Lighthouse and the screens) and its old headless shell, which the Playwright
# suite drives: the same engine without the full browser's UI layers, about 0.7 of its CPU time per test here.
ensure_chromium() {
  local missing=()
  [[ -x /usr/bin/chromium ]] || missing+=(chromium)
  [[ -x /usr/bin/chromium-headless-shell ]] || missing+=(chromium-headless-shell)
  if [[ ${#missing[@]} -eq 0 ]]; then return; fi
  echo "› installing Debian's ${missing[*]}"
  local sudo=""; [[ $(id -u) -ne 0 ]] && sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# The cross-engine suite's browsers, from Debian: WebKitGTK's WebDriver (Safari's engine, with its
# MiniBrowser), Firefox ESR (driven over its own WebDriver BiDi endpoint) and a virtual X display for WebKit.
# Fails with the reason when they cannot be installed: the suite is never skipped.
ensure_engines() {
  local missing=()
  [[ -x /usr/bin/WebKitWebDriver ]] || missing+=(webkit2gtk-driver)
  [[ -x /usr/bin/firefox-esr ]] || missing+=(firefox-esr)
  command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
  if [[ ${#missing[@]} -eq 0 ]]; then return; fi
  echo "› installing Debian's ${missing[*]}"
  local sudo=""; [[ $(id -u) -ne 0 ]] && sudo="sudo"
  if ! { $sudo apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
    echo "cannot install ${missing[*]} with apt-get: the cross-engine suite (WebKit, Firefox ESR) cannot run" >&2
    return 1
  fi
}

# pnpm, the workspace's dependencies and Debian's Chromium: what tests and the bench need on a fresh machine.
ensure_browser_toolchain() {
  ensure_pnpm
  ensure_dependencies
  ensure_chromium
}

build_site() {
  echo "› building"
  node scripts/build.mjs
}

# The edge bench's load generator for cached pages: Debian's wrk, a C client that asks far more pages per
# second of CPU than a Node one, so that the servers, not the generator beside them, set the figure.
ensure_load_generator() {
  command -v wrk >/dev/null 2>&1 && return
  echo "› installing Debian's wrk"
  local sudo=""; [[ $(id -u) -ne 0 ]] && sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq wrk >/dev/null
}

# The edge (npm run start:edge): Debian's nginx with its Brotli static module, and Redis for the state its
# site-server workers share.
ensure_edge_packages() {
  local missing=()
  command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light)
  [[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]] || missing+=(libnginx-mod-http-brotli-static)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  if [[ ${#missing[@]} -eq 0 ]]; then return; fi
  echo "› installing Debian's ${missing[*]}"
  local sudo=""; [[ $(id -u) -ne 0 ]] && sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  # The packages' own services are never started: the edge runs its own nginx and Redis, in a folder of its own.
  local policy=/usr/sbin/policy-rc.d placed=""
  if [[ ! -e $policy ]]; then printf '#!/bin/sh\nexit 101\n' | $sudo tee $policy >/dev/null && $sudo chmod +x $policy && placed=1; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  if [[ -n $placed ]]; then $sudo rm -f $policy; fi
}
