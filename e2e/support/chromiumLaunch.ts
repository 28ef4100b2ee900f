/**
 * How the suites launch Chromium: Debian's old headless shell (scripts/lib.sh installs it), the same engine as
 * the full browser without its UI layers, at about 0.7 of its CPU time per test on this machine; `E2E_CHROMIUM`
 * names another. The flags keep it quiet in a container with no network beyond the site.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
