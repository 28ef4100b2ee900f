/** Where the remember-password key lives. The key itself is a non-extractable CryptoKey object. */
export interface KeyStore {
  get(): Promise<CryptoKey | null>;
  put(key: CryptoKey): Promise<void>;
}

const DB_NAME = 'm-account';
const STORE = 'keys';
const KEY_ID = 'remember-password';

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB open failed'));
  });
}

function run<T>(factory: IDBFactory, mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDb(factory).then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = action(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => {
          resolve(request.result);
          db.close();
        };
        request.onerror = () => {
          reject(request.error ?? new Error('indexedDB request failed'));
          db.close();
        };
      }),
  );
}

/**
 * IndexedDB keeps CryptoKey objects as they are (structured clone), so a key generated with
 * `extractable: false` is stored and read back without its bytes ever being reachable from script.
 */
export function indexedDbKeyStore(factory: IDBFactory): KeyStore {
  return {
    async get() {
      const value: unknown = await run(factory, 'readonly', (store) => store.get(KEY_ID));
      return value instanceof CryptoKey ? value : null;
    },
    async put(key) {
      await run(factory, 'readwrite', (store) => store.put(key, KEY_ID));
    },
  };
}

/** For tests and for pages without IndexedDB: lives as long as the page. */
export function memoryKeyStore(): KeyStore {
  let key: CryptoKey | null = null;
  return {
    get: async () => key,
    put: async (next) => {
      key = next;
    },
  };
}
