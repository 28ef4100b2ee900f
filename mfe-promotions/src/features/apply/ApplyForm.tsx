import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { applyPromotion, errorMessage, isTrial, rejectTrialAccount, toast, useSession } from 'shared';
import { TextAreaField } from 'shared/forms';
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
  const [sending, setSending] = useState(false);
  // A second tap before the first one's render has disabled the button must not send again.
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tooLong = commentError(draft.comment);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || inFlight.current) return;
    if (isTrial(session)) {
      const next = await rejectTrialAccount();
      if (next) navigate(next);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      const result = await applyPromotion({ promotionId, comment: draft.comment.trim(), images: draft.images.map((i) => i.dataUrl) });
      clear(promotionId);
      toast.success(t('apply_success'));
      onApplied(result.status);
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} data-testid="apply-form" noValidate>
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
      {failure && (
        <p className={styles.failure} role="alert" data-testid="apply-error">
          {failure}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={sending || !!tooLong}>
        {sending ? t('apply_sending') : failure ? t('retry', { ns: 'common' }) : t('apply_submit')}
      </button>
    </form>
  );
}
