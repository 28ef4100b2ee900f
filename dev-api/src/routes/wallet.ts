import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { WithdrawPayloadSchema } from 'shared/contract';
import { requestSchema } from '../lib/contract.js';
import type { Runtime } from '../runtime.js';
import type { Wallet, WithdrawPayload, WithdrawResult } from '../types.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

export function walletRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/wallets/gcs', async (request) => {
    const { account } = rt.requireSession(request);
    const wallet: Wallet = { sumBalance: account.balance, currencySymbol: account.currencySymbol };
    return ok(wallet);
  });

  app.post<{ Body: WithdrawPayload }>(
    '/transaction/withdraw',
    {
      schema: {
        body: requestSchema(WithdrawPayloadSchema),
      },
    },
    async (request) => {
      const { account } = rt.requireRealAccount(request);
      const { amount, paymentPassword } = request.body;
      if (account.paymentPassword && paymentPassword !== undefined && paymentPassword !== account.paymentPassword) {
        throw fail('Payment password incorrect');
      }
      if (amount < 100) throw fail('The minimum withdrawal is 100');
      if (round2(amount) > account.balance) throw fail('Insufficient balance');
      const result = rt.store.update((s): WithdrawResult => {
        account.balance = round2(account.balance - round2(amount));
        const orderId = `WD${String(s.nextId.order++).padStart(8, '0')}`;
        s.withdrawals.push({ orderId, username: account.username, amount: round2(amount), at: rt.now(), status: 'processing' });
        return { orderId, amount: round2(amount), sumBalance: account.balance, status: 'processing' };
      });
      return ok(result);
    },
  );
}
