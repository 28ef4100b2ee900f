import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AreaRoot, ErrorPanel, errorMessage, useBrand } from 'shared';
import '../i18n';
import { Chevron } from '../common/Chevron';
import { UnreadBadge } from '../common/UnreadBadge';
import { openCustomerService } from '../features/customerService';
import { EntryIcon, messageEntries, type MessageEntry, useUnreadCounts, type UnreadCounts } from '../features/message';
import ui from '../common/ui.module.css';

/** Message centre (/m/message): Telegram, announcements, inbox, live chat (CBS3 on), affiliate service. */
export default function MessageCentre() {
  const { t } = useTranslation('support');
  const brand = useBrand();
  const { counts, error, reload } = useUnreadCounts();
  return (
    <AreaRoot area="support">
      <div className={ui.page}>
        {error !== null && <ErrorPanel message={errorMessage(error, t)} onRetry={reload} testId="unread-error" />}
        <ul className={`${ui.list} ${ui.card}`}>
          {messageEntries(brand).map((entry) => (
            <li key={entry.id}>
              <EntryRow entry={entry} counts={counts} />
            </li>
          ))}
        </ul>
      </div>
    </AreaRoot>
  );
}

function EntryRow({ entry, counts }: { entry: MessageEntry; counts: UnreadCounts }) {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const label = t(entry.labelKey);
  const inner = (
    <>
      <EntryIcon id={entry.id} />
      <span className={ui.rowText}>
        <span className={ui.rowTitle}>{label}</span>
      </span>
      {entry.unread && <UnreadBadge count={counts[entry.unread]} label={t('unread_count', { label })} />}
      <Chevron />
    </>
  );
  const testId = `message-entry-${entry.id}`;
  if (entry.to)
    return (
      <Link className={ui.row} to={entry.to} data-testid={testId}>
        {inner}
      </Link>
    );
  if (entry.href)
    return (
      <a className={ui.row} href={entry.href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
        {inner}
      </a>
    );
  const chat = async () => {
    const next = await openCustomerService('live-chat');
    if (next) navigate(next);
  };
  return (
    <button type="button" className={ui.row} data-testid={testId} onClick={() => void chat()}>
      {inner}
    </button>
  );
}
