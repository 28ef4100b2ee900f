/**
 * The cashier: deposit channels and orders, vouchers, the wallet history, the payment password and payout
 * accounts (docs/product-rules.md §5, 5.9–5.13; the paths are in dev-api/README.md).
 */
import * as v from 'valibot';
import { FieldRuleSchema } from './member.js';

/** How a deposit channel is paid: a bank transfer, an e-wallet, or a voucher bought at an outlet. */
export const DEPOSIT_CHANNEL_KINDS = ['bank', 'ewallet', 'voucher'] as const;

export const DepositChannelSchema = v.object({
  /** The channel's id, sent back with an order. */
  code: v.string(),
  kind: v.picklist(DEPOSIT_CHANNEL_KINDS),
  /** The provider's own name (a proper name, shown as sent). */
  name: v.string(),
  minAmount: v.number(),
  maxAmount: v.number(),
  /** Amounts offered as one-tap choices, within the limits. */
  amounts: v.array(v.number()),
});

export const DepositChannelListSchema = v.array(DepositChannelSchema);

/** A deposit order's life: waiting for the money, credited, refused by the provider, or never paid in time. */
export const DEPOSIT_STATUSES = ['pending', 'success', 'failed', 'expired'] as const;

/** Where a bank or e-wallet deposit is sent; null for a voucher order (paid at an outlet). */
export const PayToSchema = v.nullable(v.object({ accountName: v.string(), accountNumber: v.string() }));

export const DepositOrderSchema = v.object({
  orderId: v.string(),
  /** Quoted with the payment (bank transfer note, outlet counter), so the payment finds its order. */
  reference: v.string(),
  channel: v.string(),
  kind: v.picklist(DEPOSIT_CHANNEL_KINDS),
  amount: v.number(),
  status: v.picklist(DEPOSIT_STATUSES),
  /** Epoch ms. */
  createdAt: v.number(),
  /** Epoch ms: a pending order not paid by then expires. */
  expiresAt: v.number(),
  payTo: PayToSchema,
});

const requestId = v.pipe(v.string(), v.minLength(8), v.maxLength(64));

/** Request of POST /deposit/order. `requestId` makes a retried request answer the first order, not a second. */
export const DepositOrderPayloadSchema = v.object({
  channel: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  amount: v.pipe(v.number(), v.gtValue(0), v.maxValue(1_000_000)),
  requestId,
});

/** Request of POST /deposit/voucher/redeem. `requestId` makes a retried redeem answer the first credit again. */
export const VoucherRedeemPayloadSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  requestId,
});

export const VoucherRedeemResultSchema = v.object({
  /** The deposit order the voucher paid (its own, or the voucher order it was bought for). */
  orderId: v.string(),
  reference: v.string(),
  amount: v.number(),
  sumBalance: v.number(),
  status: v.literal('success'),
});

/** Kinds of the wallet history: money in and money out. */
export const WALLET_RECORD_KINDS = ['deposit', 'withdrawal'] as const;

/** Deposit statuses, then a withdrawal's: being paid out, paid out, refused (the amount goes back). */
export const WALLET_RECORD_STATUSES = [...DEPOSIT_STATUSES, 'processing', 'rejected'] as const;

export const WalletRecordSchema = v.object({
  orderId: v.string(),
  kind: v.picklist(WALLET_RECORD_KINDS),
  amount: v.number(),
  status: v.picklist(WALLET_RECORD_STATUSES),
  /** A deposit's reference (`MC…`), quoted with its payment; a withdrawal has none. */
  reference: v.optional(v.string()),
  /** A deposit's channel name, or a withdrawal's payout account (bank name and masked number). */
  detail: v.string(),
  /** Epoch ms. */
  createdAt: v.number(),
});

export const WalletHistoryResponseSchema = v.object({
  list: v.array(WalletRecordSchema),
  pageNum: v.number(),
  totalPages: v.number(),
  total: v.number(),
});

export const PaymentPasswordStatusSchema = v.object({ set: v.boolean() });

const paymentPassword = v.pipe(v.string(), v.maxLength(32));

/** Request of POST /member/paymentPassword: the old one only when one is set. */
export const PaymentPasswordPayloadSchema = v.object({
  oldPaymentPassword: v.optional(paymentPassword),
  paymentPassword,
  confirmPaymentPassword: paymentPassword,
});

export const PAYOUT_KINDS = ['bank', 'ewallet'] as const;

/** A bank or e-wallet the site pays out to, with the server's rule for its account numbers. */
export const PayoutBankSchema = v.object({
  code: v.string(),
  name: v.string(),
  kind: v.picklist(PAYOUT_KINDS),
  accountNumberRule: FieldRuleSchema,
});

export const PayoutAccountSchema = v.object({
  id: v.string(),
  bankCode: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  /** Only the last four digits are ever sent back, e.g. '****4321'. */
  maskedNumber: v.string(),
});

export const PayoutAccountsSchema = v.object({
  accounts: v.array(PayoutAccountSchema),
  banks: v.array(PayoutBankSchema),
  /** How many accounts a member may keep. */
  limit: v.number(),
});

/** Request of POST /member/payoutAccounts: the payment password confirms who adds it. */
export const PayoutAccountPayloadSchema = v.object({
  bankCode: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  accountName: v.pipe(v.string(), v.maxLength(64)),
  accountNumber: v.pipe(v.string(), v.maxLength(64)),
  paymentPassword,
});

/** Request of DELETE /member/payoutAccounts: the account to remove, one of the member's. */
export const PayoutAccountRemovalSchema = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) });

/**
 * The codes of the cashier's refusals (the envelope's `code`), so a screen can say what went wrong in the
 * player's language and point to what to do (set a payment password, add a payout account).
 */
export const CASHIER_REFUSAL_CODES = [
  'AMOUNT_OUT_OF_RANGE',
  'CHANNEL_UNKNOWN',
  'ORDER_UNKNOWN',
  'VOUCHER_UNKNOWN',
  'VOUCHER_USED',
  'INSUFFICIENT_BALANCE',
  'PAYMENT_PASSWORD_UNSET',
  'PAYMENT_PASSWORD_WRONG',
  'PAYMENT_PASSWORD_SAME',
  'PAYOUT_ACCOUNT_MISSING',
  'PAYOUT_ACCOUNT_EXISTS',
  'PAYOUT_ACCOUNT_LIMIT',
  'BANK_UNKNOWN',
] as const;
