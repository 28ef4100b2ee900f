import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, Modal } from 'shared';
import { CaptchaField } from '../../CaptchaField';
import { FORMS_NAMESPACE } from '../../i18n';
import styles from './humanCheck.module.css';

interface SmsHumanCheckProps {
  /** Sends the SMS with the check's answer; a refusal keeps the dialog open with the server's reason. */
  send(captcha: string): Promise<void>;
  onClose(): void;
}

/**
 * The human check asked before an SMS code is sent (docs/product-rules.md §2, 2.54), in its own dialog so its
 * code is never mistaken for the SMS code the form asks for.
 */
export function SmsHumanCheck({ send, onClose }: SmsHumanCheckProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [renew, setRenew] = useState(0);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async () => {
    if (sending) return;
    if (!answer.trim()) {
      setError(t('in_vwrite_code'));
      input.current?.focus();
      return;
    }
    setSending(true);
    try {
      await send(answer.trim());
    } catch (failure) {
      // Each answer is good for one try: the next one needs a new image.
      setError(errorMessage(failure, t));
      setAnswer('');
      setRenew((n) => n + 1);
      input.current?.focus();
    } finally {
      setSending(false);
    }
  };

  // Enter sends the check, never the screen's own form around the dialog.
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;
  useEffect(() => {
    const field = input.current;
    const onEnter = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      void latestSubmit.current();
    };
    field?.addEventListener('keydown', onEnter);
    return () => field?.removeEventListener('keydown', onEnter);
  }, []);

  return (
    <Modal aria-labelledby="sms-check-title" data-testid="sms-human-check" className={styles.dialog} initialFocus={input} onClose={onClose}>
      {/* Not a form: the dialog sits inside the screen's own form, which a submit here must not send. */}
      <div>
        <h2 id="sms-check-title" className={styles.title}>
          {t('sms_check_title')}
        </h2>
        <p className={styles.text}>{t('sms_check_text')}</p>
        <CaptchaField value={answer} onChange={setAnswer} error={error} renewKey={renew} inputRef={input} />
        <div className={styles.actions}>
          <button type="button" className={styles.cancel} onClick={onClose}>
            {t('cancel', { ns: 'common' })}
          </button>
          <button type="button" className={styles.send} disabled={sending} data-testid="sms-check-send" onClick={() => void submit()}>
            {t('sms_check_send')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
