import type { Page } from '@playwright/test';

export type StorageKind = 'localStorage' | 'sessionStorage';

/** The ways browser storage fails players: full, switched off as in private browsing, or holding garbage. */
export type StorageFault = 'quota-full' | 'private-mode' | 'corrupt-json';

export const CORRUPT_JSON = '{"corrupt": tru';

/** Every key the site keeps, by storage (grep `localStore` / `sessionStore` in the packages' sources). */
export const SITE_KEYS: Record<StorageKind, readonly string[]> = {
  localStorage: [
    'm.session',
    'm.autoLogin',
    'm.theme',
    'm.language',
    'm.systemStatus',
    'm.downloadBarHidden',
    'm.release.lastGood',
    'm.announcementPopup.A',
    'm.announcementPopup.B',
    'm.account.balanceHidden',
    'm.account.rememberedLogin',
  ],
  sessionStorage: ['m.release.preview', 'm.agent.contractAlert.dismissed.player01'],
};

/** Install a storage fault before any of the page's own scripts run, on every load of the page. */
export async function injectStorageFault(page: Page, kind: StorageKind, fault: StorageFault): Promise<void> {
  await page.addInitScript(
    ({ kind, fault, keys, corrupt }) => {
      if (fault === 'quota-full') {
        const target = window[kind];
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
          if (this === target) throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
          setItem.call(this, key, value);
        };
      } else if (fault === 'private-mode') {
        Object.defineProperty(window, kind, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      } else {
        for (const key of keys) window[kind].setItem(key, corrupt);
      }
    },
    { kind, fault, keys: SITE_KEYS[kind], corrupt: CORRUPT_JSON },
  );
}

/** What the page sees of its storage: whether it can be reached, and what a key holds. */
export function storageState(page: Page, kind: StorageKind, key: string) {
  return page.evaluate(
    ({ kind, key }) => {
      try {
        return { reachable: true, value: window[kind].getItem(key) };
      } catch {
        return { reachable: false, value: null };
      }
    },
    { kind, key },
  );
}
