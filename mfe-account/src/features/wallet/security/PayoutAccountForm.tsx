import { useTranslation } from 'react-i18next';
import { toast, type PayoutAccount, type PayoutBank } from 'shared';
import { addPayoutAccount } from 'shared/cashier';
import { ChoiceField, fieldsByCode, Form, PasswordField, SubmitRow, TextField, useFormState, useFormSubmit } from 'shared/forms';
import { useFormatHint } from '../../../common/useFormatHint';
import { useRules } from '../../../common/useRules';
import formStyles from '../../../common/form.module.css';
import { cashierMessage } from '../cashierRefusal';
import { PAYOUT_FIELDS, validatePayoutAccount, type PayoutField, type PayoutValues } from './payoutRules';
import styles from '../cashier.module.css';

/** Adds a payout account: the bank, the holder's name, the number by the bank's rule, the payment password. */
export function PayoutAccountForm({ banks, onAdded }: { banks: readonly PayoutBank[]; onAdded(account: PayoutAccount): void }) {
  const { t } = useTranslation('account');
  const rules = useRules();
  const formatHint = useFormatHint();
  const form = useFormState<PayoutValues, PayoutField>({
    bankCode: banks[0]?.code ?? '',
    accountName: '',
    accountNumber: '',
    paymentPassword: '',
  });
  const { values, set } = form;
  const bank = banks.find((b) => b.code === values.bankCode);

  const submit = useFormSubmit({
    form,
    order: PAYOUT_FIELDS,
    validate: () =>
      validatePayoutAccount(values, {
        payeeName: rules.rule('payeeName'),
        paymentPassword: rules.rule('paymentPassword'),
        bank,
      }),
    send: () =>
      addPayoutAccount({
        ...values,
        accountName: values.accountName.trim(),
        accountNumber: values.accountNumber.trim(),
      }),
    onSuccess: (added) => {
      toast.success(t('payout_account_added'));
      form.setValues((v) => ({ ...v, accountName: '', accountNumber: '', paymentPassword: '' }));
      onAdded(added);
    },
    describe: (error) => cashierMessage(error, t),
    fieldErrors: fieldsByCode<PayoutField>({ PAYMENT_PASSWORD_WRONG: 'paymentPassword', PAYOUT_ACCOUNT_EXISTS: 'accountNumber' }),
    loading: true,
  });

  return (
    <Form submit={submit} ns="account" className={formStyles.form} data-testid="payout-form">
      <p className={styles.panelTitle}>{t('payout_add_title')}</p>
      <ChoiceField
        name="bankCode"
        legend={t('payout_bank')}
        choices={banks.map((b) => ({
          value: b.code,
          label: b.name,
          detail: t(`payout_kind_${b.kind}`),
          testId: `payout-bank-${b.code}`,
        }))}
        value={values.bankCode}
        onChange={set('bankCode')}
      />
      <TextField
        {...form.bind('accountName')}
        label={t('payout_account_name')}
        required
        hint={t('payout_account_name_hint')}
        autoComplete="name"
        maxLength={64}
      />
      <TextField
        {...form.bind('accountNumber')}
        label={t(bank?.kind === 'ewallet' ? 'payout_wallet_number' : 'payout_account_number')}
        required
        hint={formatHint(bank?.accountNumberRule)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={64}
      />
      <PasswordField
        {...form.bind('paymentPassword')}
        label={t('payment_password')}
        required
        hint={formatHint(rules.rule('paymentPassword'))}
        autoComplete="off"
        inputMode="numeric"
        maxLength={32}
      />
      <SubmitRow submit={submit} className={formStyles.primary} testId="payout-submit">
        {t('payout_add_button')}
      </SubmitRow>
    </Form>
  );
}
