import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk.mjs';

const RUN = `Running 10s test @ https://localhost:8700/m/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.21ms    1.02ms  20.00ms   85.00%
    Req/Sec    15.60k     1.20k   17.00k    70.00%
  Latency Distribution
     50%  850.00us
     75%    3.50ms
     90%    4.00ms
     99%    1.20s
  156000 requests in 10.00s, 2.34GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 12
Requests/sec:  15600.42
Transfer/sec:    234.00MB
`;

describe("wrk's figures", () => {
  it('reads pages/s, the latency percentiles in ms whatever their unit, and every failed request', () => {
    expect(parseWrk(RUN)).toEqual({ perSecond: 15600.42, requests: 156000, p50: 0.85, p99: 1200, failed: 15 });
  });

  it('counts no failure when wrk prints none, and refuses output without figures', () => {
    const clean = RUN.replace(/^\s+Socket errors.*\n/m, '').replace(/^\s+Non-2xx.*\n/m, '');
    expect(parseWrk(clean).failed).toBe(0);
    expect(() => parseWrk('unable to connect to localhost:8700 Connection refused')).toThrow(/no figures/);
  });
});
