import { formatWinAmount, WINNER_BOARD, winnerListing, winnersMove } from './winners';

describe('winner board rules', () => {
  it('moves every 4000 ms at speed 500 ms, two rows in view, only with more than 2 entries', () => {
    expect(WINNER_BOARD).toMatchObject({ rows: 2, autoplayMs: 4000, speedMs: 500 });
    expect([winnersMove(3), winnersMove(2), winnersMove(0)]).toEqual([true, false, false]);
  });

  it('lists the first two entries again after the last when it moves, so the loop has no gap', () => {
    expect(winnerListing(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a', 'b']);
    expect(winnerListing(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('shows amounts with 0 decimals and the currency symbol', () => {
    expect(formatWinAmount(12345.678, '₱', 'en')).toBe('₱12,346');
    expect(formatWinAmount(999.4, '$', 'en')).toBe('$999');
    expect(formatWinAmount(1234567, 'R$', 'pt')).toBe('R$1.234.567');
    expect(formatWinAmount(Number.NaN, '₱', 'en')).toBe('₱0');
  });
});
