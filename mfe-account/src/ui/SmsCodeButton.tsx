import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, LOADING_LIMIT_MS, toast, type SmsSendResult } from 'shared';
import { useCountdown } from './useCountdown';
import styles from './form.module.css';

interface SmsCodeButtonProps {
  /** Validates the mobile number first (docs/product-rules.md §5); returns false to stop. */
  canSend(): boolean;
  send(): Promise<SmsSendResult>;
}

/** Get-code button: sends the SMS, then counts down from the returned expiry, ticking every 0.5 s. */
export function SmsCodeButton({ canSend, send }: SmsCodeButtonProps) {
  const { t } = useTranslation('account');
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    if (sending || seconds > 0 || !canSend()) return;
    setSending(true);
    const hide = toast.loading(t('in_please_wait', { ns: 'common' }), LOADING_LIMIT_MS.sms);
    try {
      const result = await send();
      hide();
      start(result.expirationTime);
      toast.success(t('in_sms_send'));
    } catch (error) {
      hide();
      toast.error(errorMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.codeButton}
      disabled={sending || seconds > 0}
      onClick={() => void onClick()}
      data-testid="get-code"
    >
      {seconds > 0 ? t('resend_in', { seconds }) : t('get_code')}
    </button>
  );
}
