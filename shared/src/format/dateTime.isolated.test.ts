import { describe, expect, it } from 'vitest';
import { countIntlMade } from './testing/intlMade';

describe('date and time formatting', () => {
  it('makes no Intl.DateTimeFormat until a moment is formatted: loading the module costs a page nothing', async () => {
    const counted = countIntlMade('DateTimeFormat');
    try {
      const { formatDateTime } = await import('./dateTime');
      expect(counted.made()).toBe(0);
      expect(formatDateTime(Date.UTC(2026, 10, 9, 9, 49), 'en')).toBe('11/09/2026 17:49');
      expect(counted.made()).toBeGreaterThan(0);
    } finally {
      counted.restore();
    }
  });
});
