import { describe, expect, it } from 'vitest';
import { createPageCache } from './pageCache.mjs';

describe('page cache', () => {
  it('gives a page rendered whole back within its window, and not after it', async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    cache.start('home')('<html>home</html>');
    clock = 1000;
    expect(await cache.reuse('home')).toBe('<html>home</html>');
    clock = 1001;
    expect(await cache.reuse('home')).toBeUndefined();
  });

  it('lets the requests that arrive during a render wait for it instead of rendering again', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    expect(await cache.reuse('home')).toBeUndefined();
    const done = cache.start('home');
    const waiting = [cache.reuse('home'), cache.reuse('home')];
    done('<html>home</html>');
    expect(await Promise.all(waiting)).toEqual(['<html>home</html>', '<html>home</html>']);
  });

  it('keeps no page a render could not finish: the waiting requests and the next one render their own', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const done = cache.start('home');
    const waiting = cache.reuse('home');
    done(undefined);
    expect(await waiting).toBeUndefined();
    expect(await cache.reuse('home')).toBeUndefined();
  });

  it('keeps pages apart by key and at most maxEntries of them, dropping the oldest', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['en', 'pt', 'en-light']) cache.start(key)(`<html>${key}</html>`);
    expect(await cache.reuse('en')).toBeUndefined();
    expect(await cache.reuse('pt')).toBe('<html>pt</html>');
    expect(await cache.reuse('en-light')).toBe('<html>en-light</html>');
  });

  it('is off with no window', () => {
    expect(createPageCache({ ttlMs: 0 }).enabled).toBe(false);
  });
});
