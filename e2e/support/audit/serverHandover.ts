/** The first view's data the server hands over with a page (`script#m-first-view`, JSON that never runs). */
export interface Handover {
  release: { remotes: Record<string, { version: string }> };
  language: string;
  queries: Record<string, unknown>;
}

/**
 * The handover in a page's HTML, if the server rendered the page. The server writes its lists of records as
 * tables (shell/src/startup/handoverTables.ts); the records read here (release, language, the queries' keys) are
 * as they were.
 */
export function handoverIn(html: string): Handover | undefined {
  const json = /<script type="application\/json" id="m-first-view">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) return undefined;
  const body = JSON.parse(json) as Handover | { tables: true; body: Handover };
  return 'tables' in body ? body.body : body;
}

/** The query cache's key of a backend read, as `shared` writes it (method, path, sorted query without `t`). */
export function queryCacheKey(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const query = [...searchParams]
    .filter(([name]) => name !== 't')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `GET ${pathname.replace(/^\/wps/, '')}${query ? `?${query}` : ''}`;
}

/** The reads (URLs of backend GETs) the browser asked although the server had handed their answers over. */
export function handedOverAskedAgain(handover: Handover, readUrls: readonly string[]): string[] {
  const servedAlready = new Set(Object.keys(handover.queries));
  return [...new Set(readUrls.map(queryCacheKey).filter((key) => servedAlready.has(key)))];
}
