import { describe, expect, it } from 'vitest';
import { announcementImage } from './announcementImage';
import { formatDate, formatDateRange } from './formatDate';

describe('formatDate', () => {
  it('shows server dates as YYYY/MM/DD', () => {
    expect(formatDate('2026-01-05 09:30:00')).toBe('2026/01/05');
    expect(formatDate('2026-12-31T23:59:59Z')).toBe('2026/12/31');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('soon')).toBe('');
  });

  it('joins a range, or shows the one readable end', () => {
    expect(formatDateRange('2026-01-01 00:00:00', '2026-02-01 00:00:00')).toBe('2026/01/01 – 2026/02/01');
    expect(formatDateRange('2026-01-01 00:00:00', '')).toBe('2026/01/01');
  });
});

describe('announcementImage', () => {
  it('picks the image of the asked sequence, whatever the order', () => {
    const item = {
      announcementImages: [
        { sequence: 2, url: 'two.svg' },
        { sequence: 1, url: 'one.svg' },
      ],
    };
    expect(announcementImage(item, 2)).toBe('two.svg');
    expect(announcementImage(item, 1)).toBe('one.svg');
    expect(announcementImage(item, 3)).toBe('');
  });
});
