import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, toast } from 'shared';
import { FormNamespace, TextField } from 'shared/forms';
import formStyles from '../../ui/form.module.css';
import Balance from '../../widgets/Balance';
import { checkAmount } from './withdrawRules';
import styles from './wallet.module.css';

const PRESETS = [100, 300, 500, 1000, 3000, 5000] as const;
const CHANNELS = ['bank', 'ewallet', 'qr'] as const;
type Channel = (typeof CHANNELS)[number];

/**
 * The voucher centre: amount and channel. The backend has no deposit call yet (docs/product-rules.md §7 leaves the
 * deposit variants unshown), so a valid request is handed to customer service ('contact_service').
 */
export function DepositForm() {
  const { t, i18n } = useTranslation('account');
  const [amount, setAmount] = useState('');
  const [channel, setChannel] = useState<Channel>('bank');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAmount(amount, null, i18n.language);
    setError(problem ?? undefined);
    if (problem) return;
    toast.info(t('contact_service', { ns: 'common' }));
  };

  return (
    <FormNamespace ns="account">
      <form className={formStyles.form} onSubmit={onSubmit} noValidate data-testid="deposit-form">
        <Balance />
        <p className={styles.sectionTitle}>{t('choose_amount')}</p>
        <div className={styles.presets}>
          {PRESETS.map((value) => (
            <button
              key={value}
              type="button"
              className={`${styles.preset} ${amount === String(value) ? styles.presetActive : ''}`}
              aria-pressed={amount === String(value)}
              onClick={() => {
                setAmount(String(value));
                setError(undefined);
              }}
            >
              {formatNumber(value, i18n.language)}
            </button>
          ))}
        </div>
        <TextField
          name="amount"
          label={t('amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(undefined);
          }}
          required
          error={error}
          inputMode="decimal"
          placeholder={t('amount_placeholder')}
        />
        <fieldset className={styles.channels}>
          <legend>{t('deposit_channel')}</legend>
          {CHANNELS.map((value) => (
            <label key={value} className={styles.channel}>
              <input type="radio" name="channel" value={value} checked={channel === value} onChange={() => setChannel(value)} />
              {t(`channel_${value}`)}
            </label>
          ))}
        </fieldset>
        <p className={styles.note}>{t('deposit_note')}</p>
        <button type="submit" className={formStyles.primary} data-testid="deposit-submit">
          {t('deposit_button')}
        </button>
      </form>
    </FormNamespace>
  );
}
