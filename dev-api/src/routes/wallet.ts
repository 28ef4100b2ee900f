import type { FastifyInstance } from 'fastify';
import { WALLET_RECORD_STATUSES, WithdrawPayloadSchema } from 'shared/contract';
import { depositStatus, historyPage, round2 } from '../lib/cashier.js';
import { refuse } from '../lib/cashierRefusals.js';
import { requestSchema } from '../lib/contract.js';
import { ok } from '../lib/envelope.js';
import { int, obj, str } from '../lib/schema.js';
import type { Runtime, Session } from '../runtime.js';
import { DEPOSIT_CHANNELS, WITHDRAW_LIMITS } from '../seed/cashier.js';
import type { Wallet, WalletRecord, WalletRecordKind, WalletRecordStatus, WithdrawPayload, WithdrawResult } from '../types.js';
import { checkPaymentPassword, listedPayoutAccounts, payoutAccountAnswer } from './payout.js';

/** Page size of the wallet history unless asked otherwise (docs/product-rules.md §9). */
const HISTORY_PAGE_SIZE = 10;

/**
 * Everything the member's wallet went through: the seeded past, then this run's deposits and withdrawals (a withdrawal
 * names its payout account even once the member has removed it).
 */
function walletRecords(rt: Runtime, { key }: Session): WalletRecord[] {
  const now = rt.now();
  const accounts = rt.state.payoutAccounts[key] ?? [];
  const deposits = rt.state.deposits
    .filter((d) => d.username === key)
    .map((d): WalletRecord => ({
      orderId: d.orderId,
      kind: 'deposit',
      amount: d.amount,
      status: depositStatus(d, now),
      reference: d.reference,
      detail: DEPOSIT_CHANNELS.find((c) => c.code === d.channel)?.name ?? d.channel,
      createdAt: d.createdAt,
    }));
  const withdrawals = rt.state.withdrawals
    .filter((w) => w.username.toLowerCase() === key)
    .map((w): WalletRecord => {
      const payout = accounts.find((a) => a.id === w.payoutAccountId);
      const shown = payout && payoutAccountAnswer(payout);
      return {
        orderId: w.orderId,
        kind: 'withdrawal',
        amount: w.amount,
        status: w.status,
        detail: shown ? `${shown.bankName} ${shown.maskedNumber}` : '',
        createdAt: w.at,
      };
    });
  return [...(rt.seeds.walletHistory[key] ?? []), ...deposits, ...withdrawals];
}

export function walletRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/wallets/gcs', async (request) => {
    const { account } = rt.requireSession(request);
    const wallet: Wallet = { sumBalance: account.balance, currencySymbol: account.currencySymbol };
    return ok(wallet);
  });

  app.get('/transaction/withdraw/limits', async (request) => {
    rt.requireRealAccount(request);
    return ok(WITHDRAW_LIMITS);
  });

  app.post<{ Body: WithdrawPayload }>(
    '/transaction/withdraw',
    { schema: { body: requestSchema(WithdrawPayloadSchema) } },
    async (request) => {
      const { account, key } = rt.requireRealAccount(request);
      const { paymentPassword, payoutAccountId } = request.body;
      if (!account.paymentPasswordHash) throw refuse('PAYMENT_PASSWORD_UNSET');
      if (!listedPayoutAccounts(rt, key).some((a) => a.id === payoutAccountId)) throw refuse('PAYOUT_ACCOUNT_MISSING');
      const amount = round2(request.body.amount);
      const { minAmount, maxAmount } = WITHDRAW_LIMITS;
      if (amount < minAmount) throw refuse('AMOUNT_OUT_OF_RANGE', `The minimum withdrawal is ${minAmount}`, WITHDRAW_LIMITS);
      if (amount > maxAmount) throw refuse('AMOUNT_OUT_OF_RANGE', `The maximum withdrawal is ${maxAmount}`, WITHDRAW_LIMITS);
      checkPaymentPassword(account, paymentPassword);
      if (amount > account.balance) throw refuse('INSUFFICIENT_BALANCE');
      const result = rt.store.update((s): WithdrawResult => {
        account.balance = round2(account.balance - amount);
        const orderId = `WD${String(s.nextId.order++).padStart(8, '0')}`;
        s.withdrawals.push({ orderId, username: account.username, amount, at: rt.now(), status: 'processing', payoutAccountId });
        return { orderId, amount, sumBalance: account.balance, status: 'processing' };
      });
      return ok(result);
    },
  );

  app.get<{ Querystring: { kind?: WalletRecordKind; status?: WalletRecordStatus; pageNo: number; pageSize?: number } }>(
    '/transaction/history',
    {
      schema: {
        querystring: obj({
          kind: str({ enum: ['deposit', 'withdrawal'] }),
          status: str({ enum: [...WALLET_RECORD_STATUSES] }),
          pageNo: int({ minimum: 1, default: 1 }),
          pageSize: int({ minimum: 1, maximum: 50 }),
        }),
      },
    },
    async (request) => {
      const session = rt.requireRealAccount(request);
      const { kind = 'all', status, pageNo, pageSize = HISTORY_PAGE_SIZE } = request.query;
      return ok(historyPage(walletRecords(rt, session), { kind, status }, pageNo, pageSize));
    },
  );
}
