import type { VendorTile } from 'shared';

/**
 * The vendor tiles of a SPORTS or ELOTT list for a vendor asked for by the page (docs/product-rules.md §2, 2.45):
 * only that vendor's tiles; every tile when none is asked for or the vendor has none here.
 */
export function tilesOfVendor<T extends Pick<VendorTile, 'vassalage'>>(tiles: readonly T[], vendor: string | null): readonly T[] {
  if (!vendor) return tiles;
  const own = tiles.filter((tile) => tile.vassalage === vendor);
  return own.length > 0 ? own : tiles;
}
