import type { BrandSettings, FeatureFlag } from 'shared';
import { brandSettings } from 'shared/testing';

/** Brand settings as dev-api serves them, with the given flags (and settings) on top. */
export const brand = (flags: Partial<Record<FeatureFlag, boolean>> = {}, over: Partial<BrandSettings> = {}): BrandSettings =>
  brandSettings({ ...over, flags });

export const PLAYER_SESSION = { token: 'tok-1', merchantCode: 'mcasino', userName: 'player01', type: 1, firstTimeLogin: false };
export const TRIAL_SESSION = { token: 'tok-t', merchantCode: 'mcasino', userName: 'trial8842', type: 4, firstTimeLogin: true };
