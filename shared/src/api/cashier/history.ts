import { answer, api, FRESH_MS } from 'shared';
import * as contract from '../../contract';
import type { WalletHistoryQuery, WalletHistoryResponse } from '../endpoints/types';

/** Page size of the wallet history (docs/product-rules.md §9). */
export const WALLET_HISTORY_PAGE_SIZE = 10;

/** GET /transaction/history (session): deposits and withdrawals, newest first, a page at a time, of a kind and status. */
export function fetchWalletHistory({ kind = 'all', status, pageNo = 1, pageSize = WALLET_HISTORY_PAGE_SIZE }: WalletHistoryQuery = {}) {
  return api.get<WalletHistoryResponse>('/transaction/history', {
    params: { ...(kind !== 'all' && { kind }), status, pageNo, pageSize },
    cache: { staleMs: FRESH_MS.balance, perSession: true },
    validate: answer(contract.WalletHistoryResponseSchema),
  });
}
