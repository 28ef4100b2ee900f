import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_LIMIT_MS, toast, type SmsSendResult } from 'shared';
import { SmsHumanCheck } from './SmsHumanCheck';
import { useCountdown } from './useCountdown';
import styles from './form.module.css';

interface SmsCodeButtonProps {
  /** Validates the mobile number first (docs/product-rules.md §5); returns false to stop. */
  canSend(): boolean;
  /** Sends the SMS with the human check's answer (docs/product-rules.md §2, 2.54). */
  send(captcha: string): Promise<SmsSendResult>;
}

/**
 * Get-code button: asks the human check, sends the SMS with its answer, then counts down from the returned
 * expiry, ticking every 0.5 s.
 */
export function SmsCodeButton({ canSend, send }: SmsCodeButtonProps) {
  const { t } = useTranslation('account');
  const { seconds, start } = useCountdown();
  const [checking, setChecking] = useState(false);

  const sendChecked = async (captcha: string) => {
    const hide = toast.loading(t('in_please_wait', { ns: 'common' }), LOADING_LIMIT_MS.sms);
    try {
      const result = await send(captcha);
      setChecking(false);
      start(result.expirationTime);
      toast.success(t('in_sms_send'));
    } finally {
      hide();
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.codeButton}
        disabled={checking || seconds > 0}
        onClick={() => {
          if (!checking && seconds <= 0 && canSend()) setChecking(true);
        }}
        data-testid="get-code"
      >
        {seconds > 0 ? t('resend_in', { seconds }) : t('get_code')}
      </button>
      {checking && <SmsHumanCheck send={sendChecked} onClose={() => setChecking(false)} />}
    </>
  );
}
