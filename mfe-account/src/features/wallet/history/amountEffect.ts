import { MINUS_SIGN, type WalletRecord } from 'shared';

/**
 * What a record did to the balance, which is how its amount reads (docs/product-rules.md §2, 2.56): a deposit credited
 * (+, green), a withdrawal taken (−; it leaves the balance when asked for), a deposit still awaiting its payment (no
 * sign yet), or nothing at all: a deposit that failed or expired, a withdrawal refused and paid back (no sign, struck
 * through and grey), so it never looks credited.
 */
export type AmountEffect = 'credited' | 'debited' | 'awaiting' | 'void';

const NOTHING_MOVED: ReadonlySet<WalletRecord['status']> = new Set(['failed', 'expired', 'rejected']);

export function amountEffect({ kind, status }: Pick<WalletRecord, 'kind' | 'status'>): AmountEffect {
  if (NOTHING_MOVED.has(status)) return 'void';
  if (kind === 'withdrawal') return 'debited';
  return status === 'success' ? 'credited' : 'awaiting';
}

/** The sign before the amount: only what moved the balance carries one. */
export const AMOUNT_SIGN: Readonly<Record<AmountEffect, string>> = { credited: '+', debited: MINUS_SIGN, awaiting: '', void: '' };
