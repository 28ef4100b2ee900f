import { useBrandStore, type BrandSettings, type FeatureFlag } from 'shared';
import { brandSettings, FLAGS_OFF } from 'shared/testing';

/** A complete brand with only the given flags on. */
export const brandWith = (flags: Partial<Record<FeatureFlag, boolean>> = {}): BrandSettings =>
  brandSettings({ flags: { ...FLAGS_OFF, ...flags } });

/** Set the brand the shell would have loaded (null: not loaded yet). */
export const setBrand = (settings: BrandSettings | null) => useBrandStore.setState({ settings });
