import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type VoucherRedeemResult } from 'shared';
import { redeemVoucher } from 'shared/cashier';
import { fieldsByCode, Form, SubmitRow, TextField, useFormState, useFormSubmit } from 'shared/forms';
import { useMoney } from '../../../common/useMoney';
import { useRequestId } from '../../../common/useRequestId';
import formStyles from '../../../common/form.module.css';
import { cashierMessage } from '../cashierRefusal';
import { checkVoucherCode, normaliseVoucherCode } from './depositRules';
import styles from '../cashier.module.css';

/**
 * Redeem a voucher code (docs/product-rules.md §5, 5.10): it credits the wallet once. An unknown or used code is
 * flagged on the field; any other failure keeps the code and a second tap sends the same request again, so a
 * redeem whose answer was lost is not refused as used.
 */
export function VoucherRedeemForm() {
  const { t } = useTranslation('account');
  const money = useMoney();
  const requestId = useRequestId();
  const form = useFormState({ voucherCode: '' });
  const [credited, setCredited] = useState<VoucherRedeemResult | null>(null);

  const submit = useFormSubmit({
    form,
    validate: () => {
      const problem = checkVoucherCode(form.values.voucherCode);
      return problem ? { voucherCode: problem } : {};
    },
    send: () => {
      const code = normaliseVoucherCode(form.values.voucherCode);
      return redeemVoucher({ code, requestId: requestId.idFor(code) });
    },
    onSuccess: (result) => {
      requestId.done();
      setCredited(result);
      form.setValues({ voucherCode: '' });
      toast.success(t('voucher_credited', { amount: money(result.amount) }));
    },
    describe: (error) => cashierMessage(error, t),
    // A code the server does not know or has seen used: flagged on the field.
    fieldErrors: fieldsByCode({ VOUCHER_UNKNOWN: 'voucherCode', VOUCHER_USED: 'voucherCode' }),
  });

  return (
    <Form submit={submit} ns="account" className={formStyles.form} data-testid="voucher-form">
      <p className={styles.panelTitle}>{t('voucher_title')}</p>
      <p className={styles.text}>{t('voucher_note')}</p>
      {credited && (
        <p className={styles.text} data-testid="voucher-result" aria-live="polite">
          {t('voucher_credited_order', { amount: money(credited.amount), orderId: credited.orderId })}
        </p>
      )}
      <TextField
        {...form.bind('voucherCode')}
        label={t('voucher_code')}
        required
        autoComplete="off"
        placeholder={t('voucher_code_placeholder')}
        maxLength={40}
      />
      <SubmitRow submit={submit} className={formStyles.primary} testId="voucher-submit">
        {t('voucher_button')}
      </SubmitRow>
    </Form>
  );
}
