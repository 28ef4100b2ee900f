import { answer, api, BALANCE_POLICY } from 'shared';
import * as contract from '../../contract';
import type { WalletHistoryQuery, WalletHistoryResponse } from '../endpoints/types';

/** Page size of the wallet history (docs/product-rules.md §9). */
export const WALLET_HISTORY_PAGE_SIZE = 10;

/** GET /transaction/history (session): deposits and withdrawals, newest first, a page at a time, of a kind and status. */
export function fetchWalletHistory({ kind = 'all', status, pageNo = 1, pageSize = WALLET_HISTORY_PAGE_SIZE }: WalletHistoryQuery = {}) {
  return api.get<WalletHistoryResponse>('/transaction/history', {
    params: { ...(kind !== 'all' && { kind }), status, pageNo, pageSize },
    // It moves with the balance: a deposit found settled ('balance:refresh') has its row asked again.
    cache: BALANCE_POLICY,
    validate: answer(contract.WalletHistoryResponseSchema),
  });
}
