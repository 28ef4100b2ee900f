// The timeline's points as one series per role for one figure. The service sends a point per version per
// minute; within a role, points of the same minute (two versions of one role, around a pin) are merged:
// loads and failures added up, a vital taken from the point with more samples.
import type { Role, TimelinePoint } from '../api/types';
import type { Sample } from './scale';

export const CHART_FIGURES = ['failureRate', 'lcp', 'inp', 'cls'] as const;
export type ChartFigure = (typeof CHART_FIGURES)[number];

function merge(a: TimelinePoint, b: TimelinePoint): TimelinePoint {
  const richer = b.samples > a.samples ? b : a;
  return { ...richer, loads: a.loads + b.loads, failures: a.failures + b.failures, samples: a.samples + b.samples };
}

function valueOf(point: TimelinePoint, figure: ChartFigure): number | null {
  if (figure === 'failureRate') return point.loads > 0 ? (Math.min(point.failures, point.loads) / point.loads) * 100 : null;
  return point[figure];
}

export function timelineSeries(points: TimelinePoint[], role: Role, figure: ChartFigure): Sample[] {
  const byMinute = new Map<number, TimelinePoint>();
  for (const point of points) {
    const t = Date.parse(point.at);
    if (point.role !== role || Number.isNaN(t)) continue;
    const earlier = byMinute.get(t);
    byMinute.set(t, earlier ? merge(earlier, point) : point);
  }
  return [...byMinute.entries()].sort(([a], [b]) => a - b).map(([t, point]) => ({ t, v: valueOf(point, figure) }));
}
