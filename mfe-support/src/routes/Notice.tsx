import { useTranslation } from 'react-i18next';
import { AreaRoot } from 'shared';
import '../i18n';
import { Loaded } from '../common/Loaded';
import { ReadableList } from '../common/ReadableList';
import { useNotices } from '../features/notice';
import ui from '../common/ui.module.css';

/** Announcements (/m/notice): the list with read flags; opening one marks it read. */
export default function Notice() {
  const { t } = useTranslation('support');
  const { notices, markRead } = useNotices();
  return (
    <AreaRoot area="support">
      <div className={ui.page}>
        <Loaded state={notices} isEmpty={(list) => list.length === 0} emptyMessage={t('notice_empty')}>
          {(list) => <ReadableList items={list.map((n) => ({ ...n, date: n.startDate }))} onOpen={markRead} testId="notice-item" />}
        </Loaded>
      </div>
    </AreaRoot>
  );
}
