import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsSendResult } from 'shared';
import { TextField } from 'shared/forms';
import { SmsCodeButton } from './SmsCodeButton';

interface SmsCodeFieldProps {
  /** The payload field: `messageCode` for SMS login, `verificationCode` for registration and password reset. */
  name: 'messageCode' | 'verificationCode';
  value: string;
  onChange(value: string): void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Validates the mobile number first (docs/product-rules.md §5); returns false to stop. */
  canSend(): boolean;
  /** Sends the SMS with the human check's answer (docs/product-rules.md §2, 2.54). */
  send(captcha: string): Promise<SmsSendResult>;
}

/**
 * The code the player gets by SMS, with its get-code button. Labelled and hinted as the code sent to the number
 * above, so it is never taken for the picture code of a captcha.
 */
export function SmsCodeField({ name, value, onChange, error, inputRef, canSend, send }: SmsCodeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      name={name}
      label={t('sms_code')}
      placeholder={t('sms_code_placeholder')}
      hint={t('sms_code_hint')}
      value={value}
      onChange={onChange}
      required
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      inputRef={inputRef}
      end={<SmsCodeButton canSend={canSend} send={send} />}
    />
  );
}
