import * as v from 'valibot';
import { everyKey } from './check.js';

export const SystemStatusSchema = v.object({ maintenance: v.boolean(), regionRestriction: v.boolean() });

export const CaptchaImageSchema = v.object({
  /** `data:image/svg+xml;base64,...` */
  image: v.string(),
});

export const SmsSendResultSchema = v.object({
  /** Epoch ms when the code expires and a new one may be asked for. */
  expirationTime: v.number(),
});

export const ServiceEntrySchema = v.object({
  /** 'WHATSAPP', 'LIVECHAT', 'TELEGRAM' or another channel. */
  csType: v.string(),
  path: v.string(),
  /** 3 marks an entry of the version list. */
  type: v.number(),
  name: v.string(),
});

export const LiveModelSchema = v.object({
  id: v.number(),
  name: v.string(),
  avatar: v.string(),
  active: v.boolean(),
  streaming: v.boolean(),
});

/** Feature flags per brand (docs/product-rules.md §3). */
export const FEATURE_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'CBS3',
  'AGENTPOLICY3',
  'REWCEN3',
  'MOBILEVERFLOGIN3',
] as const;

export const PROMOTION_SWITCHES = ['referral', 'mission', 'login'] as const;

export const DownloadLinkSchema = v.object({
  resourceType: v.picklist(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'TELEGRAM', 'AFFILIATELINK']),
  url: v.string(),
});

export const CustomerServiceEntrySchema = v.object({
  /** 'WHATSAPP', 'LIVECHAT' or another channel. */
  csType: v.string(),
  path: v.string(),
  type: v.optional(v.number()),
});

export const SocialLinkSchema = v.object({
  kind: v.picklist(['facebook', 'instagram', 'youtube', 'telegram', 'discord', 'linkedin']),
  url: v.string(),
});

/** Brand settings from /wps/system/whitelabel: what this brand switches on and links to. */
export const BrandSettingsSchema = v.object({
  brandName: v.string(),
  logoUrl: v.string(),
  flags: everyKey(FEATURE_FLAGS, v.boolean()),
  promotions: everyKey(PROMOTION_SWITCHES, v.boolean()),
  downloadLinks: v.array(DownloadLinkSchema),
  customerService: v.array(CustomerServiceEntrySchema),
  socialLinks: v.array(SocialLinkSchema),
  providerLogos: v.array(v.object({ name: v.string(), url: v.string() })),
  /** Minimum age confirmed by the terms: 18, or 21 where the brand sets it. */
  minimumAge: v.picklist([18, 21]),
  /** LOTT vendors that use the ELOTT prize mode. */
  elottMapping: v.array(v.string()),
  defaultCountryDialingCode: v.string(),
});

export const LiveModelListSchema = v.array(LiveModelSchema);
export const ServiceEntryListSchema = v.array(ServiceEntrySchema);
