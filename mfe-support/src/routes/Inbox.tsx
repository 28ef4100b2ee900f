import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AreaRoot, EmptyData, ErrorPanel, errorMessage, isTrial, LoginFirst, rejectTrialAccount, Spinner, useSession } from 'shared';
import '../i18n';
import { ReadableList } from '../common/ReadableList';
import { useInbox } from '../features/inbox';
import ui from '../common/ui.module.css';

/** Inbox (/m/webEmail): guests go to login, trial accounts are refused; members read their messages. */
export default function Inbox() {
  const session = useSession();
  if (!session) return <LoginFirst />;
  return <AreaRoot area="support">{isTrial(session) ? <TrialRefused /> : <InboxList />}</AreaRoot>;
}

function TrialRefused() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void rejectTrialAccount().then((next) => next && navigate(next));
  }, [navigate]);
  return <EmptyData message={t('free_reject', { ns: 'common' })} />;
}

function InboxList() {
  const { t } = useTranslation('support');
  const { state, hasMore, more, retry, markRead } = useInbox();
  const { messages } = state;
  return (
    <div className={ui.page}>
      {messages.length > 0 && (
        <ReadableList items={messages.map((m) => ({ ...m, date: m.sendDate }))} onOpen={markRead} testId="inbox-item" />
      )}
      {state.status === 'ready' && messages.length === 0 && <EmptyData message={t('inbox_empty')} />}
      {state.status === 'loading' && <Spinner minHeight={messages.length ? 60 : 160} />}
      {state.status === 'error' && <ErrorPanel message={errorMessage(state.error, t)} onRetry={retry} />}
      {state.status === 'ready' && hasMore && (
        <button type="button" className={ui.secondary} data-testid="inbox-more" onClick={more}>
          {t('inbox_more')}
        </button>
      )}
    </div>
  );
}
