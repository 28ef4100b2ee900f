import type * as v from 'valibot';
import type {
  BrandSettingsSchema,
  CustomerServiceEntrySchema,
  DownloadLinkSchema,
  FEATURE_FLAGS,
  PROMOTION_SWITCHES,
  SocialLinkSchema,
} from '../contract';

/** Feature flags per brand (docs/product-rules.md §3). */
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export type PromotionSwitch = (typeof PROMOTION_SWITCHES)[number];

export type DownloadLink = v.InferOutput<typeof DownloadLinkSchema>;

export type CustomerServiceEntry = v.InferOutput<typeof CustomerServiceEntrySchema>;

export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;

/** Brand settings from /wps/system/whitelabel: what this brand switches on and links to (schema in `shared/contract`). */
export type BrandSettings = v.InferOutput<typeof BrandSettingsSchema>;
