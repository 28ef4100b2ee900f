import { formatNumber } from 'shared';

/** Winner board constants of docs/product-rules.md §9. */
export const WINNER_BOARD = { limitNum: 20, rows: 2, autoplayMs: 4000, speedMs: 500, reloadDebounceMs: 250 } as const;

/** Swiper settings: two rows visible; loop and autoplay (4000 ms, speed 500 ms) only with more than 2 entries. */
export function winnerSwiperOptions(count: number) {
  const moving = count > WINNER_BOARD.rows;
  return {
    direction: 'vertical' as const,
    slidesPerView: WINNER_BOARD.rows,
    speed: WINNER_BOARD.speedMs,
    loop: moving,
    allowTouchMove: moving,
    autoplay: moving ? { delay: WINNER_BOARD.autoplayMs, disableOnInteraction: false } : (false as const),
  };
}

/** A win amount with 0 decimals and the currency symbol, grouped for the language by shared's formatter. */
export function formatWinAmount(amount: number, currencySymbol: string, language: string): string {
  return `${currencySymbol}${formatNumber(Math.round(amount), language, { decimals: 0 })}`;
}

/** The board's language parameter (game calls use upper-case codes). */
export const winnerLanguage = (language: string): string => language.toUpperCase();
