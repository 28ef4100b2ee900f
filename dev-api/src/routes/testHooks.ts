import type { FastifyInstance } from 'fastify';
import { ALL_FLAG_NAMES, type FlagName } from '../config.js';
import { normaliseVoucherCode, round2 } from '../lib/cashier.js';
import { randomCode } from '../lib/codes.js';
import { fail, ok } from '../lib/envelope.js';
import { bool, int, obj, str } from '../lib/schema.js';
import { FAULT_KINDS, type FaultKind, type Runtime, type StatusCode } from '../runtime.js';
import { CONTENT_KINDS, overrideContent, type ContentKind } from '../seed/contentOverride.js';
import { userKey } from '../store/state.js';

/** Test hooks, registered only when DEV_API_TEST_HOOKS=1 (otherwise they answer 404 like any unknown call). */
export function testHookRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/__test__/captcha', async () => ({ value: rt.captchas.last() }));

  app.get<{ Querystring: { mobileNum: string } }>(
    '/__test__/sms',
    { schema: { querystring: obj({ mobileNum: str({ minLength: 1 }) }, ['mobileNum']) } },
    async (request) => ({ value: rt.sms.last(request.query.mobileNum.trim()) }),
  );

  app.post<{ Body: { status: StatusCode } }>(
    '/__test__/status',
    { schema: { body: obj({ status: int({ enum: [0, 1, 2] }) }, ['status']) } },
    async (request) => {
      rt.status = request.body.status;
      return ok({ status: rt.status });
    },
  );

  app.post<{ Body: { path: string; kind: FaultKind; times?: number } }>(
    '/__test__/fault',
    {
      schema: {
        body: obj({ path: str({ pattern: '^/wps/' }), kind: str({ enum: [...FAULT_KINDS] }), times: int({ minimum: 0, maximum: 10000 }) }, [
          'path',
          'kind',
        ]),
      },
    },
    async (request) => {
      const { path, kind, times = 1 } = request.body;
      const clean = path.split('?')[0] ?? path;
      if (times === 0) rt.faults.delete(clean);
      else rt.faults.set(clean, { kind, remaining: times });
      return ok({ path: clean, kind, times });
    },
  );

  app.post<{ Body: { kind: ContentKind; contents: string[] } }>(
    '/__test__/content',
    {
      schema: {
        body: obj(
          {
            kind: str({ enum: [...CONTENT_KINDS] }),
            contents: { type: 'array', minItems: 1, maxItems: 100, items: str({ maxLength: 20_000 }) },
          },
          ['kind', 'contents'],
        ),
      },
    },
    async (request) => {
      overrideContent(rt.seeds, request.body.kind, request.body.contents);
      return ok({ kind: request.body.kind, count: request.body.contents.length });
    },
  );

  // The outlet's side of a voucher: issues a code, for a pending voucher order (`orderId`: paid at the counter)
  // or as a gift of `amount`; `code` picks the code (an unused one that exists already is left as it is).
  app.post<{ Body: { amount?: number; orderId?: string; code?: string } }>(
    '/__test__/voucher',
    {
      schema: {
        body: obj({
          amount: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
          orderId: str({ maxLength: 32 }),
          code: str({ pattern: '^[A-Za-z0-9 -]{6,40}$' }),
        }),
      },
    },
    async (request) => {
      const { amount, orderId } = request.body;
      const order = orderId ? rt.state.deposits.find((d) => d.orderId === orderId) : undefined;
      if (orderId && (!order || order.channel !== 'VOUCHER' || order.status !== 'pending')) throw fail('No pending voucher order', null);
      if (!order && amount === undefined) throw fail('Give an amount or a voucher order', null);
      const code = request.body.code ? normaliseVoucherCode(request.body.code) : randomCode('V', 11);
      const value = order?.amount ?? round2(amount ?? 0);
      const existing = rt.state.vouchers[code];
      if (existing && existing.redeem) throw fail('That voucher has been redeemed', null);
      rt.store.update((s) => {
        if (!existing) s.vouchers[code] = { code, amount: value, ...(order && { orderId: order.orderId }) };
        if (order) order.voucherCode = code;
      });
      return ok({ code, amount: rt.state.vouchers[code]?.amount ?? value });
    },
  );

  // The payment provider's call-back for a bank or e-wallet order: paid (the wallet is credited) or failed.
  app.post<{ Body: { orderId: string; status: 'success' | 'failed' } }>(
    '/__test__/deposit/settle',
    { schema: { body: obj({ orderId: str({ maxLength: 32 }), status: str({ enum: ['success', 'failed'] }) }, ['orderId', 'status']) } },
    async (request) => {
      const order = rt.state.deposits.find((d) => d.orderId === request.body.orderId);
      if (!order || order.channel === 'VOUCHER' || order.status !== 'pending') throw fail('No pending bank or e-wallet order', null);
      rt.store.update(() => {
        order.status = request.body.status;
        const account = rt.state.accounts[userKey(order.username)];
        if (account && order.status === 'success') account.balance = round2(account.balance + order.amount);
      });
      return ok({ orderId: order.orderId, status: order.status });
    },
  );

  app.post('/__test__/reset', async () => {
    rt.reset();
    await rt.store.flush();
    return ok(null);
  });

  app.post<{ Body: Partial<Record<FlagName, boolean>> }>(
    '/__test__/flags',
    { schema: { body: obj(Object.fromEntries(ALL_FLAG_NAMES.map((n) => [n, bool()])), [], { additionalProperties: false }) } },
    async (request) => {
      for (const name of ALL_FLAG_NAMES) {
        const value = request.body[name];
        if (typeof value === 'boolean') rt.flags[name] = value;
      }
      return ok({ ...rt.flags });
    },
  );
}
