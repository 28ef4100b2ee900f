import type { RouteEntry } from 'shared';

export interface PageHead {
  lang: string;
  title: string;
  description: string;
  canonical: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The head of a server-rendered page: per-route title and description in the page's language, and the
 * canonical link (every home path is `/m/home`; the query stays, it names what the page shows).
 */
export function pageHead({
  route,
  t,
  language,
  origin,
  search,
}: {
  route: RouteEntry;
  t: Translate;
  language: string;
  origin: string;
  search: string;
}): PageHead {
  const site = t('shell:meta_site_name');
  const page = route.titleKey ? t(`shell:${route.titleKey}`) : '';
  return {
    lang: language,
    title: page ? `${page} | ${site}` : site,
    description: page ? t('shell:meta_description_page', { page }) : t('shell:meta_description_home'),
    canonical: `${origin}${route.home ? '/m/home' : route.path}${search}`,
  };
}
