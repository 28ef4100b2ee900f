// A small line chart's geometry: time along x, the figure up y from zero (so two lines' heights compare
// honestly), one path per series. A missing value breaks its line; a point with no neighbour is a dot.

export interface Sample {
  /** ms since 1970 */
  t: number;
  v: number | null;
}

export interface Box {
  width: number;
  height: number;
  /** Room kept free on every side, so strokes and dots are not cut. */
  inset: number;
}

export interface Plot {
  /** SVG path data, one `M … L …` run per unbroken stretch. */
  path: string;
  /** Lone points, drawn as dots. */
  dots: Array<{ x: number; y: number }>;
}

export interface Scaled {
  plots: Plot[];
  /** The top of the y axis: the largest value, or 1 when every value is 0 or missing. */
  max: number;
  start: number;
  end: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function scaleSeries(series: Sample[][], box: Box): Scaled {
  const all = series.flat();
  const values = all.map((s) => s.v).filter((v): v is number => v !== null);
  const max = Math.max(0, ...values) || 1;
  const times = all.map((s) => s.t);
  const start = times.length ? Math.min(...times) : 0;
  const end = times.length ? Math.max(...times) : 0;
  const innerWidth = box.width - 2 * box.inset;
  const innerHeight = box.height - 2 * box.inset;
  const x = (t: number) => round(box.inset + (end === start ? innerWidth / 2 : ((t - start) / (end - start)) * innerWidth));
  const y = (v: number) => round(box.inset + innerHeight - (v / max) * innerHeight);

  const plots = series.map((samples): Plot => {
    const runs: Array<Array<{ x: number; y: number }>> = [[]];
    for (const sample of [...samples].sort((a, b) => a.t - b.t)) {
      if (sample.v === null) runs.push([]);
      else runs.at(-1)?.push({ x: x(sample.t), y: y(sample.v) });
    }
    const lines = runs.filter((run) => run.length > 1);
    return {
      path: lines.map((run) => run.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ')).join(' '),
      dots: runs.filter((run) => run.length === 1).flat(),
    };
  });
  return { plots, max, start, end };
}
