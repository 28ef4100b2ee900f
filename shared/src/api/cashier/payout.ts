import { answer, api, SESSION_POLICY, writeThen } from 'shared';
import * as contract from '../../contract';
import type {
  PayoutAccount,
  PayoutAccountPayload,
  PayoutAccounts,
  WithdrawLimits,
  WithdrawPayload,
  WithdrawResult,
} from '../endpoints/types';
import { BALANCE, HISTORY, PAYOUT_ACCOUNTS } from './keys';

/** GET /member/payoutAccounts (session): the member's accounts (masked), the banks paid out to, the limit. */
export function fetchPayoutAccounts(): Promise<PayoutAccounts> {
  return api.get<PayoutAccounts>('/member/payoutAccounts', { cache: SESSION_POLICY, validate: answer(contract.PayoutAccountsSchema) });
}

/** POST /member/payoutAccounts: adds one, confirmed by the payment password. */
export function addPayoutAccount(payload: PayoutAccountPayload): Promise<PayoutAccount> {
  return writeThen(
    api.post<PayoutAccount>('/member/payoutAccounts', payload, { validate: answer(contract.PayoutAccountSchema) }),
    PAYOUT_ACCOUNTS,
  );
}

/** DELETE /member/payoutAccounts: removes one of the member's accounts; withdrawals already paid to it keep it in the history. */
export function removePayoutAccount(id: string): Promise<unknown> {
  return writeThen(
    api.delete<unknown>('/member/payoutAccounts', { id }, { validate: answer(contract.AcknowledgementSchema) }),
    PAYOUT_ACCOUNTS,
  );
}

/** GET /transaction/withdraw/limits (session): the smallest and the largest withdrawal, shown before the player types. */
export function fetchWithdrawLimits(): Promise<WithdrawLimits> {
  return api.get<WithdrawLimits>('/transaction/withdraw/limits', {
    cache: SESSION_POLICY,
    validate: answer(contract.WithdrawLimitsSchema),
  });
}

/** POST /transaction/withdraw (not for trial accounts): to a payout account, confirmed by the payment password. */
export function withdraw(payload: WithdrawPayload): Promise<WithdrawResult> {
  return writeThen(
    api.post<WithdrawResult>('/transaction/withdraw', payload, { validate: answer(contract.WithdrawResultSchema) }),
    BALANCE,
    HISTORY,
  );
}
