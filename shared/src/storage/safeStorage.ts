/**
 * localStorage / sessionStorage behind one wrapper: when the browser's storage throws (quota full, disabled
 * as in private browsing) values live in memory for the page's lifetime; corrupt JSON reads as absent.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Remove every key this page stored. */
  clear(): void;
  getJson<T>(key: string, isValid?: (value: unknown) => value is T): T | null;
  setJson(key: string, value: unknown): void;
}

function backingStore(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function createSafeStorage(kind: 'localStorage' | 'sessionStorage'): SafeStorage {
  const memory = new Map<string, string>();
  const store = () => backingStore(kind);
  const storage: SafeStorage = {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const target = store();
        if (!target) throw new Error('no storage');
        target.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        store()?.removeItem(key);
      } catch {
        /* nothing stored there to remove */
      }
    },
    clear() {
      memory.clear();
      try {
        store()?.clear();
      } catch {
        /* nothing stored there to clear */
      }
    },
    getJson<T>(key: string, isValid?: (value: unknown) => value is T): T | null {
      const raw = storage.get(key);
      if (raw === null) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isValid && !isValid(parsed)) return null;
        return parsed as T;
      } catch {
        return null;
      }
    },
    setJson(key, value) {
      storage.set(key, JSON.stringify(value));
    },
  };
  return storage;
}

export const localStore = createSafeStorage('localStorage');
export const sessionStore = createSafeStorage('sessionStorage');
