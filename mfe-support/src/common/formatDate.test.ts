import { displayDate } from './formatDate';

describe('displayDate', () => {
  it('shows server dates as YYYY/MM/DD', () => {
    expect(displayDate('2026-01-12 08:00:00')).toBe('2026/01/12');
    expect(displayDate('2026-01-05')).toBe('2026/01/05');
  });
  it('keeps anything else as it came, and empty as empty', () => {
    expect(displayDate('yesterday')).toBe('yesterday');
    expect(displayDate('')).toBe('');
    expect(displayDate(undefined)).toBe('');
  });
});
