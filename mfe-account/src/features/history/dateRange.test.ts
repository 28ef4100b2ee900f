import { presetRange, rangeQuery } from './dateRange';

const now = new Date(2026, 0, 15, 13, 45);

describe('game history date range', () => {
  it('presets end today and count today in', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-01-15', to: '2026-01-15' });
    expect(presetRange('week', now)).toEqual({ from: '2026-01-09', to: '2026-01-15' });
    expect(presetRange('month', now)).toEqual({ from: '2025-12-17', to: '2026-01-15' });
    expect(presetRange('quarter', now)).toEqual({ from: '2025-10-18', to: '2026-01-15' });
  });
  it('covers whole local days', () => {
    expect(rangeQuery('2026-01-09', '2026-01-15')).toEqual({
      startTime: new Date(2026, 0, 9).getTime(),
      endTime: new Date(2026, 0, 16).getTime() - 1,
    });
  });
  it('refuses a reversed, empty or impossible range', () => {
    expect(rangeQuery('2026-01-16', '2026-01-15')).toBeNull();
    expect(rangeQuery('', '2026-01-15')).toBeNull();
    expect(rangeQuery('2026-02-30', '2026-03-01')).toBeNull();
  });
});
