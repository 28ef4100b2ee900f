// Cached pages under load with Debian's wrk (scripts/lib.sh installs it for `npm run bench:edge`): a C client
// that spends a fraction of a Node client's CPU per request, so that on one machine the servers beside it, not
// the generator, set the pages per second.
import { execFile } from 'node:child_process';

/** wrk's durations (`850.00us`, `3.21ms`, `1.02s`) in ms. @param {string} value @param {string} unit */
const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);

/**
 * The figures of one wrk run from what it prints with `--latency`: pages/s, p50 and p99 in ms, requests, and
 * the requests that failed (answers other than 2xx/3xx, and socket errors).
 * @param {string} output
 */
export function parseWrk(output) {
  const perSecond = Number(/^Requests\/sec:\s+([\d.]+)/m.exec(output)?.[1]);
  const requests = Number(/^\s*(\d+) requests in /m.exec(output)?.[1]);
  const percentile = (/** @type {string} */ p) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    return match ? toMs(match[1] ?? '', match[2] ?? '') : NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  if (!Number.isFinite(perSecond) || !Number.isFinite(requests)) throw new Error(`wrk printed no figures:\n${output}`);
  return { perSecond, requests, p50: percentile('50'), p99: percentile('99'), failed: non2xx + socketErrors };
}

/**
 * `connections` connections on `url` for `seconds` s from one wrk thread, asking as a browser that takes
 * Brotli and gzip.
 * @param {string} url @param {number} seconds @param {number} connections
 */
export function wrkLoad(url, seconds, connections) {
  return new Promise((resolve, reject) => {
    execFile(
      'wrk',
      [
        '--threads',
        '1',
        '--connections',
        String(connections),
        '--duration',
        `${seconds}s`,
        '--latency',
        '--header',
        'Accept-Encoding: gzip, br',
        url,
      ],
      { timeout: (seconds + 30) * 1000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`wrk failed: ${stderr || error.message}`));
        else {
          try {
            resolve(parseWrk(stdout));
          } catch (parseError) {
            reject(parseError);
          }
        }
      },
    );
  });
}
