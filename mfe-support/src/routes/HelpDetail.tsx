import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AreaRoot, EmptyData, paths, withQuery, type HelpItem } from 'shared';
import { SafeHtml } from 'shared/safe-html';
import '../i18n';
import { Chevron } from '../lib/Chevron';
import { Loaded } from '../lib/Loaded';
import { HelpFooterStrip } from '../features/help/HelpFooterStrip';
import { helpTarget, numberedTitle } from '../features/help/helpQuery';
import { useHelpCentre } from '../features/help/useHelpCentre';
import ui from '../lib/ui.module.css';
import styles from '../features/help/help.module.css';

/** One help item (/m/helpDetail?p&tag&c): its text, or one child's, with links to its questions. */
export default function HelpDetail() {
  const { t } = useTranslation('support');
  const help = useHelpCentre();
  const [query] = useSearchParams();
  return (
    <AreaRoot area="support">
      <div className={ui.page}>
        <Loaded state={help}>
          {(items) => {
            const target = helpTarget(items, query);
            const item = target.section === null ? undefined : items[target.section];
            if (!item || target.section === null) {
              return (
                <>
                  <EmptyData message={t('help_not_found')} />
                  <Link className={ui.secondary} to={paths.help}>
                    {t('help_back_to_list')}
                  </Link>
                </>
              );
            }
            return (
              <>
                <DetailCard item={item} section={target.section} child={target.child} />
                <HelpFooterStrip items={items} />
              </>
            );
          }}
        </Loaded>
      </div>
    </AreaRoot>
  );
}

function DetailCard({ item, section, child }: { item: HelpItem; section: number; child: number | null }) {
  const shown = child === null ? undefined : item.children[child];
  return (
    <article className={ui.card} data-testid="help-detail">
      <h2 className={styles.detailTitle}>{numberedTitle(section, item.title)}</h2>
      {shown ? (
        <>
          <h3 className={styles.detailSubtitle}>{shown.title}</h3>
          <SafeHtml html={shown.content} className={ui.html} testId="help-detail-content" />
        </>
      ) : (
        <>
          {item.content && <SafeHtml html={item.content} className={ui.html} testId="help-detail-content" />}
          <ul className={ui.list}>
            {item.children.map((c, index) => (
              <li key={`${index}-${c.title}`}>
                <Link className={ui.row} to={withQuery(paths.help, { p: section, c: index })}>
                  <span className={ui.rowText}>
                    <span className={styles.childTitle}>{c.title}</span>
                  </span>
                  <Chevron />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
