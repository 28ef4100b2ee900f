/** Game types whose list shows the vendor logo strip. */
export const STRIP_GAME_TYPES: readonly string[] = ['RNG', 'PVP', 'FISH', 'LIVE'];

/** Vendor game types never shown in the strip. */
const EXCLUDED_VENDOR_TYPES: readonly string[] = ['ELOTT', 'LOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

export const showsVendorStrip = (gameType: string): boolean => STRIP_GAME_TYPES.includes(gameType);

/** Whether a vendor may appear in the strip: not lottery, sports, e-sports, cockfight or TCG-prefixed. */
export function isStripVendor(vendor: { vassalage: string; gameType: string }): boolean {
  if (EXCLUDED_VENDOR_TYPES.includes(vendor.gameType)) return false;
  return !vendor.vassalage.toUpperCase().startsWith('TCG');
}

/** The vendors of the strip, once each, in the server's order. */
export function stripVendors<V extends { vassalage: string; gameType: string }>(vendors: readonly V[]): V[] {
  const seen = new Set<string>();
  return vendors.filter((vendor) => {
    if (!isStripVendor(vendor) || seen.has(vendor.vassalage)) return false;
    seen.add(vendor.vassalage);
    return true;
  });
}
