/** The slide after `index` of `count`, back to the first after the last. */
export const nextSlide = (index: number, count: number): number => (count > 0 ? (index + 1) % count : 0);

/** The slide a horizontal strip of full-width slides shows at `scrollLeft` (the nearest one). */
export function slideAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}
