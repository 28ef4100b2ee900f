/** The types of what the backend sends and receives, state-free (`shared/wire-types`): for dev-api, which answers with them. */
export type * from './endpoints/types';
export type { BrandSettings, CustomerServiceEntry, DownloadLink, SocialLink } from '../brand/types';
