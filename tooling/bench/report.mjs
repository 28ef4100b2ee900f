// The bench's Markdown table: every figure for the composed site and the one-bundle baseline, and the ratio.
import { spread } from './metrics.mjs';

export const FIGURES = [
  { key: 'firstLoadJsBytes', label: 'Home first-load JavaScript (gzip, on the wire)', unit: 'KB' },
  { key: 'firstLoadTotalBytes', label: 'Home first-load bytes, all (on the wire)', unit: 'KB' },
  { key: 'firstLoadRequests', label: 'Home first-load requests', unit: '' },
  { key: 'requestChain', label: 'Longest request chain before the lobby renders', unit: '' },
  { key: 'lcpMs', label: 'Largest contentful paint', unit: 'ms' },
  { key: 'cls', label: 'Cumulative layout shift', unit: '' },
  { key: 'tbtMs', label: 'Total blocking time', unit: 'ms' },
  { key: 'areaSwitchMs', label: 'Home → promotions area after idle', unit: 'ms' },
];

const format = (value, unit) => {
  if (unit === 'KB') return `${(value / 1024).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
};

/** { composed: Run[], monolith: Run[] } → per figure: spreads and the composed / monolith ratio of medians. */
export function summarise(runs) {
  return FIGURES.map(({ key, label, unit }) => {
    const composed = spread(runs.composed.map((r) => r[key]));
    const monolith = spread(runs.monolith.map((r) => r[key]));
    return { key, label, unit, composed, monolith, ratio: monolith.median === 0 ? null : composed.median / monolith.median };
  });
}

export function markdownTable(summary, { runs, date }) {
  const cell = ({ median, min, max }, unit) => `${format(median, unit)} (${format(min, unit)}–${format(max, unit)})`;
  const rows = summary.map(
    ({ label, unit, composed, monolith, ratio }) =>
      `| ${label} | ${cell(composed, unit)} | ${cell(monolith, unit)} | ${ratio === null ? '–' : `${ratio.toFixed(2)}×`} |`,
  );
  return [
    `Median (min–max) of ${runs} cold-cache runs per build, ${date}; slow 4G (562.5 ms RTT, 1.44 Mbps down, 675 kbps up), CPU 4× slower, 412×823.`,
    '',
    '| figure | composed (Module Federation) | one bundle | tax (composed / one bundle) |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}
