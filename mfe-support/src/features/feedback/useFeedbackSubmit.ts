import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOADING_LIMIT_MS, paths, REDIRECT_AFTER_SUCCESS_MS, submitFeedback, toast, TOAST_MS, useSession } from 'shared';
import { useFormSubmit } from 'shared/forms';
import { feedbackPayload, feedbackProblem, type FeedbackForm, type FeedbackProblem } from './feedbackRules';

/**
 * Sends the feedback: problems are told before any call; a loading toast (up to 10 s) covers the call; success
 * shows a toast and goes home a second later; a failure shows the server's message and keeps what was typed.
 */
export function useFeedbackSubmit(form: FeedbackForm, onFailure: () => void) {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const session = useSession();
  // A rule's key is kept (not its text) so the message follows a language switch.
  const [problem, setProblem] = useState<FeedbackProblem | null>(null);
  const submit = useFormSubmit({
    // Sent only once `feedbackProblem` found nothing, the question type included.
    send: () =>
      form.type === null
        ? Promise.reject(new Error('feedback without a question type'))
        : submitFeedback(feedbackPayload({ ...form, type: form.type }, session?.userName ?? '')),
    onSuccess: () => {
      toast.success(t('feedback_sent'), TOAST_MS.success);
      setTimeout(() => navigate(paths.home), REDIRECT_AFTER_SUCCESS_MS);
    },
    onFailure,
    loading: LOADING_LIMIT_MS.feedback,
    leavesOnSuccess: true,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.submitting) return;
    const found = feedbackProblem(form);
    setProblem(found);
    if (!found) void submit.onSubmit();
  };

  return { onSubmit, formError: problem ? t(problem) : submit.formError, submitting: submit.submitting };
}
