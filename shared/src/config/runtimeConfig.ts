import { DEFAULT_CONFIG, resolveRuntimeConfig, type RuntimeConfig } from './resolveRuntimeConfig';

export { DEFAULT_API_TIMEOUT_MS, type RuntimeConfig } from './resolveRuntimeConfig';

let current: RuntimeConfig = DEFAULT_CONFIG;

export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = resolveRuntimeConfig(config);
}

export const getRuntimeConfig = (): RuntimeConfig => current;
