import { formatDateTime } from './dateTime';

const at = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).getTime();

describe('formatDateTime', () => {
  it('writes the date the way each language does, then the 24-hour time', () => {
    expect(formatDateTime(at(2026, 11, 9, 17, 49), 'en')).toBe('11/09/2026 17:49');
    expect(formatDateTime(at(2026, 11, 9, 17, 49), 'pt')).toBe('09/11/2026 17:49');
    expect(formatDateTime(at(2026, 1, 2, 5, 7), 'pt-BR')).toBe('02/01/2026 05:07');
  });

  it('reads a language it does not know as English, and a value that is not a moment as nothing', () => {
    expect(formatDateTime(at(2026, 3, 4, 0, 0), 'cimode')).toBe('03/04/2026 00:00');
    expect(formatDateTime(Number.NaN, 'en')).toBe('');
  });
});
