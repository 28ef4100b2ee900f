import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField, Form, SubmitRow, TextAreaField } from 'shared/forms';
import {
  counterText,
  EMPTY_FEEDBACK,
  FEEDBACK_MAX_LENGTH,
  parseQuestionType,
  QUESTION_TYPES,
  submitDisabled,
  type FeedbackForm as FeedbackValues,
} from './feedbackRules';
import { useFeedbackSubmit } from './useFeedbackSubmit';
import ui from '../../common/ui.module.css';
import styles from './feedback.module.css';

/** Question type, description with its counter, captcha and confirm. */
export function FeedbackForm() {
  const { t } = useTranslation('support');
  const [form, setForm] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  const [captchaKey, setCaptchaKey] = useState(0);
  const feedback = useFeedbackSubmit(form, () => {
    // A captcha answer is good for one try: ask for a new image and a new answer.
    setForm((f) => ({ ...f, captcha: '' }));
    setCaptchaKey((k) => k + 1);
  });
  const set = (patch: Partial<FeedbackValues>) => setForm((f) => ({ ...f, ...patch }));

  return (
    <Form submit={feedback} className={`${ui.card} ${styles.form}`} data-testid="feedback-form">
      <label className={styles.field}>
        <span className={styles.label}>
          {t('feedback_type')}
          <span className={styles.required} aria-hidden>
            *
          </span>
        </span>
        <select
          className={styles.select}
          name="type"
          value={form.type === null ? '' : String(form.type)}
          onChange={(e) => set({ type: parseQuestionType(e.target.value) })}
        >
          <option value="" disabled>
            {t('feedback_type_placeholder')}
          </option>
          {QUESTION_TYPES.map((q) => (
            <option key={q.key} value={String(q.value)}>
              {t(q.key)}
            </option>
          ))}
        </select>
      </label>
      <TextAreaField
        name="content"
        label={t('feedback_description')}
        value={form.content}
        onChange={(content) => set({ content })}
        required
        maxLength={FEEDBACK_MAX_LENGTH}
        rows={5}
        placeholder={t('feedback_description_placeholder')}
        counter={<span data-testid="feedback-counter">{counterText(form.content)}</span>}
      />
      <CaptchaField value={form.captcha} onChange={(captcha) => set({ captcha })} renewKey={captchaKey} />
      <SubmitRow
        submit={feedback}
        className={ui.primary}
        disabled={submitDisabled(form)}
        testId="feedback-submit"
        error={{ className: styles.error, testId: 'feedback-error' }}
      >
        {t('feedback_confirm')}
      </SubmitRow>
    </Form>
  );
}
