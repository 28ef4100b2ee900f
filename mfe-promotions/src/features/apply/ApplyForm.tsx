import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { applyPromotion, isTrial, rejectTrialAccount, toast, useSession } from 'shared';
import { Form, SubmitRow, TextAreaField, useFormSubmit } from 'shared/forms';
import { APPLY_LIMITS, commentError } from './applyRules';
import { useApplyDraft, useApplyDrafts } from './applyDraft';
import { ImagePicker } from './ImagePicker';
import styles from './apply.module.css';

interface ApplyFormProps {
  promotionId: number;
  /** Called with the status the server gave the application. */
  onApplied(status: string): void;
}

/** The promotion apply form: a comment of at most 140 characters and up to 3 png/jpg images of 5 MB. */
export function ApplyForm({ promotionId, onApplied }: ApplyFormProps) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const session = useSession();
  const draft = useApplyDraft(promotionId);
  const { setComment, addImages, removeImage, clear } = useApplyDrafts.getState();
  const tooLong = commentError(draft.comment);

  const submit = useFormSubmit({
    validate: () => (tooLong ? { comment: tooLong } : {}),
    // A trial account is told it may not apply, and sent where the prompt leads.
    confirm: async () => {
      if (!isTrial(session)) return true;
      const next = await rejectTrialAccount();
      if (next) navigate(next);
      return false;
    },
    send: () => applyPromotion({ promotionId, comment: draft.comment.trim(), images: draft.images.map((i) => i.dataUrl) }),
    onSuccess: (result) => {
      clear(promotionId);
      toast.success(t('apply_success'));
      onApplied(result.status);
    },
  });
  const sending = submit.submitting;

  return (
    <Form submit={submit} className={styles.form} data-testid="apply-form">
      <h2 className={styles.title}>{t('apply_title')}</h2>
      <TextAreaField
        name="comment"
        label={t('apply_comment')}
        value={draft.comment}
        onChange={(comment) => setComment(promotionId, comment)}
        rows={3}
        maxLength={APPLY_LIMITS.commentMaxLength}
        placeholder={t('apply_comment_placeholder')}
        error={tooLong ? t('comment_too_long', { max: APPLY_LIMITS.commentMaxLength }) : undefined}
        counter={<span data-testid="comment-count">{`${draft.comment.length}/${APPLY_LIMITS.commentMaxLength}`}</span>}
      />
      <ImagePicker
        images={draft.images}
        onAdd={(images) => addImages(promotionId, images)}
        onRemove={(id) => removeImage(promotionId, id)}
        disabled={sending}
      />
      <SubmitRow
        submit={submit}
        className={styles.submit}
        disabled={!!tooLong}
        error={{ className: styles.failure, testId: 'apply-error' }}
      >
        {sending ? t('apply_sending') : submit.formError ? t('retry', { ns: 'common' }) : t('apply_submit')}
      </SubmitRow>
    </Form>
  );
}
