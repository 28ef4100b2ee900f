import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, toast } from 'shared';
import { savePaymentPassword } from 'shared/cashier';
import { FormNamespace, PasswordField, useFieldRefs } from 'shared/forms';
import { firstInvalid, type FieldErrors } from '../../../lib/validation';
import { FormError } from '../../../ui/FormError';
import { useFormatHint } from '../../../ui/useFormatHint';
import { useRules } from '../../../ui/useRules';
import formStyles from '../../../ui/form.module.css';
import { CONFIRM_MISMATCH } from '../../password/passwordRules';
import { cashierMessage, refusalCode } from '../cashierRefusal';
import {
  EMPTY_PAYMENT_PASSWORD,
  PAYMENT_PASSWORD_FIELDS,
  validatePaymentPassword,
  type PaymentPasswordField,
  type PaymentPasswordValues,
} from './paymentPasswordRules';

/** Sets the payment password (new and confirm), or changes it (old, new and confirm) when one is set. */
export function PaymentPasswordForm({ changing, onSaved }: { changing: boolean; onSaved(): void }) {
  const { t } = useTranslation('account');
  const rules = useRules();
  const formatHint = useFormatHint();
  const fields = useFieldRefs<PaymentPasswordField>();
  const [values, setValues] = useState<PaymentPasswordValues>(EMPTY_PAYMENT_PASSWORD);
  const [errors, setErrors] = useState<FieldErrors<PaymentPasswordField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: PaymentPasswordField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validatePaymentPassword(values, rules.rule('paymentPassword'), changing);
    setErrors(found);
    const invalid = firstInvalid(PAYMENT_PASSWORD_FIELDS, found);
    if (invalid) {
      fields.focus(invalid);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    const hideLoading = toast.loading(t('in_please_wait', { ns: 'common' }));
    try {
      const { oldPaymentPassword, ...rest } = values;
      await savePaymentPassword(changing ? { oldPaymentPassword, ...rest } : rest);
      hideLoading();
      toast.success(t('payment_password_saved'));
      onSaved();
    } catch (error) {
      hideLoading();
      const refusal = refusalCode(error);
      const message = cashierMessage(error, t);
      if (refusal === 'PAYMENT_PASSWORD_WRONG') setErrors({ oldPaymentPassword: message });
      else if (refusal === 'PAYMENT_PASSWORD_SAME') setErrors({ paymentPassword: message });
      // The server's own rule check (the rules may not have reached the form yet): its message is about the new one.
      else if (isApiError(error) && error.code === 'VALIDATION')
        setErrors(error.message === CONFIRM_MISMATCH ? { confirmPaymentPassword: error.message } : { paymentPassword: error.message });
      else setFormError(message);
      setSubmitting(false);
    }
  };

  return (
    <FormNamespace ns="account">
      <form
        className={formStyles.form}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        data-testid="payment-password-form"
        data-mode={changing ? 'change' : 'set'}
      >
        <p className={formStyles.subheading}>{t(changing ? 'payment_password_change_note' : 'payment_password_set_note')}</p>
        {changing && (
          <PasswordField
            name="oldPaymentPassword"
            label={t('old_payment_password')}
            value={values.oldPaymentPassword}
            onChange={set('oldPaymentPassword')}
            required
            error={errors.oldPaymentPassword}
            autoComplete="off"
            inputMode="numeric"
            maxLength={32}
            inputRef={fields.register('oldPaymentPassword')}
          />
        )}
        <PasswordField
          name="paymentPassword"
          label={t(changing ? 'new_payment_password' : 'payment_password')}
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
        <PasswordField
          name="confirmPaymentPassword"
          label={t('confirm_payment_password')}
          value={values.confirmPaymentPassword}
          onChange={set('confirmPaymentPassword')}
          required
          error={errors.confirmPaymentPassword}
          autoComplete="off"
          inputMode="numeric"
          maxLength={32}
          inputRef={fields.register('confirmPaymentPassword')}
        />
        <FormError message={formError} />
        <button type="submit" className={formStyles.primary} disabled={submitting} data-testid="payment-password-submit">
          {t(changing ? 'payment_password_change_button' : 'payment_password_set_button')}
        </button>
      </form>
    </FormNamespace>
  );
}
