import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type PayoutAccount, type PayoutBank } from 'shared';
import { addPayoutAccount } from 'shared/cashier';
import { FormNamespace, PasswordField, TextField, useFieldRefs } from 'shared/forms';
import { firstInvalid, type FieldErrors } from '../../../lib/validation';
import { FormError } from '../../../ui/FormError';
import { useFormatHint } from '../../../ui/useFormatHint';
import { useRules } from '../../../ui/useRules';
import formStyles from '../../../ui/form.module.css';
import { cashierMessage, refusalCode } from '../cashierRefusal';
import { PAYOUT_FIELDS, validatePayoutAccount, type PayoutField, type PayoutValues } from './payoutRules';
import styles from '../cashier.module.css';

/** Adds a payout account: the bank, the holder's name, the number by the bank's rule, the payment password. */
export function PayoutAccountForm({ banks, onAdded }: { banks: readonly PayoutBank[]; onAdded(account: PayoutAccount): void }) {
  const { t } = useTranslation('account');
  const rules = useRules();
  const formatHint = useFormatHint();
  const fields = useFieldRefs<PayoutField>();
  const [values, setValues] = useState<PayoutValues>({
    bankCode: banks[0]?.code ?? '',
    accountName: '',
    accountNumber: '',
    paymentPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<PayoutField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const bank = banks.find((b) => b.code === values.bankCode);

  const set = (field: keyof PayoutValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field as PayoutField]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validatePayoutAccount(values, {
      payeeName: rules.rule('payeeName'),
      paymentPassword: rules.rule('paymentPassword'),
      bank,
    });
    setErrors(found);
    const invalid = firstInvalid(PAYOUT_FIELDS, found);
    if (invalid) {
      fields.focus(invalid);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    const hideLoading = toast.loading(t('in_please_wait', { ns: 'common' }));
    try {
      const added = await addPayoutAccount({
        ...values,
        accountName: values.accountName.trim(),
        accountNumber: values.accountNumber.trim(),
      });
      hideLoading();
      toast.success(t('payout_account_added'));
      setValues((v) => ({ ...v, accountName: '', accountNumber: '', paymentPassword: '' }));
      onAdded(added);
    } catch (error) {
      hideLoading();
      const refusal = refusalCode(error);
      const message = cashierMessage(error, t);
      if (refusal === 'PAYMENT_PASSWORD_WRONG') setErrors({ paymentPassword: message });
      else if (refusal === 'PAYOUT_ACCOUNT_EXISTS') setErrors({ accountNumber: message });
      else setFormError(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormNamespace ns="account">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="payout-form">
        <p className={styles.panelTitle}>{t('payout_add_title')}</p>
        <fieldset className={styles.choices}>
          <legend>{t('payout_bank')}</legend>
          {banks.map((b) => (
            <label key={b.code} className={`${styles.choice} ${b.code === values.bankCode ? styles.choiceActive : ''}`}>
              <input
                type="radio"
                name="bankCode"
                value={b.code}
                checked={b.code === values.bankCode}
                onChange={() => set('bankCode')(b.code)}
                data-testid={`payout-bank-${b.code}`}
              />
              <span className={styles.choiceMain}>{b.name}</span>
              <span className={styles.choiceMeta}>{t(`payout_kind_${b.kind}`)}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          name="accountName"
          label={t('payout_account_name')}
          value={values.accountName}
          onChange={set('accountName')}
          required
          error={errors.accountName}
          hint={t('payout_account_name_hint')}
          autoComplete="name"
          maxLength={64}
          inputRef={fields.register('accountName')}
        />
        <TextField
          name="accountNumber"
          label={t(bank?.kind === 'ewallet' ? 'payout_wallet_number' : 'payout_account_number')}
          value={values.accountNumber}
          onChange={set('accountNumber')}
          required
          error={errors.accountNumber}
          hint={formatHint(bank?.accountNumberRule)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={64}
          inputRef={fields.register('accountNumber')}
        />
        <PasswordField
          name="paymentPassword"
          label={t('payment_password')}
          value={values.paymentPassword}
          onChange={set('paymentPassword')}
          required
          error={errors.paymentPassword}
          hint={formatHint(rules.rule('paymentPassword'))}
          autoComplete="off"
          inputMode="numeric"
          maxLength={32}
          inputRef={fields.register('paymentPassword')}
        />
        <FormError message={formError} />
        <button type="submit" className={formStyles.primary} disabled={submitting} data-testid="payout-submit">
          {t('payout_add_button')}
        </button>
      </form>
    </FormNamespace>
  );
}
