import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_LIMIT_MS, toast, type SmsSendResult } from 'shared';
import { FieldButton } from '../../FieldButton';
import { FORMS_NAMESPACE } from '../../i18n';
import { SmsHumanCheck } from './SmsHumanCheck';
import { useCountdown } from './useCountdown';

interface SmsCodeButtonProps {
  canSend(): boolean;
  send(captcha: string): Promise<SmsSendResult>;
}

/**
 * Get-code button: asks the human check, sends the SMS with its answer, then counts down from the returned
 * expiry, ticking every 0.5 s.
 */
export function SmsCodeButton({ canSend, send }: SmsCodeButtonProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
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
      <FieldButton
        disabled={checking || seconds > 0}
        onClick={() => {
          if (!checking && seconds <= 0 && canSend()) setChecking(true);
        }}
        testId="get-code"
      >
        {seconds > 0 ? t('resend_in', { seconds }) : t('get_code')}
      </FieldButton>
      {checking && <SmsHumanCheck send={sendChecked} onClose={() => setChecking(false)} />}
    </>
  );
}
