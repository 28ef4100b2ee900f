// The service's JSON read into the console's types. Fields a service version does not send yet (vitals,
// timeline, the canary's vitals rules) come out as null, and anything malformed is refused here, at the edge.
import {
  VITAL_NAMES,
  type AreaStatus,
  type AreaVitals,
  type Canary,
  type Counts,
  type HistoryEntry,
  type TimelinePoint,
  type VitalFigures,
  type Vitals,
  type Whoami,
} from './types';

type Json = Record<string, unknown>;

export class MalformedAnswer extends Error {}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function object(value: unknown, what: string): Json {
  if (!isObject(value)) throw new MalformedAnswer(`${what} is not an object`);
  return value;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new MalformedAnswer(`${what} is not text`);
  return value;
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const optionalNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const count = (value: unknown): number => optionalNumber(value) ?? 0;

function counts(value: unknown): Counts | null {
  return isObject(value) ? { loads: count(value.loads), failures: count(value.failures) } : null;
}

function figures(value: Json): VitalFigures {
  const result = { samples: count(value.samples) } as VitalFigures;
  for (const name of VITAL_NAMES) result[name] = optionalNumber(value[name]);
  return result;
}

function vitals(value: unknown): Vitals | null {
  if (!isObject(value)) return null;
  const routes: Vitals['routes'] = {};
  if (isObject(value.routes)) for (const [route, v] of Object.entries(value.routes)) if (isObject(v)) routes[route] = figures(v);
  return { ...figures(value), routes };
}

function areaVitals(value: unknown): AreaVitals | null {
  return isObject(value) ? { stable: vitals(value.stable), canary: vitals(value.canary) } : null;
}

function canary(value: unknown): Canary | null {
  if (!isObject(value)) return null;
  return {
    version: text(value.version, 'canary.version'),
    percent: count(value.percent),
    margin: count(value.margin),
    minSample: count(value.minSample),
    at: optionalText(value.at) ?? '',
    canaryCounts: counts(value.canaryCounts),
    stableCounts: counts(value.stableCounts),
    lcpMargin: optionalNumber(value.lcpMargin),
    inpLimit: optionalNumber(value.inpLimit),
    clsLimit: optionalNumber(value.clsLimit),
  };
}

function areaStatus(value: unknown): AreaStatus {
  const row = object(value, 'a status row');
  return {
    area: text(row.area, 'area'),
    pinned: optionalText(row.pinned),
    previous: optionalText(row.previous),
    published: Array.isArray(row.published) ? row.published.filter((v): v is string => typeof v === 'string') : [],
    canary: canary(row.canary),
    pinnedCounts: counts(row.pinnedCounts),
    vitals: areaVitals(row.vitals),
    changedAt: optionalText(row.changedAt),
    who: optionalText(row.who),
  };
}

/** `GET /v1/status` and the answer of every change. */
export function decodeStatus(value: unknown): AreaStatus[] {
  const remotes = object(value, 'the status').remotes;
  if (!Array.isArray(remotes)) throw new MalformedAnswer('the status has no remotes');
  return remotes.map(areaStatus);
}

export function decodeHistory(value: unknown): HistoryEntry[] {
  const entries = object(value, 'the history').entries;
  if (!Array.isArray(entries)) throw new MalformedAnswer('the history has no entries');
  return entries.filter(isObject).map((e) => ({
    at: optionalText(e.at) ?? '',
    by: optionalText(e.by) ?? '',
    action: optionalText(e.action) ?? '',
    area: optionalText(e.area),
    from: optionalText(e.from),
    to: optionalText(e.to),
    percent: optionalNumber(e.percent),
    reason: optionalText(e.reason),
  }));
}

export function decodeTimeline(value: unknown): TimelinePoint[] {
  const points = object(value, 'the timeline').points;
  if (!Array.isArray(points)) throw new MalformedAnswer('the timeline has no points');
  return points.filter(isObject).flatMap((p): TimelinePoint[] => {
    const role = p.role === 'canary' || p.role === 'stable' ? p.role : null;
    const at = optionalText(p.at);
    if (!role || !at) return [];
    return [
      {
        at,
        version: optionalText(p.version) ?? '',
        role,
        loads: count(p.loads),
        failures: count(p.failures),
        samples: count(p.samples),
        lcp: optionalNumber(p.lcp),
        inp: optionalNumber(p.inp),
        cls: optionalNumber(p.cls),
      },
    ];
  });
}

export function decodeWhoami(value: unknown): Whoami {
  const doc = object(value, 'whoami');
  const areas = Array.isArray(doc.areas) ? doc.areas.filter((a): a is string => typeof a === 'string') : [];
  return { name: text(doc.name, 'whoami.name'), areas };
}
