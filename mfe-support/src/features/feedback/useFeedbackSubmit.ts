import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage, LOADING_LIMIT_MS, paths, REDIRECT_AFTER_SUCCESS_MS, submitFeedback, toast, TOAST_MS, useSession } from 'shared';
import { feedbackPayload, feedbackProblem, type FeedbackForm } from './feedbackRules';

/**
 * Sends the feedback: problems are told before any call; a loading toast (up to 10 s) covers the call; success
 * shows a toast and goes home a second later; a failure shows the server's message and keeps what was typed.
 */
export function useFeedbackSubmit(onFailure: () => void) {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const session = useSession();
  // A rule's key is kept (not its text) so the message follows a language switch; server text is kept as sent.
  const [problem, setProblem] = useState<{ key: string } | { text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const submit = async (form: FeedbackForm) => {
    if (busy.current) return;
    const found = feedbackProblem(form);
    if (found || form.type === null) return setProblem({ key: found ?? 'feedback_type_required' });
    setProblem(null);
    busy.current = true;
    setSending(true);
    const hideLoading = toast.loading(t('in_please_wait', { ns: 'common' }), LOADING_LIMIT_MS.feedback);
    try {
      await submitFeedback(feedbackPayload({ ...form, type: form.type }, session?.userName ?? ''));
      hideLoading();
      toast.success(t('feedback_sent'), TOAST_MS.success);
      setTimeout(() => navigate(paths.home), REDIRECT_AFTER_SUCCESS_MS);
    } catch (error) {
      hideLoading();
      setProblem({ text: errorMessage(error, t) });
      busy.current = false;
      setSending(false);
      onFailure();
    }
  };

  const message = problem === null ? null : 'key' in problem ? t(problem.key) : problem.text;
  return { submit, message, sending };
}
