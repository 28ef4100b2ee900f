import { answer, api, SESSION_POLICY, writeThen } from 'shared';
import * as contract from '../../contract';
import type { PaymentPasswordPayload, PaymentPasswordStatus } from '../endpoints/types';
import { PAYMENT_PASSWORD } from './keys';

/** GET /member/paymentPassword (session): whether the member has set one (never the password). */
export function fetchPaymentPasswordStatus(): Promise<PaymentPasswordStatus> {
  return api.get<PaymentPasswordStatus>('/member/paymentPassword', {
    cache: SESSION_POLICY,
    validate: answer(contract.PaymentPasswordStatusSchema),
  });
}

/** POST /member/paymentPassword: sets it, or changes it with the old one. */
export function savePaymentPassword(payload: PaymentPasswordPayload): Promise<unknown> {
  return writeThen(
    api.post<unknown>('/member/paymentPassword', payload, { validate: answer(contract.AcknowledgementSchema) }),
    PAYMENT_PASSWORD,
  );
}
