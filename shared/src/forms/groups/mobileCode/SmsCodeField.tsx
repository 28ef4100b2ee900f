import { useTranslation } from 'react-i18next';
import type { SmsSendResult } from 'shared';
import { FORMS_NAMESPACE } from '../../i18n';
import { TextField } from '../../TextField';
import type { BoundField } from '../../state/useFormState';
import { SmsCodeButton } from './SmsCodeButton';

export interface SmsCodeFieldProps {
  /** The code field bound to the form: `messageCode` for SMS login, `verificationCode` for registration and reset. */
  field: BoundField;
  /** Checks the mobile number first (docs/product-rules.md §5); false stops before the human check. */
  canSend(): boolean;
  /** Sends the SMS with the human check's answer (docs/product-rules.md §2, 2.54). */
  send(captcha: string): Promise<SmsSendResult>;
}

/**
 * The code the player gets by SMS, with its get-code button. Labelled and hinted as the code sent to the number
 * above, so it is never taken for the picture code of a captcha.
 */
export function SmsCodeField({ field, canSend, send }: SmsCodeFieldProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <TextField
      {...field}
      label={t('sms_code')}
      placeholder={t('sms_code_placeholder')}
      hint={t('sms_code_hint')}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      end={<SmsCodeButton canSend={canSend} send={send} />}
    />
  );
}
