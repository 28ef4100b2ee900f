// The shell's page as the browser renders it alone: what a page request gets when the server does not render
// it (server rendering off, a preview, a page left to the browser past the render limit). Kept in memory with
// its compressed forms, read again only when its file changes: under a burst it is the answer that must cost
// least, with no disk read and no compression per request.
import { cachedPage } from './pageCache.mjs';
import { pageEncoding, pageHeaders } from './pageResponse.mjs';
import { whenChanged } from './whenChanged.mjs';

/**
 * @returns {(reply: import('fastify').FastifyReply, file: string, acceptEncoding: string | undefined) => Promise<import('fastify').FastifyReply>}
 *   sends the page of `file` (each shell version has its own) in the encoding the request accepts
 */
export function browserPages() {
  /** @type {Map<string, () => import('./pageCache.mjs').CachedPage>} */
  const pages = new Map();
  return async (reply, file, acceptEncoding) => {
    let page = pages.get(file);
    if (!page) pages.set(file, (page = whenChanged(file, (html) => cachedPage(Buffer.from(html)))));
    const encoding = pageEncoding(acceptEncoding);
    const bytes = await page().encoded(encoding);
    pageHeaders(reply, encoding);
    return reply.send(bytes);
  };
}
