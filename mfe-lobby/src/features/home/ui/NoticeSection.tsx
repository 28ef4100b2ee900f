import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchNotices, paths, useApi } from 'shared';
import { AsyncContent } from '../../../common/AsyncContent';
import styles from './home.module.css';

const SHOWN = 3;

/** The latest announcements, linking to the announcements page. */
export function NoticeSection() {
  const { t } = useTranslation('lobby');
  const state = useApi(fetchNotices, []);
  return (
    <section className={styles.section} data-testid="notice-section" aria-labelledby="notice-title">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id="notice-title">
          {t('section_notice')}
        </h2>
        <Link className={styles.seeAll} to={paths.notice}>
          {t('notice_more')}
        </Link>
      </div>
      <AsyncContent state={state} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className={styles.notices}>
            {list.slice(0, SHOWN).map((notice) => (
              <li key={notice.id}>
                <Link className={styles.notice} to={paths.notice}>
                  <span className={styles.noticeTitle}>{notice.title}</span>
                  <span className={styles.noticeDate}>{notice.startDate.slice(0, 10).replace(/-/g, '/')}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </section>
  );
}
