import DOMPurify from 'dompurify';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** Server HTML (announcements, help, promotions) cleaned by DOMPurify: no scripts, handlers or script URLs. */
export function sanitizeHtml(html: string): string {
  // Where DOMPurify cannot run it would hand the input back untouched: show text only instead.
  if (!DOMPurify.isSupported) return escapeText(html.replace(/<[^>]*>/g, ''));
  markExternalLinks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#|[^:]*$)/i,
  });
}

const EXTERNAL = /^https?:/i;
let hooked = false;
/** External links open in a new tab without access to this page; set once on DOMPurify. */
function markExternalLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && EXTERNAL.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
    if (EXTERNAL.test(href)) window.open(href, '_blank', 'noopener,noreferrer');
    else if (!href.startsWith('#')) navigate(href);
  };
  return <div className={className} data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
