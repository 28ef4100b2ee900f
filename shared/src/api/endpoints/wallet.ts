import { api } from '../client';
import { BALANCE_POLICY } from '../../query/queries';
import type { Wallet } from './types';
import * as contract from '../../contract';
import { answer } from './shape';

/** GET /wallets/gcs (session): balance and currency symbol. The cashier's calls (withdraw among them) are in `shared/cashier`. */
export function fetchWallet(): Promise<Wallet> {
  return api.get<Wallet>('/wallets/gcs', { cache: BALANCE_POLICY, validate: answer(contract.WalletSchema) });
}
