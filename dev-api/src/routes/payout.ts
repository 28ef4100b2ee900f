import type { FastifyInstance } from 'fastify';
import { PaymentPasswordPayloadSchema, PayoutAccountPayloadSchema, PayoutAccountRemovalSchema } from 'shared/contract';
import { maskAccountNumber } from '../lib/cashier.js';
import { refuse } from '../lib/cashierRefusals.js';
import { requestSchema } from '../lib/contract.js';
import { fail, ok } from '../lib/envelope.js';
import { refuseUnlessRuleHolds } from '../lib/ruleCheck.js';
import { hashSecret, verifySecret } from '../lib/secret.js';
import type { Runtime } from '../runtime.js';
import { PAYOUT_ACCOUNT_LIMIT, PAYOUT_BANKS } from '../seed/cashier.js';
import { RULES } from '../seed/settings.js';
import type { Account, PayoutAccountRecord } from '../store/state.js';
import type { PaymentPasswordPayload, PayoutAccount, PayoutAccountPayload, PayoutAccountRemoval, PayoutAccounts } from '../types.js';

/** The registration rule of the payment password, asked for here whatever registration does with it. */
const PAYMENT_PASSWORD_RULE = { ...RULES.paymentPassword, enabled: true };
/** The payout account's holder is checked as registration checks the payee name. */
const ACCOUNT_NAME_RULE = { ...RULES.payeeName, enabled: true };

export function payoutAccountAnswer(record: PayoutAccountRecord): PayoutAccount {
  return {
    id: record.id,
    bankCode: record.bankCode,
    bankName: PAYOUT_BANKS.find((b) => b.code === record.bankCode)?.name ?? record.bankCode,
    accountName: record.accountName,
    maskedNumber: maskAccountNumber(record.accountNumber),
  };
}

/** The member's payout accounts (`key`: lower-case username), those removed left out. */
export const listedPayoutAccounts = (rt: Runtime, key: string): PayoutAccountRecord[] =>
  (rt.state.payoutAccounts[key] ?? []).filter((a) => a.removedAt === undefined);

/** Refuses unless `typed` is the member's payment password (which must be set). */
export function checkPaymentPassword(account: Account, typed: string): void {
  if (!account.paymentPasswordHash) throw refuse('PAYMENT_PASSWORD_UNSET');
  if (!verifySecret(typed.trim(), account.paymentPasswordHash)) throw refuse('PAYMENT_PASSWORD_WRONG');
}

/** The payment password and the payout accounts a withdrawal needs (docs/product-rules.md §5, 5.11–5.13). */
export function payoutRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/member/paymentPassword', async (request) => {
    const { account } = rt.requireRealAccount(request);
    return ok({ set: account.paymentPasswordHash !== '' });
  });

  app.post<{ Body: PaymentPasswordPayload }>(
    '/member/paymentPassword',
    { schema: { body: requestSchema(PaymentPasswordPayloadSchema) } },
    async (request) => {
      const { account } = rt.requireRealAccount(request);
      const { oldPaymentPassword = '', paymentPassword, confirmPaymentPassword } = request.body;
      if (account.paymentPasswordHash) {
        checkPaymentPassword(account, oldPaymentPassword);
        if (paymentPassword.trim() === oldPaymentPassword.trim()) throw refuse('PAYMENT_PASSWORD_SAME');
      }
      refuseUnlessRuleHolds(PAYMENT_PASSWORD_RULE, paymentPassword, true);
      if (confirmPaymentPassword !== paymentPassword) throw fail('in_confirmation_correct', null, 'VALIDATION');
      rt.store.update(() => {
        account.paymentPasswordHash = hashSecret(paymentPassword.trim());
      });
      return ok(null);
    },
  );

  app.get('/member/payoutAccounts', async (request) => {
    const { key } = rt.requireRealAccount(request);
    const answer: PayoutAccounts = {
      accounts: listedPayoutAccounts(rt, key).map(payoutAccountAnswer),
      banks: [...PAYOUT_BANKS],
      limit: PAYOUT_ACCOUNT_LIMIT,
    };
    return ok(answer);
  });

  app.post<{ Body: PayoutAccountPayload }>(
    '/member/payoutAccounts',
    { schema: { body: requestSchema(PayoutAccountPayloadSchema) } },
    async (request) => {
      const { account, key } = rt.requireRealAccount(request);
      if (!account.paymentPasswordHash) throw refuse('PAYMENT_PASSWORD_UNSET');
      const bank = PAYOUT_BANKS.find((b) => b.code === request.body.bankCode);
      if (!bank) throw refuse('BANK_UNKNOWN');
      refuseUnlessRuleHolds(ACCOUNT_NAME_RULE, request.body.accountName, true);
      refuseUnlessRuleHolds(bank.accountNumberRule, request.body.accountNumber, true);
      checkPaymentPassword(account, request.body.paymentPassword);
      const accountNumber = request.body.accountNumber.trim();
      const listed = listedPayoutAccounts(rt, key);
      if (listed.some((a) => a.bankCode === bank.code && a.accountNumber === accountNumber)) throw refuse('PAYOUT_ACCOUNT_EXISTS');
      if (listed.length >= PAYOUT_ACCOUNT_LIMIT) throw refuse('PAYOUT_ACCOUNT_LIMIT', undefined, { limit: PAYOUT_ACCOUNT_LIMIT });
      const added = rt.store.update((s) => {
        const record: PayoutAccountRecord = {
          id: `PA${s.nextId.payout++}`,
          bankCode: bank.code,
          accountName: request.body.accountName.trim(),
          accountNumber,
          addedAt: rt.now(),
        };
        s.payoutAccounts[key] = [...(s.payoutAccounts[key] ?? []), record];
        return record;
      });
      return ok(payoutAccountAnswer(added));
    },
  );

  // Removal follows the spec's remove-favourite call (§7: DELETE with the body of the add, here the account's id):
  // the player confirms it on the screen; it moves no money, so the payment password is not asked for.
  app.delete<{ Body: PayoutAccountRemoval }>(
    '/member/payoutAccounts',
    { schema: { body: requestSchema(PayoutAccountRemovalSchema) } },
    async (request) => {
      const { key } = rt.requireRealAccount(request);
      const record = listedPayoutAccounts(rt, key).find((a) => a.id === request.body.id);
      if (!record) throw refuse('PAYOUT_ACCOUNT_MISSING');
      rt.store.update(() => {
        record.removedAt = rt.now();
      });
      return ok(null);
    },
  );
}
