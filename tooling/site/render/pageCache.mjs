// Recently rendered pages, for the requests that would render them the same again. The server never sees a
// session, so a page is the same for every request with the same address, language, theme, release and config:
// under a burst of players opening home, one render serves them all. A page is kept `ttlMs` (a short window: the
// backend's answers change) and at most `maxEntries` pages are kept; while one request renders a page, the others
// asking for it wait for that render instead of starting their own. Only a page rendered whole is kept: one that
// met an error or left an area to the browser is rendered again for the next request.

/**
 * @param {{ ttlMs: number, maxEntries?: number, now?: () => number }} options
 */
export function createPageCache({ ttlMs, maxEntries = 100, now = Date.now }) {
  /** @type {Map<string, { html: string, at: number }>} */
  const pages = new Map();
  /** @type {Map<string, Promise<string | undefined>>} */
  const rendering = new Map();

  return {
    enabled: ttlMs > 0,

    /**
     * The page for `key` rendered less than `ttlMs` ago, or the one a render under way gives; undefined when
     * there is none (or that render could not be kept).
     * @param {string} key
     * @returns {Promise<string | undefined>}
     */
    async reuse(key) {
      const kept = pages.get(key);
      if (kept && now() - kept.at <= ttlMs) return kept.html;
      if (kept) pages.delete(key);
      return rendering.get(key);
    },

    /**
     * Marks a render of `key` as under way. Call what it returns once, when the render ends: with the page's
     * whole HTML to keep it, or with undefined when it is not to be reused.
     * @param {string} key
     * @returns {(html: string | undefined) => void}
     */
    start(key) {
      /** @type {(html: string | undefined) => void} */
      let settle = () => {};
      rendering.set(key, new Promise((resolve) => (settle = resolve)));
      return (html) => {
        rendering.delete(key);
        if (html !== undefined) {
          pages.delete(key);
          pages.set(key, { html, at: now() });
          for (const oldest of pages.keys()) {
            if (pages.size <= maxEntries) break;
            pages.delete(oldest);
          }
        }
        settle(html);
      };
    },
  };
}
