import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { EXTERNAL_URL, sanitizeHtml } from './sanitize';

/**
 * Renders sanitised server HTML. Links starting with http open externally (rel noopener noreferrer);
 * other links navigate inside the app.
 */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href) return;
    event.preventDefault();
    if (EXTERNAL_URL.test(href)) window.open(href, '_blank', 'noopener,noreferrer');
    else if (!href.startsWith('#')) navigate(href);
  };
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- catches clicks on the links inside the HTML, which are focusable and fire click on Enter
  return <div className={className} data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
