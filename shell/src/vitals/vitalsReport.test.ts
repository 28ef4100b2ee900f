import { describe, expect, it } from 'vitest';
import { routeLabel, vitalsReport } from './vitalsReport';

describe('a page view’s vitals report', () => {
  it('names the route as the route table does, every home address as home, never the query', () => {
    expect(routeLabel('/m/')).toBe('/m/home');
    expect(routeLabel('/m/index.html')).toBe('/m/home');
    expect(routeLabel('/m/gameList')).toBe('/m/gameList');
    expect(routeLabel('/m/no-such-page')).toBe('/m/home');
  });

  it('carries rounded measures, the versions that ran, and how the page was made', () => {
    expect(
      vitalsReport({
        pathname: '/m/gameList',
        versions: { lobby: '1.2.0' },
        ssr: true,
        installed: false,
        measures: { lcp: 1234.56, cls: 0.012345, inp: undefined, ttfb: Number.NaN },
      }),
    ).toEqual({ route: '/m/gameList', versions: { lobby: '1.2.0' }, ssr: true, installed: false, lcp: 1235, cls: 0.0123 });
  });

  it('is not sent when no area ran or nothing was measured', () => {
    const page = { pathname: '/m/', ssr: false, installed: true };
    expect(vitalsReport({ ...page, versions: {}, measures: { lcp: 900 } })).toBeNull();
    expect(vitalsReport({ ...page, versions: { lobby: '1.0.0' }, measures: {} })).toBeNull();
  });
});
