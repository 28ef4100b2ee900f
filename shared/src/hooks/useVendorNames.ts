import { useCallback } from 'react';
import { fetchVendors } from '../api/endpoints/games';
import { useApi } from './useApi';

const NO_VENDORS: readonly { vassalage: string; displayName: string }[] = [];

/** A vendor code the site has no name for, as words: `TCG_LOTTO_VN` → `TCG LOTTO VN` (never the raw code). */
export const vendorCodeAsWords = (code: string): string => code.replace(/[_-]+/g, ' ').trim();

/**
 * The name a player reads for a vendor code (docs/product-rules.md §2, 2.46): its display name from the vendor list
 * (`TCG_SEA` → "TCG SEA Lottery"), the code as words until the list is in or when it does not name the vendor.
 * `enabled` false asks nothing (a closed menu).
 */
export function useVendorNames(enabled = true): (code: string) => string {
  const { data } = useApi(() => (enabled ? fetchVendors().catch(() => NO_VENDORS) : Promise.resolve(NO_VENDORS)), [enabled]);
  return useCallback(
    (code: string) => data?.find((vendor) => vendor.vassalage === code)?.displayName?.trim() || vendorCodeAsWords(code),
    [data],
  );
}
