import { decodeTimeline } from '../api/decode';
import { timelineAnswer } from '../testing/fixtures';
import { timelineSeries } from './timelineSeries';

const points = decodeTimeline(timelineAnswer);
const t0 = Date.parse('2026-05-14T10:00:00.000Z');
const t1 = Date.parse('2026-05-14T10:01:00.000Z');

describe('the timeline as chart series', () => {
  it('gives each role its own series of a figure, oldest first', () => {
    expect(timelineSeries(points, 'stable', 'lcp')).toEqual([
      { t: t0, v: 2000 },
      { t: t1, v: 2100 },
    ]);
    expect(timelineSeries(points, 'canary', 'cls')).toEqual([
      { t: t0, v: 0.05 },
      { t: t1, v: null },
    ]);
  });

  it('gives the failure rate in percent, none without loads', () => {
    expect(timelineSeries(points, 'canary', 'failureRate').map((s) => s.v)).toEqual([0, (1 / 12) * 100]);
    const empty = [{ ...points[0]!, loads: 0, failures: 0 }];
    expect(timelineSeries(empty, 'stable', 'failureRate')).toEqual([{ t: t0, v: null }]);
  });

  it('merges two versions of one role in one minute: counts added, the vital of the larger sample', () => {
    const around = [points[0]!, { ...points[0]!, version: '1.1.0', loads: 20, failures: 10, samples: 10, lcp: 9999 }];
    expect(timelineSeries(around, 'stable', 'failureRate')).toEqual([{ t: t0, v: (11 / 120) * 100 }]);
    expect(timelineSeries(around, 'stable', 'lcp')).toEqual([{ t: t0, v: 2000 }]);
  });
});
