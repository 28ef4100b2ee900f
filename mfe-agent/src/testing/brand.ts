import { useBrandStore, type BrandSettings, type FeatureFlag } from 'shared';

const ALL_OFF: Record<FeatureFlag, boolean> = {
  USERNAMEREG3: false,
  MOBILENUMREG3: false,
  REGMOBVERF3: false,
  MOBILENUMPASSREG3: false,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  CBS3: false,
  AGENTPOLICY3: false,
  REWCEN3: false,
  MOBILEVERFLOGIN3: false,
};

/** A complete brand with only the given flags on. */
export const brandWith = (flags: Partial<Record<FeatureFlag, boolean>> = {}): BrandSettings => ({
  brandName: 'MCasino',
  logoUrl: 'brand/logo.svg',
  flags: { ...ALL_OFF, ...flags },
  promotions: { referral: true, mission: true, login: true },
  downloadLinks: [],
  customerService: [],
  socialLinks: [],
  providerLogos: [],
  minimumAge: 18,
  elottMapping: [],
  defaultCountryDialingCode: '+63',
});

/** Set the brand the shell would have loaded (null: not loaded yet). */
export const setBrand = (settings: BrandSettings | null) => useBrandStore.setState({ settings });
