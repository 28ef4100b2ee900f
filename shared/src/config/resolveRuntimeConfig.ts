/**
 * Run-time configuration of a deployment, read by the shell from /m/config.json before any area renders,
 * so one build runs against any backend or image CDN.
 */
export interface RuntimeConfig {
  /** Base URL of the backend calls (docs/product-rules.md §7), e.g. '/wps' on the same origin. */
  apiBase: string;
  merchantCode: string;
  /** Image content bases; one is picked at random per page load. */
  imageBases: string[];
  /** Hosts on which the app download banner is not shown. */
  downloadBannerHiddenHosts: string[];
  /** How long a backend call may take before it fails as a time-out, in ms (100 to 120 000). */
  apiTimeoutMs: number;
}

export const DEFAULT_API_TIMEOUT_MS = 15000;
const API_TIMEOUT_RANGE = { min: 100, max: 120_000 } as const;

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBase: '/wps',
  merchantCode: 'mcasino',
  imageBases: [''],
  downloadBannerHiddenHosts: [],
  apiTimeoutMs: DEFAULT_API_TIMEOUT_MS,
};

/** A time-out from the config file when it is a whole number of ms in range, else the default. */
function apiTimeout(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= API_TIMEOUT_RANGE.min && value <= API_TIMEOUT_RANGE.max
    ? value
    : DEFAULT_API_TIMEOUT_MS;
}

/** The config a deployment's config file gives, with the defaults for anything it leaves out or gets wrong. */
export function resolveRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  return { ...DEFAULT_CONFIG, ...config, apiTimeoutMs: apiTimeout(config.apiTimeoutMs) };
}
