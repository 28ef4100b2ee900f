import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type VoucherRedeemResult } from 'shared';
import { redeemVoucher } from 'shared/cashier';
import { FormNamespace, TextField } from 'shared/forms';
import { FormError } from '../../../ui/FormError';
import { useMoney } from '../../../ui/useMoney';
import { useRequestId } from '../../../ui/useRequestId';
import formStyles from '../../../ui/form.module.css';
import { cashierMessage, refusalCode } from '../cashierRefusal';
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
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [credited, setCredited] = useState<VoucherRedeemResult | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = checkVoucherCode(code);
    setFieldError(problem ?? undefined);
    if (problem) return;
    setSubmitting(true);
    setFormError(null);
    const normalised = normaliseVoucherCode(code);
    try {
      const result = await redeemVoucher({ code: normalised, requestId: requestId.idFor(normalised) });
      requestId.done();
      setCredited(result);
      setCode('');
      toast.success(t('voucher_credited', { amount: money(result.amount) }));
    } catch (error) {
      const refusal = refusalCode(error);
      if (refusal === 'VOUCHER_UNKNOWN' || refusal === 'VOUCHER_USED') setFieldError(cashierMessage(error, t));
      else setFormError(cashierMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormNamespace ns="account">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="voucher-form">
        <p className={styles.panelTitle}>{t('voucher_title')}</p>
        <p className={styles.text}>{t('voucher_note')}</p>
        {credited && (
          <p className={styles.text} data-testid="voucher-result" aria-live="polite">
            {t('voucher_credited_order', { amount: money(credited.amount), orderId: credited.orderId })}
          </p>
        )}
        <TextField
          name="voucherCode"
          label={t('voucher_code')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setFieldError(undefined);
          }}
          required
          error={fieldError}
          autoComplete="off"
          placeholder={t('voucher_code_placeholder')}
          maxLength={40}
        />
        <FormError message={formError} />
        <button type="submit" className={formStyles.primary} disabled={submitting} data-testid="voucher-submit">
          {t('voucher_button')}
        </button>
      </form>
    </FormNamespace>
  );
}
