import { deleteSiteCaches, EXPIRATION_DATABASE, removeAtInstall, unregisterAndTellPages, type KillSwitchScope } from './removeSiteWorker';

function fakeScope(cacheNames: string[]) {
  const order: string[] = [];
  const names = new Set(cacheNames);
  const pages = [{ postMessage: vi.fn() }, { postMessage: vi.fn() }];
  let unregistered: (done: boolean) => void = () => undefined;
  const scope = {
    caches: {
      keys: vi.fn(async () => [...names]),
      delete: vi.fn(async (name: string) => names.delete(name)),
    },
    indexedDB: { deleteDatabase: vi.fn() },
    // As in a browser: an unregistration asked for during an install runs once that install has ended.
    registration: {
      unregister: vi.fn(
        () =>
          new Promise<boolean>((resolve) => {
            unregistered = (done) => {
              order.push('unregistered');
              resolve(done);
            };
          }),
      ),
    },
    clients: {
      matchAll: vi.fn(async () => {
        order.push('pages told');
        return pages;
      }),
    },
  };
  return { scope: scope as unknown as KillSwitchScope, raw: scope, names, order, pages, unregister: () => unregistered(true) };
}

describe('the kill switch', () => {
  it('deletes every cache of the site’s worker and the pictures’ ages, and no other cache', async () => {
    const { scope, raw, names } = fakeScope(['m-shell', 'm-remotes', 'm-release', 'm-pictures', 'another-app']);
    await deleteSiteCaches(scope);
    expect([...names]).toEqual(['another-app']);
    expect(raw.indexedDB.deleteDatabase).toHaveBeenCalledWith(EXPIRATION_DATABASE);
  });

  it('tells every open page, controlled or not, once the worker is unregistered', async () => {
    const { scope, raw, pages, order, unregister } = fakeScope([]);
    const told = unregisterAndTellPages(scope);
    unregister();
    await told;
    expect(order).toEqual(['unregistered', 'pages told']);
    expect(raw.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    for (const page of pages) expect(page.postMessage).toHaveBeenCalledWith({ type: 'worker-removed' });
  });

  it('lets its install end before the unregistration it asked for runs (waiting on it would never end)', async () => {
    const { scope, names, order, pages, unregister } = fakeScope(['m-shell']);
    await removeAtInstall(scope, vi.fn());
    expect([...names]).toEqual([]);
    expect(order).toEqual([]);
    unregister();
    await vi.waitFor(() => expect(order).toEqual(['unregistered', 'pages told']));
    expect(pages[0]?.postMessage).toHaveBeenCalledTimes(1);
  });
});
