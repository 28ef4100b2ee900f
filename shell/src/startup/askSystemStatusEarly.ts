import { resolveRuntimeConfig, type RuntimeConfig } from 'shared/config';
import { isObject } from 'shared/guards';
import { fetchEarly, peekEarly } from './earlyFetch';
import { EARLY_SYSTEM_STATUS, RUNTIME_CONFIG_URL } from './startupUrls';

/**
 * The page renders no area before it knows the system status (maintenance and region pages), so the status
 * is asked for as soon as the run-time config has arrived, while the shell's chunks are still downloading,
 * rather than once they have run. It is a public call: the site's merchant code is all it carries. The
 * shell's start-up takes the answer through the API client (`fetchSystemStatus({ started })`), which reads
 * it as any other; without a config asked for early (the one-bundle bench build) nothing is started here.
 */
export async function askSystemStatusEarly(): Promise<void> {
  const config = peekEarly(RUNTIME_CONFIG_URL);
  if (!config) return;
  const response = await config.catch(() => undefined);
  const body: unknown = response?.ok ? await response.json().catch(() => ({})) : {};
  const { apiBase, merchantCode } = resolveRuntimeConfig(isObject(body) ? (body as Partial<RuntimeConfig>) : {});
  fetchEarly(`${apiBase}/system/status?t=${Date.now()}`, { headers: { merchantCode } }, EARLY_SYSTEM_STATUS);
}
