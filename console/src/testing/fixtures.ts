// Answers of the release service in the shape it sends them, vitals and timeline included.
import type { AreaStatus, Canary, Whoami } from '../api/types';

export const vitals = (lcp: number, samples = 240) => ({
  samples,
  lcp,
  inp: 120,
  cls: 0.04,
  fcp: 900,
  ttfb: 180,
  routes: { '/m/': { samples, lcp, inp: 120, cls: 0.04, fcp: 900, ttfb: 180 } },
});

/** `GET /v1/status` with lobby running a canary whose LCP is 30 % slower, and promotions with no vitals yet. */
export const statusAnswer = {
  remotes: [
    {
      area: 'shell',
      pinned: '1.1.0',
      previous: '1.0.0',
      published: ['1.0.0', '1.1.0'],
      canary: null,
      pinnedCounts: null,
      changedAt: '2026-05-14T09:00:00.000Z',
      changedBy: 'release service POST /v1/areas/shell/pin',
      who: 'release-manager',
    },
    {
      area: 'lobby',
      pinned: '1.2.0',
      previous: '1.1.0',
      published: ['1.1.0', '1.2.0', '1.3.0'],
      canary: {
        version: '1.3.0',
        percent: 10,
        margin: 5,
        minSample: 200,
        at: '2026-05-14T10:00:00.000Z',
        canaryCounts: { loads: 150, failures: 3 },
        stableCounts: { loads: 1400, failures: 14 },
        lcpMargin: 20,
        inpLimit: 200,
        clsLimit: 0.1,
      },
      pinnedCounts: { loads: 1400, failures: 14 },
      vitals: { stable: vitals(2000), canary: vitals(2600, 150) },
      changedAt: '2026-05-14T10:00:00.000Z',
      changedBy: 'release service POST /v1/areas/lobby/pin',
      who: 'lobby-squad',
    },
    {
      area: 'promotions',
      pinned: '1.0.0',
      previous: null,
      published: ['1.0.0'],
      canary: null,
      pinnedCounts: { loads: 0, failures: 0 },
      changedAt: null,
      changedBy: null,
      who: null,
    },
  ],
};

export const timelineAnswer = {
  points: [
    {
      at: '2026-05-14T10:00:00.000Z',
      version: '1.2.0',
      role: 'stable',
      loads: 100,
      failures: 1,
      samples: 90,
      lcp: 2000,
      inp: 110,
      cls: 0.03,
    },
    {
      at: '2026-05-14T10:00:00.000Z',
      version: '1.3.0',
      role: 'canary',
      loads: 10,
      failures: 0,
      samples: 9,
      lcp: 2500,
      inp: 130,
      cls: 0.05,
    },
    {
      at: '2026-05-14T10:01:00.000Z',
      version: '1.2.0',
      role: 'stable',
      loads: 120,
      failures: 2,
      samples: 100,
      lcp: 2100,
      inp: 100,
      cls: 0.03,
    },
    {
      at: '2026-05-14T10:01:00.000Z',
      version: '1.3.0',
      role: 'canary',
      loads: 12,
      failures: 1,
      samples: 11,
      lcp: 2700,
      inp: 150,
      cls: null,
    },
  ],
};

export const historyAnswer = {
  entries: [
    { at: '2026-05-14T09:00:00.000Z', by: 'release-manager', action: 'pin', area: 'shell', from: '1.0.0', to: '1.1.0' },
    { at: '2026-05-14T10:00:00.000Z', by: 'lobby-squad', action: 'canary', area: 'lobby', from: '1.2.0', to: '1.3.0', percent: 10 },
    {
      at: '2026-05-14T10:20:00.000Z',
      by: 'collector',
      action: 'abort',
      area: 'lobby',
      from: '1.3.0',
      to: '1.2.0',
      reason: 'canary LCP p75 2 600 ms against 2 000 ms: more than 20 % slower',
    },
    {
      at: '2026-05-14T10:21:00.000Z',
      by: '(unknown)',
      action: 'refused',
      status: 401,
      reason: 'this token is not valid',
      path: '/v1/status',
    },
  ],
};

export const manager: Whoami = { name: 'release-manager', areas: ['*'] };
export const lobbySquad: Whoami = { name: 'lobby-squad', areas: ['lobby'] };

/** One decoded area, with overrides. */
export function area(overrides: Partial<AreaStatus> = {}): AreaStatus {
  return {
    area: 'lobby',
    pinned: '1.2.0',
    previous: '1.1.0',
    published: ['1.1.0', '1.2.0', '1.3.0'],
    canary: null,
    pinnedCounts: { loads: 100, failures: 1 },
    vitals: null,
    changedAt: null,
    who: null,
    ...overrides,
  };
}

/** A running canary of lobby 1.3.0 to 10 % of players, with no figures yet and no vitals rules, with overrides. */
export function canary(overrides: Partial<Canary> = {}): Canary {
  return {
    version: '1.3.0',
    percent: 10,
    margin: 5,
    minSample: 200,
    at: 'x',
    canaryCounts: null,
    stableCounts: null,
    lcpMargin: null,
    inpLimit: null,
    clsLimit: null,
    ...overrides,
  };
}
