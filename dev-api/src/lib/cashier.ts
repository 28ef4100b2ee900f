import type { DepositRecord } from '../store/state.js';
import type { DepositChannel, DepositOrder, DepositStatus, WalletRecord, WalletRecordKind, WalletRecordStatus } from '../types.js';
import { ORDER_TTL_MS, PAY_TO } from '../seed/cashier.js';
import { randomCode } from './codes.js';

/** A voucher code as typed (any case, spaces and hyphens) as it is kept: upper case, letters and digits only. */
export const normaliseVoucherCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** Only the last four digits of an account number ever leave the server. */
export const maskAccountNumber = (accountNumber: string): string => `****${accountNumber.slice(-4)}`;

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A pending order whose time ran out, and for which no voucher was bought, has expired. */
export function depositStatus(record: DepositRecord, now: number): DepositStatus {
  return record.status === 'pending' && !record.voucherCode && now > record.expiresAt ? 'expired' : record.status;
}

/** A new pending order of `channel`. */
export function newDepositRecord(
  channel: DepositChannel,
  fields: Pick<DepositRecord, 'orderId' | 'username' | 'amount' | 'requestId'>,
  now: number,
): DepositRecord {
  return {
    ...fields,
    reference: randomCode('MC', 8),
    channel: channel.code,
    status: 'pending',
    createdAt: now,
    expiresAt: now + ORDER_TTL_MS[channel.kind],
  };
}

export function orderAnswer(record: DepositRecord, kind: DepositChannel['kind'], now: number): DepositOrder {
  return {
    orderId: record.orderId,
    reference: record.reference,
    channel: record.channel,
    kind,
    amount: record.amount,
    status: depositStatus(record, now),
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    payTo: PAY_TO[record.channel] ?? null,
  };
}

/** The wallet history's order: newest first, and by order id among records of the same moment. */
export function newestFirst(records: WalletRecord[]): WalletRecord[] {
  return [...records].sort((a, b) => b.createdAt - a.createdAt || (a.orderId < b.orderId ? 1 : a.orderId > b.orderId ? -1 : 0));
}

/** Which records a history page lists: of a kind ('all' for both) and, when given, of one status. */
export interface HistoryFilter {
  kind: WalletRecordKind | 'all';
  status?: WalletRecordStatus | undefined;
}

/** One page of the history records `filter` lists. */
export function historyPage(records: WalletRecord[], { kind, status }: HistoryFilter, pageNo: number, pageSize: number) {
  const listed = newestFirst(records.filter((r) => (kind === 'all' || r.kind === kind) && (!status || r.status === status)));
  return {
    list: listed.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.ceil(listed.length / pageSize),
    total: listed.length,
  };
}
