import type { FastifyInstance } from 'fastify';
import { DepositOrderPayloadSchema, VoucherRedeemPayloadSchema } from 'shared/contract';
import { newDepositRecord, normaliseVoucherCode, orderAnswer, round2 } from '../lib/cashier.js';
import { refuse } from '../lib/cashierRefusals.js';
import { requestSchema } from '../lib/contract.js';
import { ok } from '../lib/envelope.js';
import { obj, str } from '../lib/schema.js';
import type { Runtime } from '../runtime.js';
import { DEPOSIT_CHANNELS } from '../seed/cashier.js';
import type { DepositRecord } from '../store/state.js';
import type { DepositOrderPayload, VoucherRedeemPayload, VoucherRedeemResult } from '../types.js';

const kindOf = (record: DepositRecord) => DEPOSIT_CHANNELS.find((c) => c.code === record.channel)?.kind ?? 'bank';

/** Deposits: channels, orders and their status, vouchers (docs/product-rules.md §5, 5.9–5.10). */
export function depositRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/deposit/channels', async (request) => {
    rt.requireDepositor(request);
    return ok(DEPOSIT_CHANNELS);
  });

  app.post<{ Body: DepositOrderPayload }>(
    '/deposit/order',
    { schema: { body: requestSchema(DepositOrderPayloadSchema) } },
    async (request) => {
      const { key } = rt.requireDepositor(request);
      const { requestId } = request.body;
      const again = rt.state.deposits.find((d) => d.username === key && d.requestId === requestId);
      if (again) return ok(orderAnswer(again, kindOf(again), rt.now()));
      const channel = DEPOSIT_CHANNELS.find((c) => c.code === request.body.channel);
      if (!channel) throw refuse('CHANNEL_UNKNOWN');
      const amount = round2(request.body.amount);
      if (amount < channel.minAmount || amount > channel.maxAmount) {
        const { minAmount, maxAmount } = channel;
        throw refuse('AMOUNT_OUT_OF_RANGE', `The amount must be between ${minAmount} and ${maxAmount}`, { minAmount, maxAmount });
      }
      const record = rt.store.update((s) => {
        const created = newDepositRecord(
          channel,
          { orderId: `DP${String(s.nextId.deposit++).padStart(8, '0')}`, username: key, amount, requestId },
          rt.now(),
        );
        s.deposits.push(created);
        return created;
      });
      return ok(orderAnswer(record, channel.kind, rt.now()));
    },
  );

  app.get<{ Querystring: { orderId: string } }>(
    '/deposit/order',
    { schema: { querystring: obj({ orderId: str({ minLength: 1, maxLength: 32 }) }, ['orderId']) } },
    async (request) => {
      const { key } = rt.requireDepositor(request);
      const record = rt.state.deposits.find((d) => d.orderId === request.query.orderId && d.username === key);
      if (!record) throw refuse('ORDER_UNKNOWN');
      return ok(orderAnswer(record, kindOf(record), rt.now()));
    },
  );

  app.post<{ Body: VoucherRedeemPayload }>(
    '/deposit/voucher/redeem',
    { schema: { body: requestSchema(VoucherRedeemPayloadSchema) } },
    async (request) => {
      const { account, key } = rt.requireDepositor(request);
      const { requestId } = request.body;
      const voucher = rt.state.vouchers[normaliseVoucherCode(request.body.code)];
      const order = voucher?.orderId ? rt.state.deposits.find((d) => d.orderId === voucher.orderId) : undefined;
      // A voucher bought through an order is its buyer's: to anyone else it does not exist.
      if (!voucher || (order && order.username !== key)) throw refuse('VOUCHER_UNKNOWN');
      if (voucher.redeem) {
        // The same redeem again (a retry after a lost answer) gets the first answer; anything else is refused.
        if (voucher.redeemedBy === key && voucher.redeem.requestId === requestId) return ok(voucher.redeem.result);
        throw refuse('VOUCHER_USED');
      }
      const result = rt.store.update((s): VoucherRedeemResult => {
        let paid = order;
        if (paid) paid.status = 'success';
        else {
          paid = {
            orderId: `DP${String(s.nextId.deposit++).padStart(8, '0')}`,
            reference: voucher.code,
            username: key,
            channel: 'VOUCHER',
            amount: voucher.amount,
            status: 'success',
            createdAt: rt.now(),
            expiresAt: rt.now(),
            requestId,
          };
          s.deposits.push(paid);
        }
        account.balance = round2(account.balance + voucher.amount);
        const answer: VoucherRedeemResult = {
          orderId: paid.orderId,
          reference: paid.reference,
          amount: voucher.amount,
          sumBalance: account.balance,
          status: 'success',
        };
        voucher.redeemedBy = key;
        voucher.redeemedAt = rt.now();
        voucher.redeem = { requestId, result: answer };
        return answer;
      });
      return ok(result);
    },
  );
}
