/**
 * The page's Web Vitals from the browser's own performance entries, as Google defines them: LCP (the last
 * largest paint before the player's first input), CLS (the worst burst of layout shifts: shifts under 1 s
 * apart, 5 s at most, not caused by input), INP (the slowest interaction, past every 50th), FCP and TTFB.
 * The observers read buffered entries, so they may start after the page is interactive. A measure the browser
 * does not give is left out.
 */
export interface VitalsMeasures {
  lcp?: number;
  inp?: number;
  cls?: number;
  fcp?: number;
  ttfb?: number;
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}
interface EventTimingEntry extends PerformanceEntry {
  interactionId?: number;
}

/** Interactions a page keeps for INP: the slowest ones are all it needs. */
const KEPT_INTERACTIONS = 10;

const supports = (type: string) => typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(type);

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void, options: Record<string, unknown> = {}): void {
  try {
    if (!supports(type)) return;
    new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true, ...options });
  } catch {
    // An engine without this entry type measures without it.
  }
}

/** CLS: the largest sum of a session window of shifts. */
export function clsOf(shifts: readonly { value: number; startTime: number }[]): number {
  let worst = 0;
  let session = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.startTime - last < 1000 && shift.startTime - first < 5000) session += shift.value;
    else {
      session = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    worst = Math.max(worst, session);
  }
  return worst;
}

/** INP: of the interactions' durations, the slowest once every 50th is left out. */
export function inpOf(durations: readonly number[], interactionCount: number): number | undefined {
  if (!durations.length) return undefined;
  const slowest = [...durations].sort((a, b) => b - a);
  return slowest[Math.min(slowest.length - 1, Math.floor(interactionCount / 50))];
}

/** Start measuring; the answer reads the measures so far. */
export function measureVitals(): () => VitalsMeasures {
  const measures: VitalsMeasures = {};
  const shifts: LayoutShiftEntry[] = [];
  const interactions = new Map<number, number>();
  let inputSeen = false;

  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last && !inputSeen) measures.lcp = last.startTime;
  });
  observe('paint', (entries) => {
    const fcp = entries.find((e) => e.name === 'first-contentful-paint');
    if (fcp) measures.fcp = fcp.startTime;
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as LayoutShiftEntry[]) if (!entry.hadRecentInput) shifts.push(entry);
  });
  observe(
    'event',
    (entries) => {
      for (const entry of entries as EventTimingEntry[]) {
        if (!entry.interactionId) continue;
        inputSeen = true;
        interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
      }
      if (interactions.size > KEPT_INTERACTIONS * 5) {
        const kept = [...interactions].sort((a, b) => b[1] - a[1]).slice(0, KEPT_INTERACTIONS);
        interactions.clear();
        for (const [id, duration] of kept) interactions.set(id, duration);
      }
    },
    { durationThreshold: 40 },
  );
  // LCP stops at the first input, which a fast tap never shows as an event entry.
  for (const type of ['keydown', 'pointerdown'])
    addEventListener(type, () => (inputSeen = true), { once: true, capture: true, passive: true });
  let interactionCount = 0;
  addEventListener('pointerup', () => interactionCount++, { capture: true, passive: true });
  addEventListener('keyup', () => interactionCount++, { capture: true, passive: true });

  const navigation = performance.getEntriesByType?.('navigation')[0] as
    (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  if (navigation) measures.ttfb = Math.max(0, navigation.responseStart - (navigation.activationStart ?? 0));

  return () => ({
    ...measures,
    ...(supports('layout-shift') ? { cls: clsOf(shifts) } : {}),
    ...(interactions.size ? { inp: inpOf([...interactions.values()], Math.max(interactionCount, interactions.size)) } : {}),
  });
}
