import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type DepositChannel, type DepositOrder } from 'shared';
import { createDepositOrder } from 'shared/cashier';
import { FormNamespace, TextField } from 'shared/forms';
import { parseAmount } from '../../../lib/money';
import { FormError } from '../../../ui/FormError';
import { useMoney } from '../../../ui/useMoney';
import { useRequestId } from '../../../ui/useRequestId';
import formStyles from '../../../ui/form.module.css';
import { refusedLimits } from '../amountLimits';
import { cashierMessage, refusalCode } from '../cashierRefusal';
import { checkDepositAmount, type AmountProblem } from './depositRules';
import walletStyles from '../wallet.module.css';
import styles from '../cashier.module.css';

/** A deposit order: a channel, an amount within its limits (a one-tap amount or typed); the order comes back pending. */
export function DepositOrderForm({ channels, onOrder }: { channels: readonly DepositChannel[]; onOrder(order: DepositOrder): void }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const money = useMoney();
  const requestId = useRequestId();
  const [code, setCode] = useState(channels[0]?.code ?? '');
  const [amount, setAmount] = useState('');
  const [amountProblem, setAmountProblem] = useState<AmountProblem | null>(null);
  const [amountRefusal, setAmountRefusal] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const channel = channels.find((c) => c.code === code) ?? channels[0];
  if (!channel) return null;

  const clearAmountError = () => {
    setAmountProblem(null);
    setAmountRefusal(null);
  };
  const typeAmount = (value: string) => {
    setAmount(value);
    clearAmountError();
  };
  const amountError = amountProblem
    ? amountProblem.values
      ? t(amountProblem.key, { min: money(amountProblem.values.min), max: money(amountProblem.values.max) })
      : amountProblem.key
    : (amountRefusal ?? undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = checkDepositAmount(amount, channel, language);
    setAmountProblem(problem);
    if (problem) return;
    setSubmitting(true);
    setFormError(null);
    const payload = { channel: channel.code, amount: parseAmount(amount, language) };
    try {
      const order = await createDepositOrder({ ...payload, requestId: requestId.idFor(payload) });
      requestId.done();
      toast.success(t('deposit_order_created'));
      onOrder(order);
    } catch (error) {
      const message = cashierMessage(error, t);
      if (refusalCode(error) === 'AMOUNT_OUT_OF_RANGE') {
        // Named by the limit passed, the server's own when it sends them (they may have changed since the list was read).
        const named = checkDepositAmount(amount, refusedLimits(error) ?? channel, language);
        if (named) setAmountProblem(named);
        else setAmountRefusal(message);
      } else setFormError(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormNamespace ns="account">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="deposit-form">
        <fieldset className={styles.choices}>
          <legend>{t('deposit_channel')}</legend>
          {channels.map((c) => (
            <label key={c.code} className={`${styles.choice} ${c.code === channel.code ? styles.choiceActive : ''}`}>
              <input
                type="radio"
                name="channel"
                value={c.code}
                checked={c.code === channel.code}
                onChange={() => {
                  setCode(c.code);
                  clearAmountError();
                }}
                data-testid={`deposit-channel-${c.code}`}
              />
              <span className={styles.choiceMain}>{`${t(`channel_${c.kind}`)} · ${c.name}`}</span>
              <span className={styles.choiceMeta}>{t('amount_limits', { min: money(c.minAmount), max: money(c.maxAmount) })}</span>
            </label>
          ))}
        </fieldset>
        <p className={walletStyles.sectionTitle}>{t('choose_amount')}</p>
        <div className={walletStyles.presets}>
          {channel.amounts.map((value) => (
            <button
              key={value}
              type="button"
              className={`${walletStyles.preset} ${parseAmount(amount, language) === value ? walletStyles.presetActive : ''}`}
              aria-pressed={parseAmount(amount, language) === value}
              onClick={() => typeAmount(String(value))}
              data-testid="deposit-preset"
            >
              {money(value)}
            </button>
          ))}
        </div>
        <TextField
          name="amount"
          label={t('amount')}
          value={amount}
          onChange={typeAmount}
          required
          error={amountError}
          hint={t('amount_limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
          inputMode="decimal"
          placeholder={t('amount_placeholder')}
        />
        <FormError message={formError} />
        <button type="submit" className={formStyles.primary} disabled={submitting} data-testid="deposit-submit">
          {t('deposit_button')}
        </button>
      </form>
    </FormNamespace>
  );
}
