import { paths, routeFor, type Area } from 'shared';
import type { VitalsMeasures } from './measureVitals';

/** A page view's Web Vitals as the collector takes them (tooling/release/vitals.mjs): nothing about the player. */
export interface VitalsReport extends VitalsMeasures {
  route: string;
  versions: Partial<Record<Area, string>>;
  ssr: boolean;
  installed: boolean;
}

/** The route a page view landed on, as the route table names it (every home address is home). */
export function routeLabel(pathname: string): string {
  const route = routeFor(pathname);
  return route.home ? paths.home : route.path;
}

/** Milliseconds to the millisecond, CLS to four places: a report stays small. */
function rounded(measures: VitalsMeasures): VitalsMeasures {
  const out: VitalsMeasures = {};
  for (const [name, value] of Object.entries(measures) as [keyof VitalsMeasures, number | undefined][]) {
    if (value === undefined || !Number.isFinite(value)) continue;
    out[name] = name === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  }
  return out;
}

/** The report of a page view, or null when no area ran on it (nothing to tell its figures against). */
export function vitalsReport(o: {
  pathname: string;
  versions: Partial<Record<Area, string>>;
  ssr: boolean;
  installed: boolean;
  measures: VitalsMeasures;
}): VitalsReport | null {
  const measures = rounded(o.measures);
  if (!Object.keys(o.versions).length || !Object.keys(measures).length) return null;
  return { route: routeLabel(o.pathname), versions: o.versions, ssr: o.ssr, installed: o.installed, ...measures };
}
