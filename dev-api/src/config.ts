import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { FEATURE_FLAGS, PROMOTION_SWITCHES } from 'shared/contract';

// The brand's flags and promotion switches are named once, in the API contract.
export { FEATURE_FLAGS, PROMOTION_SWITCHES };

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type PromotionSwitch = (typeof PROMOTION_SWITCHES)[number];
export type FlagName = FeatureFlag | PromotionSwitch;
export type Flags = Record<FlagName, boolean>;

export const ALL_FLAG_NAMES: readonly FlagName[] = [...FEATURE_FLAGS, ...PROMOTION_SWITCHES];

export function defaultFlags(): Flags {
  const flags = {} as Flags;
  for (const name of ALL_FLAG_NAMES) flags[name] = name !== 'FACEBOOKLOGIN3' && name !== 'GOOGLELOGIN3';
  return flags;
}

const TRUE = new Set(['1', 'true', 'on', 'yes']);
const FALSE = new Set(['0', 'false', 'off', 'no']);

/** Parses `DEV_API_FLAGS="CBS3=0,referral=0,FACEBOOKLOGIN3=1"` over the defaults; unknown names throw. */
export function parseFlags(text: string | undefined): Flags {
  const flags = defaultFlags();
  for (const part of (text ?? '').split(',')) {
    const item = part.trim();
    if (!item) continue;
    const [rawName = '', rawValue = '1'] = item.split('=').map((s) => s.trim());
    const name = ALL_FLAG_NAMES.find((n) => n.toLowerCase() === rawName.toLowerCase());
    if (!name) throw new Error(`DEV_API_FLAGS: unknown flag "${rawName}" (known: ${ALL_FLAG_NAMES.join(', ')})`);
    const value = rawValue.toLowerCase();
    if (TRUE.has(value)) flags[name] = true;
    else if (FALSE.has(value)) flags[name] = false;
    else throw new Error(`DEV_API_FLAGS: "${rawName}" needs 0/1, got "${rawValue}"`);
  }
  return flags;
}

export interface AppOptions {
  /** Folder of state.json; default DEV_API_DATA_DIR or dev-api/data. */
  dataDir?: string;
  /** Test hooks under /wps/__test__; default DEV_API_TEST_HOOKS === '1'. */
  testHooks?: boolean;
  /** Flags; default DEV_API_FLAGS over the defaults. */
  flags?: Flags;
  /** How long a `timeout` fault holds the request before closing it; default 30 s. */
  faultHoldMs?: number;
  /** Fastify logger; default DEV_API_LOG === '1'. */
  logger?: boolean;
  /** The clock, for tests. */
  now?: () => number;
}

export interface ResolvedOptions {
  dataDir: string;
  testHooks: boolean;
  flags: Flags;
  faultHoldMs: number;
  logger: boolean;
  now: () => number;
}

/** dev-api/ (this file is in src/ or dist/). */
export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function resolveOptions(options: AppOptions = {}, env: NodeJS.ProcessEnv = process.env): ResolvedOptions {
  return {
    dataDir: resolve(options.dataDir ?? env.DEV_API_DATA_DIR ?? join(PACKAGE_DIR, 'data')),
    testHooks: options.testHooks ?? env.DEV_API_TEST_HOOKS === '1',
    flags: options.flags ?? parseFlags(env.DEV_API_FLAGS),
    faultHoldMs: options.faultHoldMs ?? 30_000,
    logger: options.logger ?? env.DEV_API_LOG === '1',
    now: options.now ?? Date.now,
  };
}
