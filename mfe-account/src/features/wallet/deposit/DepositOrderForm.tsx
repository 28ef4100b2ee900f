import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type DepositChannel, type DepositOrder } from 'shared';
import { createDepositOrder } from 'shared/cashier';
import { ChoiceField, Form, SubmitRow, TextField, useFormState, useFormSubmit } from 'shared/forms';
import { parseAmount } from '../../../common/money';
import { useMoney } from '../../../common/useMoney';
import { useRequestId } from '../../../common/useRequestId';
import formStyles from '../../../common/form.module.css';
import { refusedLimits, type AmountLimits } from '../amountLimits';
import { cashierMessage, refusalCode } from '../cashierRefusal';
import { checkDepositAmount } from './depositRules';
import walletStyles from '../wallet.module.css';

/** A deposit order: a channel, an amount within its limits (a one-tap amount or typed); the order comes back pending. */
export function DepositOrderForm({ channels, onOrder }: { channels: readonly DepositChannel[]; onOrder(order: DepositOrder): void }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const money = useMoney();
  const requestId = useRequestId();
  const [code, setCode] = useState(channels[0]?.code ?? '');
  const form = useFormState({ amount: '' });
  const amount = form.values.amount;
  // The limits a refusal sent (they may have changed since the list was read), until the amount or channel changes.
  const [serverLimits, setServerLimits] = useState<AmountLimits | null>(null);
  const channel = channels.find((c) => c.code === code) ?? channels[0];

  const submit = useFormSubmit({
    form,
    validate: () => {
      const problem = channel && checkDepositAmount(amount, channel, language);
      return problem ? { amount: problem.key } : {};
    },
    send: () => {
      const payload = { channel: channel?.code ?? '', amount: parseAmount(amount, language) };
      return createDepositOrder({ ...payload, requestId: requestId.idFor(payload) });
    },
    onSuccess: (order) => {
      requestId.done();
      toast.success(t('deposit_order_created'));
      onOrder(order);
    },
    describe: (error) => cashierMessage(error, t),
    // Named by the limit passed, the server's own when it sends them.
    fieldErrors: (error, message) =>
      refusalCode(error) === 'AMOUNT_OUT_OF_RANGE' && channel
        ? { amount: checkDepositAmount(amount, refusedLimits(error) ?? channel, language)?.key ?? message }
        : undefined,
    onFailure: (error) => setServerLimits(refusedLimits(error)),
  });
  if (!channel) return null;

  const clearAmountError = () => {
    form.setErrors({});
    setServerLimits(null);
  };
  const typeAmount = (value: string) => {
    form.set('amount')(value);
    setServerLimits(null);
  };
  const named = serverLimits ?? channel;
  const amountError = isLimitKey(form.errors.amount)
    ? t(form.errors.amount, { min: money(named.minAmount), max: money(named.maxAmount) })
    : form.errors.amount;

  return (
    <Form submit={submit} ns="account" className={formStyles.form} data-testid="deposit-form">
      <ChoiceField
        name="channel"
        legend={t('deposit_channel')}
        choices={channels.map((c) => ({
          value: c.code,
          label: `${t(`channel_${c.kind}`)} · ${c.name}`,
          detail: t('amount_limits', { min: money(c.minAmount), max: money(c.maxAmount) }),
          testId: `deposit-channel-${c.code}`,
        }))}
        value={channel.code}
        onChange={(next) => {
          setCode(next);
          clearAmountError();
        }}
      />
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
        {...form.bind('amount')}
        onChange={typeAmount}
        label={t('amount')}
        required
        error={amountError}
        hint={t('amount_limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
        inputMode="decimal"
        placeholder={t('amount_placeholder')}
      />
      <SubmitRow submit={submit} className={formStyles.primary} testId="deposit-submit">
        {t('deposit_button')}
      </SubmitRow>
    </Form>
  );
}

const isLimitKey = (message: string | undefined): message is 'amount_below_min' | 'amount_above_max' =>
  message === 'amount_below_min' || message === 'amount_above_max';
