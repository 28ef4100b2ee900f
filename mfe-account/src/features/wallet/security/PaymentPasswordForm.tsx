import { useTranslation } from 'react-i18next';
import { isApiError, toast } from 'shared';
import { savePaymentPassword } from 'shared/cashier';
import { CONFIRM_MISMATCH, fieldsByCode, Form, PasswordFields, SubmitRow, useFormState, useFormSubmit } from 'shared/forms';
import { useFormatHint } from '../../../common/useFormatHint';
import { useRules } from '../../../common/useRules';
import formStyles from '../../../common/form.module.css';
import { cashierMessage } from '../cashierRefusal';
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
  const form = useFormState<PaymentPasswordValues, PaymentPasswordField>(EMPTY_PAYMENT_PASSWORD);
  const { values } = form;

  const submit = useFormSubmit({
    form,
    order: PAYMENT_PASSWORD_FIELDS,
    validate: () => validatePaymentPassword(values, rules.rule('paymentPassword'), changing),
    send: () => {
      const { oldPaymentPassword, ...rest } = values;
      return savePaymentPassword(changing ? { oldPaymentPassword, ...rest } : rest);
    },
    onSuccess: () => {
      toast.success(t('payment_password_saved'));
      onSaved();
    },
    describe: (error) => cashierMessage(error, t),
    fieldErrors: (error, message) =>
      refusedFields(error, message) ??
      // The server's own rule check (the rules may not have reached the form yet): its message is about the new one.
      (isApiError(error) && error.code === 'VALIDATION'
        ? error.message === CONFIRM_MISMATCH
          ? { confirmPaymentPassword: error.message }
          : { paymentPassword: error.message }
        : undefined),
    loading: true,
    leavesOnSuccess: true,
  });

  return (
    <Form
      submit={submit}
      ns="account"
      className={formStyles.form}
      data-testid="payment-password-form"
      data-mode={changing ? 'change' : 'set'}
    >
      <p className={formStyles.subheading}>{t(changing ? 'payment_password_change_note' : 'payment_password_set_note')}</p>
      <PasswordFields
        current={changing ? { ...form.bind('oldPaymentPassword'), label: t('old_payment_password') } : undefined}
        chosen={{
          ...form.bind('paymentPassword'),
          label: t(changing ? 'new_payment_password' : 'payment_password'),
          hint: formatHint(rules.rule('paymentPassword')),
        }}
        confirmation={{ ...form.bind('confirmPaymentPassword'), label: t('confirm_payment_password') }}
        digits={{ maxLength: 32 }}
      />
      <SubmitRow submit={submit} className={formStyles.primary} testId="payment-password-submit">
        {t(changing ? 'payment_password_change_button' : 'payment_password_set_button')}
      </SubmitRow>
    </Form>
  );
}

const refusedFields = fieldsByCode<PaymentPasswordField>({
  PAYMENT_PASSWORD_WRONG: 'oldPaymentPassword',
  PAYMENT_PASSWORD_SAME: 'paymentPassword',
});
