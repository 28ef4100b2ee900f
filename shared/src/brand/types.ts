/** Feature flags per brand (docs/product-rules.md §3). */
export type FeatureFlag =
  | 'USERNAMEREG3'
  | 'MOBILENUMREG3'
  | 'REGMOBVERF3'
  | 'MOBILENUMPASSREG3'
  | 'FACEBOOKLOGIN3'
  | 'GOOGLELOGIN3'
  | 'CBS3'
  | 'AGENTPOLICY3'
  | 'REWCEN3'
  | 'MOBILEVERFLOGIN3';

export type PromotionSwitch = 'referral' | 'mission' | 'login';

export interface DownloadLink {
  resourceType: 'IOS' | 'Android' | 'MOBILECONFIG' | 'AppDownloadIcon' | 'TELEGRAM' | 'AFFILIATELINK';
  url: string;
}

export interface CustomerServiceEntry {
  csType: 'WHATSAPP' | 'LIVECHAT' | string;
  path: string;
  type?: number;
}

export interface SocialLink {
  kind: 'facebook' | 'instagram' | 'youtube' | 'telegram' | 'discord' | 'linkedin';
  url: string;
}

/** Brand settings from /wps/system/whitelabel: what this brand switches on and links to. */
export interface BrandSettings {
  brandName: string;
  logoUrl: string;
  flags: Record<FeatureFlag, boolean>;
  promotions: Record<PromotionSwitch, boolean>;
  downloadLinks: DownloadLink[];
  customerService: CustomerServiceEntry[];
  socialLinks: SocialLink[];
  providerLogos: { name: string; url: string }[];
  /** Minimum age confirmed by the terms: 18, or 21 where the brand sets it. */
  minimumAge: 18 | 21;
  /** LOTT vendors that use the ELOTT prize mode. */
  elottMapping: string[];
  defaultCountryDialingCode: string;
}
