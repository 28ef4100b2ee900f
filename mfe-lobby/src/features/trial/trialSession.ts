import type { SessionInfo, TrialResult } from 'shared';

/** The session of a free-trial account: its type is the trial's customer type (4). */
export function trialSession(result: TrialResult, merchantCode: string): SessionInfo | null {
  if (!result.token) return null;
  return { token: result.token, userName: result.userName, type: result.customerType, merchantCode, firstTimeLogin: false };
}
