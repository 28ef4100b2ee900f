import { Link } from 'react-router-dom';
import { paths, withQuery, type HelpItem } from 'shared';
import { SafeHtml } from 'shared/safe-html';
import { Chevron } from '../../common/Chevron';
import ui from '../../common/ui.module.css';
import { numberedTitle } from './helpQuery';
import styles from './help.module.css';

/** One help item's card: its text, or one child's, with links to its questions. */
export function HelpDetailCard({ item, section, child }: { item: HelpItem; section: number; child: number | null }) {
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
