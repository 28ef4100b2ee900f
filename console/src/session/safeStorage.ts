// Web Storage that never throws: a browser that refuses storage (a private mode, a policy) leaves the console
// working for the page's life.
function wrap(storage: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storage().setItem(key, value);
      } catch {
        // kept for this page only
      }
    },
    remove(key: string): void {
      try {
        storage().removeItem(key);
      } catch {
        // nothing was kept
      }
    },
  };
}

export const tabStore = wrap(() => sessionStorage);
export const deviceStore = wrap(() => localStorage);
