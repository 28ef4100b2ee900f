import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from 'shared/safe-html';
import { isExternalHref } from './externalLinks';
import styles from './html.module.css';

/**
 * Server HTML (promotion and announcement content), sanitised by the shared DOMPurify set-up. External
 * links open in a new tab (noopener noreferrer); other links navigate inside the app.
 */
export function PromoHtml({ html, testId, onNavigate }: { html: string; testId?: string; onNavigate?(href: string): void }) {
  const navigate = useNavigate();
  // sanitizeHtml also opens external links in a new tab without access to this page.
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (!href || isExternalHref(href)) return;
    event.preventDefault();
    if (href.startsWith('#')) return;
    onNavigate?.(href);
    navigate(href);
  };
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- catches clicks on the links inside the HTML, which are focusable and fire click on Enter
  return <div className={styles.html} data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
