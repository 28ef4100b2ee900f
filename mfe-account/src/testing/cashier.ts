import type { DepositChannel, DepositOrder, PayoutAccounts, WalletRecord } from 'shared';

/** The deposit channels as dev-api serves them. */
export const CHANNELS: DepositChannel[] = [
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

export const order = (over: Partial<DepositOrder> = {}): DepositOrder => ({
  orderId: 'DP00000001',
  reference: 'MCK7Q2X9PA',
  channel: 'GCASH',
  kind: 'ewallet',
  amount: 500,
  status: 'pending',
  createdAt: Date.UTC(2026, 5, 1, 12),
  expiresAt: Date.UTC(2026, 5, 1, 12, 30),
  payTo: { accountName: 'MCasino Gaming', accountNumber: '0917 000 0063' },
  ...over,
});

/** player01's payout accounts, as dev-api serves them. */
export const payoutAccounts = (over: Partial<PayoutAccounts> = {}): PayoutAccounts => ({
  accounts: [{ id: 'PA1', bankCode: 'BDO', bankName: 'BDO Unibank', accountName: 'Player One', maskedNumber: '****4321' }],
  banks: [
    {
      code: 'BDO',
      name: 'BDO Unibank',
      kind: 'bank',
      accountNumberRule: { enabled: true, required: true, pattern: '^\\d{10,12}$', message: 'Account number must be 10 to 12 digits' },
    },
    {
      code: 'GCASH',
      name: 'GCash',
      kind: 'ewallet',
      accountNumberRule: {
        enabled: true,
        required: true,
        pattern: '^09\\d{9}$',
        message: 'GCash number must be 11 digits starting with 09',
      },
    },
  ],
  limit: 5,
  ...over,
});

export const walletRecord = (n: number, over: Partial<WalletRecord> = {}): WalletRecord => ({
  orderId: `DS${1000 + n}`,
  kind: n % 3 === 2 ? 'withdrawal' : 'deposit',
  amount: 100 * n,
  status: 'success',
  detail: n % 3 === 2 ? 'BDO Unibank ****4321' : 'GCash',
  createdAt: Date.UTC(2026, 5, 1) - n * 3_600_000,
  ...over,
});
