export type QueryValue = string | number | boolean;
/** A call's query: entries that are undefined or null are left out, a list repeats its name with `[]`. */
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[] | null | undefined>>;

/**
 * Percent-encoding as the site has always put queries on the wire (the backend and its tests read them so):
 * `encodeURIComponent`, then `:`, `$` and `,` left as they are and a space as `+`.
 */
const encode = (text: string): string =>
  encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

export function queryString(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value as readonly QueryValue[]) pairs.push(`${encode(`${name.trim()}[]`)}=${encode(String(item))}`);
    else pairs.push(`${encode(name.trim())}=${encode(String(value))}`);
  }
  return pairs.join('&');
}

const isAbsolute = (url: string): boolean => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);

/** The URL of a call: the path under the API base (unless it is absolute), then the query. */
export function requestUrl(base: string, path: string, params?: QueryParams): string {
  const url = isAbsolute(path) || !base ? path : `${base.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = params ? queryString(params) : '';
  if (!query) return url;
  const withoutHash = url.split('#')[0]!;
  return `${withoutHash}${withoutHash.includes('?') ? '&' : '?'}${query}`;
}
