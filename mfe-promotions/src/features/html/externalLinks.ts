/** Links starting with http open outside the site (docs/product-rules.md §2). */
export const isExternalHref = (href: string) => /^https?:/i.test(href);

/**
 * Marks every external link of already-sanitised HTML to open in a new tab with rel="noopener noreferrer",
 * so the opened page can neither reach back into this one nor see where the user came from.
 */
export function markExternalLinks(cleanHtml: string): string {
  const template = document.createElement('template');
  template.innerHTML = cleanHtml;
  for (const anchor of template.content.querySelectorAll('a[href]')) {
    if (!isExternalHref(anchor.getAttribute('href') ?? '')) continue;
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
