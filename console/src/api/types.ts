// What the release service answers (tooling/release/service.mjs), as the console reads it.

/** Reports of one version since its window opened: page views that loaded it, and those that failed. */
export interface Counts {
  loads: number;
  failures: number;
}

/** A figure's 75th percentile in ms (CLS: unitless), or null without a sample. */
export type Figure = number | null;

export const VITAL_NAMES = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export type VitalFigures = Record<VitalName, Figure> & { samples: number };

export interface Vitals extends VitalFigures {
  routes: Record<string, VitalFigures>;
}

export interface AreaVitals {
  stable: Vitals | null;
  canary: Vitals | null;
}

export interface Canary {
  version: string;
  percent: number;
  /** Failure-rate points the canary may be above the stable version. */
  margin: number;
  minSample: number;
  /** When it started (ISO). */
  at: string;
  canaryCounts: Counts | null;
  stableCounts: Counts | null;
  /** LCP p75 may be this many percent worse than the stable version's. */
  lcpMargin: number | null;
  /** INP p75 limit, ms. */
  inpLimit: number | null;
  clsLimit: number | null;
}

export interface AreaStatus {
  area: string;
  pinned: string | null;
  previous: string | null;
  published: string[];
  canary: Canary | null;
  pinnedCounts: Counts | null;
  vitals: AreaVitals | null;
  changedAt: string | null;
  who: string | null;
}

export type Role = 'stable' | 'canary';

export interface TimelinePoint {
  at: string;
  version: string;
  role: Role;
  loads: number;
  failures: number;
  samples: number;
  lcp: Figure;
  inp: Figure;
  cls: Figure;
}

/** One line of the audit log. */
export interface HistoryEntry {
  at: string;
  by: string;
  action: string;
  area: string | null;
  from: string | null;
  to: string | null;
  percent: number | null;
  reason: string | null;
}

export interface Whoami {
  name: string;
  /** The areas the token may change; `*` is every area. */
  areas: string[];
}

export type ChangeAction = 'pin' | 'canary' | 'promote' | 'abort' | 'rollback';
