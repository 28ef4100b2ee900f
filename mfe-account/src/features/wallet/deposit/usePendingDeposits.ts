import { useState } from 'react';
import { useApi } from 'shared';
import { fetchWalletHistory } from 'shared/cashier';
import { keepSeen } from './keptOrders';

/**
 * The member's deposits still waiting for their payment, asked of the backend (docs/product-rules.md §5, 5.14), never
 * remembered by the browser: so an order is found again after a reload, in another tab or on another phone. Those shown
 * once stay for the visit (see `keepSeen`).
 */
export function usePendingDeposits() {
  const pending = useApi(() => fetchWalletHistory({ kind: 'deposit', status: 'pending' }), []);
  const [seen, setSeen] = useState<readonly string[]>([]);
  const orderIds = keepSeen(seen, pending.data?.list.map((record) => record.orderId) ?? []);
  // React's way of keeping what earlier renders saw: the update is applied before this render is shown.
  if (orderIds !== seen) setSeen(orderIds);
  return {
    orderIds,
    /** The list could not be read (nothing found yet): said with a retry, the rest of the screen still works. */
    failed: pending.status === 'error' && !pending.data,
    error: pending.error,
    retry: pending.reload,
  };
}
