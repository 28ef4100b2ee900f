import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, errorMessage, formatCurrency, formatNumber, toast, withdraw, type SessionInfo, type WithdrawResult } from 'shared';
import { FormNamespace, PasswordField, TextField, useFieldRefs } from 'shared/forms';
import { parseAmount } from '../../lib/money';
import { firstInvalid, type FieldErrors } from '../../lib/validation';
import { FormError } from '../../ui/FormError';
import { useRules } from '../../ui/useRules';
import formStyles from '../../ui/form.module.css';
import Balance from '../../widgets/Balance';
import { useWallet } from './useWallet';
import { EMPTY_WITHDRAW, validateWithdraw, WITHDRAW_FIELDS, type WithdrawField, type WithdrawValues } from './withdrawRules';
import styles from './wallet.module.css';

/** A withdrawal against the wallet: amount within the balance and the payment password. */
export function WithdrawForm({ session }: { session: SessionInfo }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const rules = useRules();
  const { wallet } = useWallet(session.token);
  const fields = useFieldRefs<WithdrawField>();
  const [values, setValues] = useState<WithdrawValues>(EMPTY_WITHDRAW);
  const [errors, setErrors] = useState<FieldErrors<WithdrawField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<WithdrawResult | null>(null);
  const balance = wallet?.sumBalance ?? null;
  const symbol = wallet?.currencySymbol ?? '';

  const set = (field: WithdrawField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateWithdraw(values, balance, rules.rule('paymentPassword'), language);
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
        ...(values.bankAccount.trim() ? { bankAccount: values.bankAccount.trim() } : {}),
      });
      hideLoading();
      setResult(done);
      setValues(EMPTY_WITHDRAW);
      toast.success(t('withdraw_submitted'));
      bus.emit('balance:refresh');
    } catch (error) {
      hideLoading();
      setFormError(errorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormNamespace ns="account">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="withdraw-form">
        <Balance />
        {result && (
          <section className={styles.result} data-testid="withdraw-result" aria-live="polite">
            <p className={styles.resultTitle}>{t('withdraw_submitted')}</p>
            <dl className={styles.facts}>
              <dt>{t('order_id')}</dt>
              <dd>{result.orderId}</dd>
              <dt>{t('amount')}</dt>
              <dd>{formatCurrency(result.amount, symbol, language)}</dd>
              <dt>{t('status')}</dt>
              <dd>{t(`withdraw_status_${result.status}`)}</dd>
            </dl>
          </section>
        )}
        <TextField
          name="amount"
          label={t('amount')}
          value={values.amount}
          onChange={set('amount')}
          required
          error={errors.amount}
          inputMode="decimal"
          placeholder={balance === null ? t('amount_placeholder') : t('amount_max', { max: formatCurrency(balance, symbol, language) })}
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
        <PasswordField
          name="paymentPassword"
          label={t('payment_password')}
          value={values.paymentPassword}
          onChange={set('paymentPassword')}
          required
          error={errors.paymentPassword}
          autoComplete="off"
          inputRef={fields.register('paymentPassword')}
        />
        <TextField
          name="bankAccount"
          label={t('bank_account')}
          value={values.bankAccount}
          onChange={set('bankAccount')}
          error={errors.bankAccount}
          hint={t('bank_account_hint')}
          maxLength={64}
          inputRef={fields.register('bankAccount')}
        />
        <FormError message={formError} />
        <button type="submit" className={formStyles.primary} disabled={submitting} data-testid="withdraw-submit">
          {t('withdraw_button')}
        </button>
      </form>
    </FormNamespace>
  );
}
