/**
 * Run-time configuration of a deployment, read by the shell from /m/config.json before any area renders,
 * so one build runs against any backend or image CDN.
 */
export interface RuntimeConfig {
  /** Base URL of the backend calls (spec section 7), e.g. '/wps' on the same origin. */
  apiBase: string;
  merchantCode: string;
  /** Image content bases; one is picked at random per page load. */
  imageBases: string[];
  /** Hosts on which the app download banner is not shown. */
  downloadBannerHiddenHosts: string[];
}

const DEFAULT_CONFIG: RuntimeConfig = {
  apiBase: '/wps',
  merchantCode: 'mcasino',
  imageBases: [''],
  downloadBannerHiddenHosts: [],
};

let current: RuntimeConfig = DEFAULT_CONFIG;

export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...DEFAULT_CONFIG, ...config };
}

export const getRuntimeConfig = (): RuntimeConfig => current;
