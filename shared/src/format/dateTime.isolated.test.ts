import { afterEach, describe, expect, it } from 'vitest';

const Native = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = Native;
});

describe('date and time formatting', () => {
  it('makes no Intl.DateTimeFormat until a moment is formatted: loading the module costs a page nothing', async () => {
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Native, {
      construct: (target, args: ConstructorParameters<typeof Native>) => {
        made += 1;
        return new target(...args);
      },
    });
    const { formatDateTime } = await import('./dateTime');
    expect(made).toBe(0);
    expect(formatDateTime(Date.UTC(2026, 10, 9, 9, 49), 'en')).toBe('11/09/2026 17:49');
    expect(made).toBeGreaterThan(0);
  });
});
