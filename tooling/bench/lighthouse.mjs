// Lighthouse 13 on home with its default (mobile) settings: a Moto G Power-sized screen, simulated slow 4G and
// a 4× slower CPU. One headless Debian Chromium is launched for all runs, warmed up by one run not counted;
// Lighthouse resets the origin's cache and storage before each run, so every run is a cold load. The bench's certificate is self-signed:
// this Chromium is told to trust it as the bench's own Chromium is (tls.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { runOrder } from './options.mjs';
import { lighthouseFigures } from './report.mjs';
import { selfSignedCertificate, trustCertificateFlags } from './tls.mjs';

/** Chromium's flags for Lighthouse: headless in a container, the bench's certificate trusted, nothing in the background. */
export const lighthouseChromeFlags = () => [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...trustCertificateFlags(selfSignedCertificate().cert),
];

/**
 * `runs` Lighthouse runs of `/m/home` on each site of `urls`, interleaved like the bench's own runs.
 * @param {Record<string, string>} urls  variant → site origin
 * @param {{ runs: number, chromePath?: string, log?: (line: string) => void }} options
 * @returns {Promise<Record<string, ReturnType<typeof lighthouseFigures>[]>>}
 */
export async function lighthouseRuns(urls, { runs, chromePath = process.env.CHROMIUM ?? '/usr/bin/chromium', log = console.log }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: lighthouseChromeFlags(), logLevel: 'error' });
  /** @type {Record<string, ReturnType<typeof lighthouseFigures>[]>} */
  const results = Object.fromEntries(Object.keys(urls).map((variant) => [variant, []]));
  try {
    // The first page a fresh Chromium loads runs slower (nothing compiled or cached in the browser yet), and
    // Lighthouse's simulated figures scale the CPU time it sees: one run not counted, so no variant pays it.
    const [first] = Object.values(urls);
    if (first) await lighthouse(`${first}/m/home`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    for (let run = 0; run < runs; run++) {
      for (const variant of runOrder(Object.keys(urls), run)) {
        const result = await lighthouse(`${urls[variant]}/m/home`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse returned no report for ${variant}`);
        const figures = lighthouseFigures(result.lhr);
        if (figures.runtimeError) throw new Error(`Lighthouse on ${variant}: ${figures.runtimeError}`);
        results[variant]?.push(figures);
        log(
          `lighthouse ${run + 1}/${runs} ${variant.padEnd(8)} performance ${figures.performance}  LCP ${Math.round(figures.lcpMs)} ms  TBT ${Math.round(figures.tbtMs)} ms`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
