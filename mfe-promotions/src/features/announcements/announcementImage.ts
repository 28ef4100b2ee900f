import type { Announcement } from 'shared';

/** Cards show the announcement image with sequence 2 (docs/product-rules.md §2 and §9). */
export const CARD_IMAGE_SEQUENCE = 2;
/** The detail page leads with the banner image, sequence 1. */
export const BANNER_IMAGE_SEQUENCE = 1;

/** The path of the item's image with that sequence, or '' when it has none. */
export function announcementImage(item: Pick<Announcement, 'announcementImages'>, sequence: number): string {
  return (item.announcementImages ?? []).find((image) => image.sequence === sequence)?.url ?? '';
}
