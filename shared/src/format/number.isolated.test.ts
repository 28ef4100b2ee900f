import { describe, expect, it } from 'vitest';
import { countIntlMade } from './testing/intlMade';

describe('number formatting', () => {
  it('makes no Intl.NumberFormat for the numbers a page shows, from loading the module on', async () => {
    const counted = countIntlMade('NumberFormat');
    try {
      const { formatNumber } = await import('./number');
      expect(formatNumber(19450, 'en', { decimals: 2 })).toBe('19,450.00');
      expect(formatNumber(1234.5, 'pt')).toBe('1.234,5');
      expect(counted.made()).toBe(0);
    } finally {
      counted.restore();
    }
  });
});
