import type { WalletHistoryResponse, WalletRecord } from 'shared';
import { appendRecords, filterOf, listedRecords } from './useWalletHistory';

const record = (n: number): WalletRecord => ({
  orderId: `DP${n}`,
  kind: 'deposit',
  amount: 100,
  status: 'success',
  detail: 'GCash',
  createdAt: 1000 - n,
});
const page = (pageNum: number, totalPages: number, ids: number[]): WalletHistoryResponse => ({
  list: ids.map(record),
  pageNum,
  totalPages,
  total: totalPages * 2,
});

describe('wallet history paging', () => {
  it('lists the pages read in order and says whether there are more', () => {
    expect(listedRecords([page(1, 3, [1, 2]), page(2, 3, [3, 4])])).toEqual({
      records: [1, 2, 3, 4].map(record),
      hasMore: true,
    });
    expect(listedRecords([page(1, 2, [1, 2]), page(2, 2, [3])]).hasMore).toBe(false);
    expect(listedRecords([])).toEqual({ records: [], hasMore: false });
    expect(listedRecords([page(1, 0, [])])).toEqual({ records: [], hasMore: false });
  });

  it('leaves out a record a new deposit pushed onto the next page', () => {
    expect(appendRecords([record(1), record(2)], [record(2), record(3)]).map((r) => r.orderId)).toEqual(['DP1', 'DP2', 'DP3']);
  });
});

describe('the filter kept in the address', () => {
  it('is the kind the query names, and every record for anything else', () => {
    expect(filterOf('deposit')).toBe('deposit');
    expect(filterOf('withdrawal')).toBe('withdrawal');
    expect(filterOf(null)).toBe('all');
    expect(filterOf('Deposit')).toBe('all');
    expect(filterOf('<img src=x onerror=alert(1)>')).toBe('all');
  });
});
