// Recently rendered pages, for the requests that would render them the same again. A page is kept only when
// it is the same for everyone who asks with the same address, language, theme, release and config (a guest's
// page rendered whole): under a burst of players opening home, one render serves them all. A page is kept
// `ttlMs` (a short window: the backend's answers change) and at most `maxEntries` pages are kept; while one
// request renders a page, the others asking for it wait for that render, at most `waitMs`, then render their
// own. A page is kept as bytes with each compressed form made once, off the main thread and a little smaller
// than a page made for one request, so a reused page is never compressed again.
import { encodedInPool } from './pageResponse.mjs';

/**
 * A kept page: its HTML and, made on first use and kept with it, its bytes in each encoding.
 * @typedef {{ html: Buffer, encoded: (encoding: import('./pageResponse.mjs').PageEncoding) => Promise<Buffer> }} CachedPage
 */

/** @param {Buffer} html @returns {CachedPage} */
export function cachedPage(html) {
  /** @type {Map<string, Promise<Buffer>>} */
  const forms = new Map();
  return {
    html,
    encoded(encoding) {
      if (encoding === 'identity') return Promise.resolve(html);
      if (!forms.has(encoding)) forms.set(encoding, encodedInPool(html, encoding, { kept: true }));
      return /** @type {Promise<Buffer>} */ (forms.get(encoding));
    },
  };
}

/**
 * @param {{ ttlMs: number, maxEntries?: number, waitMs?: number, now?: () => number }} options
 */
export function createPageCache({ ttlMs, maxEntries = 100, waitMs = 2000, now = Date.now }) {
  /** @type {Map<string, { page: CachedPage, at: number }>} */
  const pages = new Map();
  /** @type {Map<string, Promise<CachedPage | undefined>>} */
  const rendering = new Map();
  // Renders started before a clear are neither waited for nor kept.
  let generation = 0;

  return {
    enabled: ttlMs > 0,

    /**
     * The page for `key` rendered less than `ttlMs` ago, or the one a render under way gives within `waitMs`;
     * undefined when there is none (or that render could not be kept, or took longer).
     * @param {string} key
     * @returns {Promise<CachedPage | undefined>}
     */
    async reuse(key) {
      const kept = pages.get(key);
      if (kept && now() - kept.at <= ttlMs) return kept.page;
      if (kept) pages.delete(key);
      const underWay = rendering.get(key);
      if (!underWay) return undefined;
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const late = new Promise((resolve) => (timer = setTimeout(resolve, waitMs, undefined)));
      try {
        return /** @type {CachedPage | undefined} */ (await Promise.race([underWay, late]));
      } finally {
        clearTimeout(timer);
      }
    },

    /**
     * Marks a render of `key` as under way. Call what it returns once, when the render ends: with the page's
     * whole HTML to keep it, or with undefined when it is not to be reused. Later calls do nothing.
     * @param {string} key
     * @returns {(html: Buffer | undefined) => void}
     */
    start(key) {
      /** @type {(page: CachedPage | undefined) => void} */
      let settle = () => {};
      const underWay = new Promise((resolve) => (settle = resolve));
      rendering.set(key, /** @type {Promise<CachedPage | undefined>} */ (underWay));
      const startedIn = generation;
      let settled = false;
      return (html) => {
        if (settled) return;
        settled = true;
        if (rendering.get(key) === underWay) rendering.delete(key);
        const page = html === undefined || startedIn !== generation ? undefined : cachedPage(html);
        if (page) {
          pages.delete(key);
          pages.set(key, { page, at: now() });
          for (const oldest of pages.keys()) {
            if (pages.size <= maxEntries) break;
            pages.delete(oldest);
          }
        }
        settle(page);
      };
    },

    /** Forgets every kept page and every render under way (a test changed the backend's answers). */
    clear() {
      pages.clear();
      rendering.clear();
      generation++;
    },
  };
}
