import { api } from '../client';
import { queryCache } from '../../query/queries';
import { encodePayload } from '../encryption';
import type { LoginPayload, LoginResult, TrialResult } from './types';
import * as contract from '../../contract';
import { answer } from './shape';

/**
 * POST /session/login with the encoded payload. A failure whose `ApiError.value` has `captcha: true`
 * means the captcha must be shown and sent from now on.
 */
export function login(payload: LoginPayload): Promise<LoginResult> {
  const { body, headers } = encodePayload(payload);
  return api.post<LoginResult>('/session/login', body, {
    headers,
    validate: answer(contract.LoginResultSchema),
  });
}

/** DELETE /session/logout: invalidates the token the client sends. */
export async function logout(): Promise<unknown> {
  const value = await api.delete<unknown>('/session/logout', undefined, { validate: answer(contract.AcknowledgementSchema) });
  // The token is gone on the server: none of the player's answers may be served any more.
  queryCache.dropSession();
  return value;
}

/** POST /session/testPlay: makes a free-trial (type 4) account and logs it in. */
export function startTrial(moduleId = 'MOBILE'): Promise<TrialResult> {
  return api.post<TrialResult>(
    '/session/testPlay',
    { moduleId },
    {
      validate: answer(contract.TrialResultSchema),
    },
  );
}
