import { randomInt } from 'node:crypto';
import type { DepositRecord } from '../store/state.js';
import type { DepositChannel, DepositOrder, DepositStatus, WalletRecord, WalletRecordKind } from '../types.js';
import { ORDER_TTL_MS, PAY_TO } from '../seed/cashier.js';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A random code of `length` characters of ALPHABET, after `prefix`. */
export const randomCode = (prefix: string, length: number): string =>
  prefix + Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

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

/** One page of the history of `kind` ('all' for both). */
export function historyPage(records: WalletRecord[], kind: WalletRecordKind | 'all', pageNo: number, pageSize: number) {
  const listed = newestFirst(kind === 'all' ? records : records.filter((r) => r.kind === kind));
  return {
    list: listed.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.ceil(listed.length / pageSize),
    total: listed.length,
  };
}
