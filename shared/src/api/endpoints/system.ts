import type { BrandSettings } from '../../brand/types';
import { api } from '../client';
import { SETTINGS_POLICY } from '../../query/queries';
import type { CountryDialingCode, LiveModel, RegisterSettings, SystemStatus } from './types';
import * as contract from '../../contract';
import { answer } from './shape';

/** GET /system/whitelabel: brand settings, feature flags and promotion switches. */
export function fetchBrandSettings(): Promise<BrandSettings> {
  return api.get<BrandSettings>('/system/whitelabel', {
    cache: SETTINGS_POLICY,
    validate: answer(contract.BrandSettingsSchema),
  });
}

/**
 * GET /system/status: maintenance wins when both are set. `started`: the same call already made during start-up.
 * `recheck`: a status page asking again, which must reach the server rather than the page view's answer.
 */
export function fetchSystemStatus({
  started,
  recheck = false,
}: { started?: Promise<Response>; recheck?: boolean } = {}): Promise<SystemStatus> {
  return api.get<SystemStatus>('/system/status', {
    params: { t: Date.now() },
    ...(recheck && { cache: false as const }),
    ...(started && { started }),
    validate: answer(contract.SystemStatusSchema),
  });
}

/** GET /system/setting/register: registration methods and the server-supplied field rules. */
export function fetchRegisterSettings(): Promise<RegisterSettings> {
  return api.get<RegisterSettings>('/system/setting/register', {
    cache: SETTINGS_POLICY,
    validate: answer(contract.RegisterSettingsSchema),
  });
}

/** GET /system/country: country dialling codes. */
export function fetchCountries(): Promise<CountryDialingCode[]> {
  return api.get<CountryDialingCode[]>('/system/country', {
    cache: SETTINGS_POLICY,
    validate: answer(contract.CountryDialingCodeListSchema),
  });
}

/** GET /system/liveModels (silent): live hosts with active and streaming flags. */
export function fetchLiveModels(): Promise<LiveModel[]> {
  return api.get<LiveModel[]>('/system/liveModels', { silent: true, validate: answer(contract.LiveModelListSchema) });
}
