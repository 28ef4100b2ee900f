const asked = new Set<string>();

/**
 * Ask for a picture the page is about to show at high priority, before the element that shows it exists
 * (the first home banner, as soon as the banner list arrives rather than once it has rendered). The element's
 * own request then takes this download. Each URL is asked for once per page load.
 */
export function preloadImage(src: string | undefined): void {
  if (!src || asked.has(src)) return;
  asked.add(src);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
