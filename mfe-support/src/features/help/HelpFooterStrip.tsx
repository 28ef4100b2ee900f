import { Link } from 'react-router-dom';
import { paths, withQuery, type HelpItem } from 'shared';
import { useTranslation } from 'react-i18next';
import styles from './help.module.css';

/** The strip under the list: every help item title, each opening its detail page. */
export function HelpFooterStrip({ items }: { items: readonly HelpItem[] }) {
  const { t } = useTranslation('support');
  if (items.length === 0) return null;
  return (
    <nav className={styles.strip} aria-label={t('help_topics')} data-testid="help-footer-strip">
      {items.map((item, index) => (
        <Link key={`${index}-${item.title}`} className={styles.stripItem} to={withQuery(paths.helpDetail, { p: index })}>
          {item.title}
        </Link>
      ))}
    </nav>
  );
}
