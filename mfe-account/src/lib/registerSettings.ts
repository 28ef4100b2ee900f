import { fetchRegisterSettings, type RegisterSettings } from 'shared';

let cached: Promise<RegisterSettings> | null = null;

/** Registration settings (methods, field rules, dialling codes), fetched once per page; a failure is retried next time. */
export function loadRegisterSettings(): Promise<RegisterSettings> {
  cached ??= fetchRegisterSettings().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** For tests: forget the cached settings. */
export function resetRegisterSettings(): void {
  cached = null;
}
