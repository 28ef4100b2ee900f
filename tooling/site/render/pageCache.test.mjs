import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './pageCache.mjs';
import { KEPT_PAGE_BROTLI, KEPT_PAGE_GZIP, PAGE_BROTLI, PAGE_GZIP } from './pageResponse.mjs';

const html = (text) => Buffer.from(text);
const textOf = async (reused) => reused?.html.toString();

describe('page cache', () => {
  it('gives a page rendered whole back within its window, and not after it', async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    cache.start('home')(html('<html>home</html>'));
    clock = 1000;
    expect(await textOf(await cache.reuse('home'))).toBe('<html>home</html>');
    clock = 1001;
    expect(await cache.reuse('home')).toBeUndefined();
  });

  it('lets the requests that arrive during a render wait for it instead of rendering again', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    expect(await cache.reuse('home')).toBeUndefined();
    const done = cache.start('home');
    const waiting = [cache.reuse('home'), cache.reuse('home')];
    done(html('<html>home</html>'));
    expect(await Promise.all(waiting.map(async (reused) => textOf(await reused)))).toEqual(['<html>home</html>', '<html>home</html>']);
  });

  it('lets a waiting request go after waitMs when the render under way never ends, to render its own', async () => {
    const cache = createPageCache({ ttlMs: 1000, waitMs: 30 });
    cache.start('home');
    const started = Date.now();
    expect(await cache.reuse('home')).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('keeps no page a render could not finish: the waiting requests and the next one render their own', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const done = cache.start('home');
    const waiting = cache.reuse('home');
    done(undefined);
    expect(await waiting).toBeUndefined();
    expect(await cache.reuse('home')).toBeUndefined();
  });

  it('settles a render once: a second call (a late error after the page was kept) changes nothing', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const done = cache.start('home');
    done(html('<html>home</html>'));
    done(undefined);
    expect(await textOf(await cache.reuse('home'))).toBe('<html>home</html>');
  });

  it('keeps pages apart by key and at most maxEntries of them, dropping the oldest', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['en', 'pt', 'en-light']) cache.start(key)(html(`<html>${key}</html>`));
    expect(await cache.reuse('en')).toBeUndefined();
    expect(await textOf(await cache.reuse('pt'))).toBe('<html>pt</html>');
    expect(await textOf(await cache.reuse('en-light'))).toBe('<html>en-light</html>');
  });

  it('compresses a kept page once per encoding, however many requests take it', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const page = '<html>home</html>'.repeat(100);
    cache.start('home')(html(page));
    const first = await cache.reuse('home');
    const again = await cache.reuse('home');
    const [a, b] = await Promise.all([first?.encoded('gzip'), again?.encoded('gzip')]);
    expect(a).toBe(b);
    expect(gunzipSync(/** @type {Buffer} */ (a)).toString()).toBe(page);
    const [c, d] = await Promise.all([first?.encoded('br'), again?.encoded('br')]);
    expect(c).toBe(d);
    expect(brotliDecompressSync(/** @type {Buffer} */ (c)).toString()).toBe(page);
    expect((await first?.encoded('identity'))?.toString()).toBe(page);
  });

  it("makes a kept page's forms a little smaller than a page made for one request", async () => {
    // A page of some variety (repeated text compresses the same at every level).
    const page = Array.from({ length: 3000 }, (_, i) => `<li data-id="${(i * 7919) % 10007}">game ${(i * 104729) % 997}</li>`).join('');
    const cache = createPageCache({ ttlMs: 1000 });
    cache.start('home')(html(page));
    const kept = await cache.reuse('home');
    const gzipped = /** @type {Buffer} */ (await kept?.encoded('gzip'));
    expect(gzipped.equals(gzipSync(page, KEPT_PAGE_GZIP))).toBe(true);
    expect(gzipped.length).toBeLessThan(gzipSync(page, PAGE_GZIP).length);
    const brotli = /** @type {Buffer} */ (await kept?.encoded('br'));
    expect(brotli.equals(brotliCompressSync(page, KEPT_PAGE_BROTLI))).toBe(true);
    expect(brotli.length).toBeLessThan(brotliCompressSync(page, PAGE_BROTLI).length);
  });

  it('forgets every page when cleared, and keeps none a render started before the clear', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    cache.start('home')(html('<html>home</html>'));
    const before = cache.start('list');
    cache.clear();
    expect(await cache.reuse('home')).toBeUndefined();
    expect(await cache.reuse('list')).toBeUndefined();
    before(html('<html>list</html>'));
    expect(await cache.reuse('list')).toBeUndefined();
  });

  it('is off with no window', () => {
    expect(createPageCache({ ttlMs: 0 }).enabled).toBe(false);
  });
});
