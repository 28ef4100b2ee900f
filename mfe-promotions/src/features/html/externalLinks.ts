/** Links starting with http open outside the site (docs/product-rules.md §2). */
export const isExternalHref = (href: string) => /^https?:/i.test(href);
