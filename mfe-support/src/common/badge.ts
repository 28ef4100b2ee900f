/** Unread badges show the number, capped at '99+' (docs/product-rules.md §9); nothing for zero or an unknown count. */
export const BADGE_CAP = 99;

export function badgeText(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
