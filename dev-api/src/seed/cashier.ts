import { randomCode } from '../lib/codes.js';
import { createRng } from '../lib/prng.js';
import type { DepositChannel, DepositChannelKind, FieldRule, PayoutBank, WalletRecord, WithdrawLimits } from '../types.js';
import type { PayoutAccountRecord, VoucherRecord } from '../store/state.js';

/** The deposit channels with their amount limits (docs/product-rules.md §5, 5.9). */
export const DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  { code: 'INSTAPAY', kind: 'bank', name: 'InstaPay', minAmount: 100, maxAmount: 50_000, amounts: [100, 500, 1000, 5000, 10_000, 50_000] },
  { code: 'GCASH', kind: 'ewallet', name: 'GCash', minAmount: 100, maxAmount: 20_000, amounts: [100, 300, 500, 1000, 3000, 5000] },
  {
    code: 'VOUCHER',
    kind: 'voucher',
    name: 'MCasino Voucher',
    minAmount: 100,
    maxAmount: 5000,
    amounts: [100, 200, 500, 1000, 2000, 5000],
  },
];

/** Where bank and e-wallet deposits are sent. */
export const PAY_TO: Readonly<Record<string, { accountName: string; accountNumber: string }>> = {
  INSTAPAY: { accountName: 'MCasino Gaming Inc.', accountNumber: '0012 3456 7890' },
  GCASH: { accountName: 'MCasino Gaming', accountNumber: '0917 000 0063' },
};

const MINUTE = 60_000;

/** How long a pending order waits for its payment: a transfer 30 minutes, a trip to an outlet a day. */
export const ORDER_TTL_MS: Readonly<Record<DepositChannelKind, number>> = {
  bank: 30 * MINUTE,
  ewallet: 30 * MINUTE,
  voucher: 24 * 60 * MINUTE,
};

/** The smallest and the largest single withdrawal (docs/product-rules.md §9, 9.16). */
export const WITHDRAW_LIMITS: Readonly<WithdrawLimits> = { minAmount: 100, maxAmount: 50_000 };

/** How many payout accounts a member may keep (docs/product-rules.md §9). */
export const PAYOUT_ACCOUNT_LIMIT = 5;

const accountRule = (pattern: string, message: string): FieldRule => ({ enabled: true, required: true, pattern, message });

/** The banks and e-wallets paid out to, each with its rule for account numbers. */
export const PAYOUT_BANKS: readonly PayoutBank[] = [
  {
    code: 'BDO',
    name: 'BDO Unibank',
    kind: 'bank',
    accountNumberRule: accountRule('^\\d{10,12}$', 'Account number must be 10 to 12 digits'),
  },
  { code: 'BPI', name: 'BPI', kind: 'bank', accountNumberRule: accountRule('^\\d{10}$', 'Account number must be 10 digits') },
  {
    code: 'GCASH',
    name: 'GCash',
    kind: 'ewallet',
    accountNumberRule: accountRule('^09\\d{9}$', 'GCash number must be 11 digits starting with 09'),
  },
];

/** Gift vouchers anyone may redeem once (dev-api/README.md lists them). */
export function seedVouchers(): Record<string, VoucherRecord> {
  const vouchers: VoucherRecord[] = [
    { code: 'GIFT100MC2026', amount: 100 },
    { code: 'GIFT500MC2026', amount: 500 },
    { code: 'GIFT1000MC2026', amount: 1000 },
  ];
  return Object.fromEntries(vouchers.map((v) => [v.code, v]));
}

/** player01 has one payout account on file, so a withdrawal works from the start. */
export function seedPayoutAccounts(): Record<string, PayoutAccountRecord[]> {
  return { player01: [{ id: 'PA1', bankCode: 'BDO', accountName: 'Player One', accountNumber: '001234564321', addedAt: 0 }] };
}

/** player01's earlier deposits and withdrawals: 24 over the last 60 days, every one settled, each deposit with its reference. */
export function seedWalletHistory(now: number): WalletRecord[] {
  const rng = createRng(2026);
  // References come from a generator of their own, so adding them left the seeded amounts and statuses as they were.
  const references = createRng(2027);
  const day = 86_400_000;
  const start = now - 60 * day;
  const count = 24;
  const records = Array.from({ length: count }, (_, i): WalletRecord => {
    const createdAt = Math.floor(start + ((i + rng.next()) / count) * (59 * day));
    if (i % 3 === 2) {
      return {
        orderId: `WS${String(1000 + i)}`,
        kind: 'withdrawal',
        amount: rng.int(1, 20) * 100,
        status: rng.chance(0.15) ? 'rejected' : 'success',
        detail: 'BDO Unibank ****4321',
        createdAt,
      };
    }
    const channel = rng.pick(DEPOSIT_CHANNELS);
    return {
      orderId: `DS${String(1000 + i)}`,
      kind: 'deposit',
      amount: rng.pick(channel.amounts.filter((a) => a <= 5000)),
      status: rng.chance(0.1) ? 'expired' : rng.chance(0.1) ? 'failed' : 'success',
      reference: randomCode('MC', 8, (n) => references.int(0, n - 1)),
      detail: channel.name,
      createdAt,
    };
  });
  return records.reverse();
}
