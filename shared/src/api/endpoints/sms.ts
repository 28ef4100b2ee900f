import { api } from '../client';
import type { SmsSendPayload, SmsSendResult } from './types';
import * as contract from '../../contract';
import { answer } from './shape';

const isSmsResult = answer(contract.SmsSendResultSchema);

/** POST /verification/sms/register: sends a code for mobile registration. */
export function sendSmsCode(payload: SmsSendPayload): Promise<SmsSendResult> {
  return api.post<SmsSendResult>('/verification/sms/register', payload, { validate: isSmsResult });
}

/** POST /verification/sms/noLogin: sends a code to a registered number (SMS login, forgot password). */
export function sendSmsCodeNoLogin(payload: SmsSendPayload): Promise<SmsSendResult> {
  return api.post<SmsSendResult>('/verification/sms/noLogin', payload, { validate: isSmsResult });
}
