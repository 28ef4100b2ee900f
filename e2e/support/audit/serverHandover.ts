/** The first view's data the server hands over with a page (`script#m-first-view`, JSON that never runs). */
export interface Handover {
  language: string;
  queries: Record<string, unknown>;
}

/** The release a page runs, as its release script sets it. */
export interface PageRelease {
  remotes: Record<string, { version: string }>;
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

/** The address and SHA-384 of the release script a server-rendered page names in its head, if it names one. */
export function releaseScriptIn(html: string): { src: string; integrity: string } | undefined {
  const found = /<script defer src="(\/m\/releases\/[^"]+)" integrity="([^"]+)"><\/script>/.exec(html);
  return found ? { src: found[1]!, integrity: found[2]! } : undefined;
}

/** The release a server-rendered page runs: its release script's, fetched with `get` (a path in, the text out). */
export async function releaseOf(html: string, get: (path: string) => Promise<string>): Promise<PageRelease | undefined> {
  const script = releaseScriptIn(html);
  if (!script) return undefined;
  const text = await get(script.src);
  // `self.mRelease=<JSON>;`
  return JSON.parse(
    text
      .slice(text.indexOf('=') + 1)
      .trim()
      .replace(/;$/, ''),
  ) as PageRelease;
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
