import { api } from '../client';
import { IN_FLIGHT_ONLY, SESSION_POLICY, writeThen } from '../../query/queries';
import { encodePayload } from '../encryption';
import type { ChangePasswordPayload, LoginResult, MemberInfo, RegisterPayload, ResetPasswordBySmsPayload, UsernameCheck } from './types';
import * as contract from '../../contract';
import { answer } from './shape';

const isLoginResult = answer(contract.LoginResultSchema);

/**
 * PUT /member/register (method 'username') or /member/register/mobile (method 'mobile'), encoded.
 * Success logs the new member in and returns the login value.
 */
export function register(payload: RegisterPayload, method: 'username' | 'mobile' = 'username'): Promise<LoginResult> {
  const { body, headers } = encodePayload({ type: 0, ...payload });
  const path = method === 'mobile' ? '/member/register/mobile' : '/member/register';
  return api.put<LoginResult>(path, body, { headers, validate: isLoginResult });
}

/** GET /check/username: whether a username is still free. */
export async function checkUsername(username: string): Promise<boolean> {
  const result = await api.get<UsernameCheck>('/check/username', {
    params: { username },
    cache: IN_FLIGHT_ONLY,
    validate: answer(contract.UsernameCheckSchema),
  });
  return result.available;
}

/** GET /member/info (session). */
export function fetchMemberInfo(): Promise<MemberInfo> {
  return api.get<MemberInfo>('/member/info', { cache: SESSION_POLICY, validate: answer(contract.MemberInfoSchema) });
}

/** POST /member/password/v2 (session). */
export function changePassword(payload: ChangePasswordPayload): Promise<unknown> {
  return api.post<unknown>('/member/password/v2', payload, { validate: answer(contract.AcknowledgementSchema) });
}

/** POST /member/password/phone (setPasswordPhone), encoded: forgot password with an SMS code from sendSmsCodeNoLogin. */
export function resetPasswordBySms(payload: ResetPasswordBySmsPayload): Promise<unknown> {
  const { body, headers } = encodePayload(payload);
  return api.post<unknown>('/member/password/phone', body, { headers, validate: answer(contract.AcknowledgementSchema) });
}

/** POST /member/password/email, form-encoded: mails a reset link to the member's address. */
export function requestPasswordEmail(username: string, email: string): Promise<unknown> {
  const form = new URLSearchParams({ username, email }).toString();
  return api.post<unknown>('/member/password/email', form, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    validate: answer(contract.PasswordEmailResultSchema),
  });
}

/** GET /member/headIcon (session): the member's avatar path, relative to the image base. */
export function fetchHeadIcon(): Promise<{ headIcon: string }> {
  return api.get<{ headIcon: string }>('/member/headIcon', {
    cache: SESSION_POLICY,
    validate: answer(contract.HeadIconSchema),
  });
}

/** POST /member/headIcon (session): picks one of the avatars `avatar/1.svg` .. `avatar/8.svg`. */
export function updateHeadIcon(headIcon: string): Promise<{ headIcon: string }> {
  return writeThen(
    api.post<{ headIcon: string }>('/member/headIcon', { headIcon }, { validate: answer(contract.HeadIconSchema) }),
    'GET /member/',
  );
}
