import { failureRate, formatCount, formatFigure, formatMoment, formatRate } from './figures';

describe('figures as the console writes them', () => {
  it('gives a failure rate only once there are loads', () => {
    expect(failureRate(null)).toBeNull();
    expect(failureRate({ loads: 0, failures: 0 })).toBeNull();
    expect(failureRate({ loads: 200, failures: 3 })).toBe(0.015);
    expect(failureRate({ loads: 2, failures: 5 })).toBe(1);
  });

  it('writes rates in percent with one decimal, in the reader’s language', () => {
    expect(formatRate(0.015, 'en')).toBe('1.5 %');
    expect(formatRate(0.015, 'pt')).toBe('1,5 %');
    expect(formatRate(null, 'en')).toBeNull();
  });

  it('writes durations in ms below a second and in s above, CLS with two decimals', () => {
    expect(formatFigure('lcp', 850.4, 'en')).toBe('850 ms');
    expect(formatFigure('lcp', 2345, 'en')).toBe('2.35 s');
    expect(formatFigure('inp', 2345, 'pt')).toBe('2,35 s');
    expect(formatFigure('ttfb', 0, 'en')).toBe('0 ms');
    expect(formatFigure('cls', 0.1, 'en')).toBe('0.10');
    expect(formatFigure('cls', 0.004, 'en')).toBe('0.004');
    expect(formatFigure('cls', 0, 'en')).toBe('0.00');
    expect(formatFigure('fcp', null, 'en')).toBeNull();
  });

  it('groups counts and writes moments in the given time zone', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'pt')).toBe('12.345');
    expect(formatMoment('2026-05-14T10:20:00.000Z', 'en', 'UTC')).toBe('14 May 2026, 10:20');
    expect(formatMoment('not a date', 'en', 'UTC')).toBe('not a date');
  });
});
