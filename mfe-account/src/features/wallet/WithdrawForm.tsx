import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bus, formatNumber, paths, toast, withQuery, type PayoutAccount, type SessionInfo, type WithdrawResult } from 'shared';
import { withdraw } from 'shared/cashier';
import {
  ChoiceField,
  FieldButton,
  fieldsByCode,
  Form,
  PasswordField,
  SubmitRow,
  TextField,
  useFormState,
  useFormSubmit,
} from 'shared/forms';
import { parseAmount } from '../../common/money';
import { useMoney } from '../../common/useMoney';
import { useRules } from '../../common/useRules';
import formStyles from '../../common/form.module.css';
import { refusedLimits, type AmountLimits } from './amountLimits';
import { cashierMessage } from './cashierRefusal';
import { useWallet } from '../balance';
import {
  ABOVE_MAX,
  BELOW_MIN,
  checkAmount,
  validateWithdraw,
  WITHDRAW_FIELDS,
  type WithdrawField,
  type WithdrawValues,
} from './withdrawRules';
import styles from './cashier.module.css';
import walletStyles from './wallet.module.css';

/**
 * A withdrawal to one of the member's payout accounts: an amount within the server's limits (shown before the player
 * types) and the balance, and the payment password.
 */
export function WithdrawForm({
  session,
  accounts,
  limits: listedLimits,
}: {
  session: SessionInfo;
  accounts: readonly PayoutAccount[];
  limits: AmountLimits;
}) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const money = useMoney();
  const rules = useRules();
  const { wallet } = useWallet(session.token);
  const form = useFormState<WithdrawValues, WithdrawField>({ amount: '', payoutAccountId: accounts[0]?.id ?? '', paymentPassword: '' });
  const { values, errors, set } = form;
  const [result, setResult] = useState<WithdrawResult | null>(null);
  // The limits the server last gave: a refusal's own when it sends newer ones than the screen read.
  const [limits, setLimits] = useState<AmountLimits>(listedLimits);
  const balance = wallet?.sumBalance ?? null;
  const limitValues = { min: money(limits.minAmount), max: money(limits.maxAmount) };
  const amountError = errors.amount === BELOW_MIN || errors.amount === ABOVE_MAX ? t(errors.amount, limitValues) : errors.amount;

  const submit = useFormSubmit({
    form,
    order: WITHDRAW_FIELDS,
    validate: () => validateWithdraw(values, { limits, balance }, rules.rule('paymentPassword'), language),
    send: () =>
      withdraw({
        amount: parseAmount(values.amount, language),
        paymentPassword: values.paymentPassword,
        payoutAccountId: values.payoutAccountId,
      }),
    onSuccess: (done) => {
      setResult(done);
      form.setValues((v) => ({ ...v, amount: '', paymentPassword: '' }));
      toast.success(t('withdraw_submitted'));
      bus.emit('balance:refresh');
    },
    describe: (error) => cashierMessage(error, t),
    fieldErrors: (error, message) => {
      // An amount out of range is named by the limit it passed, when the refusal sends the limits.
      const serverLimits = refusedLimits(error);
      const named = serverLimits && checkAmount(values.amount, { limits: serverLimits, balance: null }, language);
      return refusedFields(error, named || message);
    },
    onFailure: (error) => {
      const serverLimits = refusedLimits(error);
      if (serverLimits) setLimits(serverLimits);
    },
    loading: true,
  });

  return (
    <Form submit={submit} ns="account" className={formStyles.form} data-testid="withdraw-form">
      {result && (
        <section className={walletStyles.result} data-testid="withdraw-result" aria-live="polite">
          <p className={walletStyles.resultTitle}>{t('withdraw_submitted')}</p>
          <dl className={walletStyles.facts}>
            <dt>{t('order_id')}</dt>
            <dd>{result.orderId}</dd>
            <dt>{t('amount')}</dt>
            <dd>{money(result.amount)}</dd>
            <dt>{t('status')}</dt>
            <dd>{t(`wallet_status_${result.status}`)}</dd>
          </dl>
          <Link className={`${formStyles.link} ${styles.tapLink}`} to={paths.walletHistory} data-testid="withdraw-history-link">
            {t('see_wallet_history')}
          </Link>
        </section>
      )}
      <TextField
        {...form.bind('amount')}
        label={t('amount')}
        required
        error={amountError}
        hint={t('withdraw_limits', limitValues)}
        inputMode="decimal"
        placeholder={balance === null ? t('amount_placeholder') : t('amount_max', { max: money(balance) })}
        end={
          balance !== null && (
            <FieldButton onClick={() => set('amount')(formatNumber(balance, language, { decimals: 2 }))} testId="withdraw-all">
              {t('withdraw_all')}
            </FieldButton>
          )
        }
      />
      <ChoiceField
        name="payoutAccountId"
        legend={t('withdraw_to')}
        choices={accounts.map((a) => ({ value: a.id, label: `${a.bankName} ${a.maskedNumber}`, detail: a.accountName }))}
        value={values.payoutAccountId}
        onChange={set('payoutAccountId')}
      >
        <Link className={`${formStyles.link} ${styles.tapLink}`} to={withdrawAccountsLink} data-testid="withdraw-manage-accounts">
          {t('payout_manage')}
        </Link>
      </ChoiceField>
      <PasswordField {...form.bind('paymentPassword')} label={t('payment_password')} required autoComplete="off" inputMode="numeric" />
      <SubmitRow submit={submit} className={formStyles.primary} testId="withdraw-submit">
        {t('withdraw_button')}
      </SubmitRow>
    </Form>
  );
}

const withdrawAccountsLink = withQuery(paths.payoutAccount, { returnTo: paths.withdraw });

const refusedFields = fieldsByCode<WithdrawField>({
  PAYMENT_PASSWORD_WRONG: 'paymentPassword',
  AMOUNT_OUT_OF_RANGE: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
});
