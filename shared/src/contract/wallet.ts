import * as v from 'valibot';

export const WalletSchema = v.object({ sumBalance: v.number(), currencySymbol: v.string() });

export const WithdrawResultSchema = v.object({
  orderId: v.string(),
  amount: v.number(),
  sumBalance: v.number(),
  status: v.literal('processing'),
});

/** Request of POST /transaction/withdraw: paid out to one of the member's payout accounts. */
export const WithdrawPayloadSchema = v.object({
  amount: v.pipe(v.number(), v.gtValue(0), v.maxValue(1_000_000)),
  paymentPassword: v.pipe(v.string(), v.maxLength(32)),
  payoutAccountId: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
});

/** Answer of GET /transaction/withdraw/limits: the smallest and the largest single withdrawal (both allowed). */
export const WithdrawLimitsSchema = v.object({ minAmount: v.number(), maxAmount: v.number() });
