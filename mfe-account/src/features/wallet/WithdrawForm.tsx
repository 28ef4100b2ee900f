import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bus, formatNumber, paths, toast, withQuery, type PayoutAccount, type SessionInfo, type WithdrawResult } from 'shared';
import { withdraw } from 'shared/cashier';
import { FormNamespace, PasswordField, TextField, useFieldRefs } from 'shared/forms';
import { parseAmount } from '../../lib/money';
import { firstInvalid, type FieldErrors } from '../../lib/validation';
import { FormError } from '../../ui/FormError';
import { useMoney } from '../../ui/useMoney';
import { useRules } from '../../ui/useRules';
import formStyles from '../../ui/form.module.css';
import { refusedLimits, type AmountLimits } from './amountLimits';
import { cashierMessage, refusalCode } from './cashierRefusal';
import { useWallet } from './useWallet';
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
  const fields = useFieldRefs<WithdrawField>();
  const empty: WithdrawValues = { amount: '', payoutAccountId: accounts[0]?.id ?? '', paymentPassword: '' };
  const [values, setValues] = useState<WithdrawValues>(empty);
  const [errors, setErrors] = useState<FieldErrors<WithdrawField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<WithdrawResult | null>(null);
  // The limits the server last gave: a refusal's own when it sends newer ones than the screen read.
  const [limits, setLimits] = useState<AmountLimits>(listedLimits);
  const balance = wallet?.sumBalance ?? null;
  const limitValues = { min: money(limits.minAmount), max: money(limits.maxAmount) };
  const amountError = errors.amount === BELOW_MIN || errors.amount === ABOVE_MAX ? t(errors.amount, limitValues) : errors.amount;

  const set = (field: WithdrawField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateWithdraw(values, { limits, balance }, rules.rule('paymentPassword'), language);
    setErrors(found);
    const invalid = firstInvalid(WITHDRAW_FIELDS, found);
    if (invalid) {
      fields.focus(invalid);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    const hideLoading = toast.loading(t('in_please_wait', { ns: 'common' }));
    try {
      const done = await withdraw({
        amount: parseAmount(values.amount, language),
        paymentPassword: values.paymentPassword,
        payoutAccountId: values.payoutAccountId,
      });
      hideLoading();
      setResult(done);
      setValues({ ...empty, payoutAccountId: values.payoutAccountId });
      toast.success(t('withdraw_submitted'));
      bus.emit('balance:refresh');
    } catch (error) {
      hideLoading();
      const refusal = refusalCode(error);
      const message = cashierMessage(error, t);
      const serverLimits = refusedLimits(error);
      if (serverLimits) setLimits(serverLimits);
      const named = serverLimits && checkAmount(values.amount, { limits: serverLimits, balance: null }, language);
      if (refusal === 'PAYMENT_PASSWORD_WRONG') setErrors({ paymentPassword: message });
      else if (refusal === 'AMOUNT_OUT_OF_RANGE') setErrors({ amount: named || message });
      else if (refusal === 'INSUFFICIENT_BALANCE') setErrors({ amount: message });
      else setFormError(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormNamespace ns="account">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="withdraw-form">
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
          name="amount"
          label={t('amount')}
          value={values.amount}
          onChange={set('amount')}
          required
          error={amountError}
          hint={t('withdraw_limits', limitValues)}
          inputMode="decimal"
          placeholder={balance === null ? t('amount_placeholder') : t('amount_max', { max: money(balance) })}
          inputRef={fields.register('amount')}
          end={
            balance !== null && (
              <button
                type="button"
                className={formStyles.codeButton}
                onClick={() => set('amount')(formatNumber(balance, language, { decimals: 2 }))}
                data-testid="withdraw-all"
              >
                {t('withdraw_all')}
              </button>
            )
          }
        />
        <fieldset className={styles.choices}>
          <legend>{t('withdraw_to')}</legend>
          {accounts.map((account) => (
            <label key={account.id} className={`${styles.choice} ${account.id === values.payoutAccountId ? styles.choiceActive : ''}`}>
              <input
                type="radio"
                name="payoutAccountId"
                value={account.id}
                checked={account.id === values.payoutAccountId}
                onChange={() => set('payoutAccountId')(account.id)}
              />
              <span className={styles.choiceMain}>{`${account.bankName} ${account.maskedNumber}`}</span>
              <span className={styles.choiceMeta}>{account.accountName}</span>
            </label>
          ))}
          <Link className={`${formStyles.link} ${styles.tapLink}`} to={withdrawAccountsLink} data-testid="withdraw-manage-accounts">
            {t('payout_manage')}
          </Link>
        </fieldset>
        <PasswordField
          name="paymentPassword"
          label={t('payment_password')}
          value={values.paymentPassword}
          onChange={set('paymentPassword')}
          required
          error={errors.paymentPassword}
          autoComplete="off"
          inputMode="numeric"
          inputRef={fields.register('paymentPassword')}
        />
        <FormError message={formError} />
        <button type="submit" className={formStyles.primary} disabled={submitting} data-testid="withdraw-submit">
          {t('withdraw_button')}
        </button>
      </form>
    </FormNamespace>
  );
}

const withdrawAccountsLink = withQuery(paths.payoutAccount, { returnTo: paths.withdraw });
