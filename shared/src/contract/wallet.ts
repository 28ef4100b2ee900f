import * as v from 'valibot';

export const WalletSchema = v.object({ sumBalance: v.number(), currencySymbol: v.string() });

export const WithdrawResultSchema = v.object({
  orderId: v.string(),
  amount: v.number(),
  sumBalance: v.number(),
  status: v.literal('processing'),
});

/** Request of POST /transaction/withdraw. */
export const WithdrawPayloadSchema = v.object({
  amount: v.pipe(v.number(), v.gtValue(0), v.maxValue(1_000_000)),
  paymentPassword: v.optional(v.pipe(v.string(), v.maxLength(32))),
  bankAccount: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
