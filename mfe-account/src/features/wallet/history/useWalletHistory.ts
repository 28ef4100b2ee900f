import { useState } from 'react';
import { useApi, type WalletHistoryResponse, type WalletRecord, type WalletRecordKind } from 'shared';
import { fetchWalletHistory } from 'shared/cashier';

export type HistoryFilter = WalletRecordKind | 'all';
export const HISTORY_FILTERS: readonly HistoryFilter[] = ['all', 'deposit', 'withdrawal'];

/** The address's query parameter that keeps the filter across a reload or a shared link (`?kind=deposit`). */
export const FILTER_PARAM = 'kind';

/** The filter a query value names; anything else (none, unknown, hostile) is every record. */
export const filterOf = (value: string | null): HistoryFilter => HISTORY_FILTERS.find((f) => f === value) ?? 'all';

/** Appends a page, leaving out records already listed (a new deposit or withdrawal shifts the pages by one). */
export function appendRecords(listed: readonly WalletRecord[], page: readonly WalletRecord[]): WalletRecord[] {
  const seen = new Set(listed.map((r) => r.orderId));
  return [...listed, ...page.filter((r) => !seen.has(r.orderId))];
}

/** The records of the pages read so far, in order, and whether the server has more. */
export function listedRecords(pages: readonly WalletHistoryResponse[]): { records: WalletRecord[]; hasMore: boolean } {
  const records = pages.reduce<WalletRecord[]>((all, page) => appendRecords(all, page.list), []);
  const last = pages[pages.length - 1];
  return { records, hasMore: !!last && last.pageNum < last.totalPages };
}

const pageNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/**
 * The wallet history of one filter, a page at a time: the pages shown so far are cached reads, so "more" asks only
 * for the next one, and a deposit or withdrawal (which marks them stale) has every shown page asked again.
 */
export function useWalletHistory(kind: HistoryFilter) {
  const [pageCount, setPageCount] = useState(1);
  const pages = useApi(() => Promise.all(pageNumbers(pageCount).map((pageNo) => fetchWalletHistory({ kind, pageNo }))), [kind, pageCount]);
  const { records, hasMore } = listedRecords(pages.data ?? []);
  return {
    status: pages.status,
    error: pages.error,
    records,
    /** Nothing read yet (the first load, or it failed). */
    empty: !pages.data,
    hasMore,
    more: () => setPageCount((n) => n + 1),
    retry: pages.reload,
  };
}
