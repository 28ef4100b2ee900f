import { formatDateTime } from './dateTime';

/** A moment given in Philippine time (UTC+8), the platform's. */
const manila = (y: number, m: number, d: number, h: number, min: number) => Date.UTC(y, m - 1, d, h - 8, min);

describe('formatDateTime', () => {
  it('writes the date the way each language does, then the 24-hour time', () => {
    expect(formatDateTime(manila(2026, 11, 9, 17, 49), 'en')).toBe('11/09/2026 17:49');
    expect(formatDateTime(manila(2026, 11, 9, 17, 49), 'pt')).toBe('09/11/2026 17:49');
    expect(formatDateTime(manila(2026, 1, 2, 5, 7), 'pt-BR')).toBe('02/01/2026 05:07');
  });

  it('writes every moment in the platform’s time zone, whatever the machine’s: the server’s page and the phone’s read the same', () => {
    // 20:30 on 9 November in UTC is already 04:30 on the 10th in Manila.
    expect(formatDateTime(Date.UTC(2026, 10, 9, 20, 30), 'en')).toBe('11/10/2026 04:30');
    expect(formatDateTime(Date.UTC(2026, 10, 9, 16, 0), 'en')).toBe('11/10/2026 00:00');
  });

  it('reads a language it does not know as English, and a value that is not a moment as nothing', () => {
    expect(formatDateTime(manila(2026, 3, 4, 0, 0), 'cimode')).toBe('03/04/2026 00:00');
    expect(formatDateTime(Number.NaN, 'en')).toBe('');
  });
});
