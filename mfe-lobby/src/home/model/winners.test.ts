import { formatWinAmount, winnerSwiperOptions } from './winners';

describe('winner board rules', () => {
  it('loops and autoplays every 4000 ms at speed 500 ms only with more than 2 entries', () => {
    expect(winnerSwiperOptions(3)).toMatchObject({ loop: true, speed: 500, slidesPerView: 2, autoplay: { delay: 4000 } });
    expect(winnerSwiperOptions(2)).toMatchObject({ loop: false, autoplay: false });
    expect(winnerSwiperOptions(0)).toMatchObject({ loop: false, autoplay: false });
  });

  it('shows amounts with 0 decimals and the currency symbol', () => {
    expect(formatWinAmount(12345.678, '₱', 'en')).toBe('₱12,346');
    expect(formatWinAmount(999.4, '$', 'en')).toBe('$999');
    expect(formatWinAmount(1234567, 'R$', 'pt')).toBe('R$1.234.567');
    expect(formatWinAmount(Number.NaN, '₱', 'en')).toBe('₱0');
  });
});
