import { api } from '../client';
import { BALANCE_POLICY, writeThen } from '../../query/queries';
import type { Wallet, WithdrawPayload, WithdrawResult } from './types';
import * as contract from '../../contract';
import { answer } from './shape';

/** GET /wallets/gcs (session): balance and currency symbol. */
export function fetchWallet(): Promise<Wallet> {
  return api.get<Wallet>('/wallets/gcs', { cache: BALANCE_POLICY, validate: answer(contract.WalletSchema) });
}

/** POST /transaction/withdraw (session; not for trial accounts). */
export function withdraw(payload: WithdrawPayload): Promise<WithdrawResult> {
  return writeThen(
    api.post<WithdrawResult>('/transaction/withdraw', payload, { validate: answer(contract.WithdrawResultSchema) }),
    '#balance',
  );
}
