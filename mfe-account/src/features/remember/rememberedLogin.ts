import { localStore, type SafeStorage } from 'shared';
import { generateKey, open, seal, type Sealed } from './cipher';
import { indexedDbKeyStore, type KeyStore } from './keyStore';

/** The remembered login of docs/product-rules.md §3: type, username, password and dialling code. */
export interface RememberedLogin {
  type: 'username' | 'sms';
  /** The username, or the mobile number for SMS login. */
  username: string;
  /** Empty for SMS login, which has no password to remember. */
  password: string;
  countryDialingCode: string;
}

/** What is written to storage: the password only ever as AES-GCM ciphertext. */
interface StoredRecord {
  version: 1;
  type: RememberedLogin['type'];
  username: string;
  countryDialingCode: string;
  password: Sealed | null;
}

export const REMEMBER_KEY = 'm.account.rememberedLogin';

const isSealed = (v: unknown): v is Sealed =>
  typeof v === 'object' && v !== null && typeof (v as Sealed).iv === 'string' && typeof (v as Sealed).data === 'string';

function isStoredRecord(value: unknown): value is StoredRecord {
  const v = value as Partial<StoredRecord> | null;
  return (
    !!v &&
    v.version === 1 &&
    (v.type === 'username' || v.type === 'sms') &&
    typeof v.username === 'string' &&
    typeof v.countryDialingCode === 'string' &&
    (v.password === null || isSealed(v.password))
  );
}

export interface RememberStore {
  /** False where Web Crypto or IndexedDB is missing (e.g. plain http): then nothing is remembered at all. */
  readonly available: boolean;
  load(): Promise<RememberedLogin | null>;
  save(login: RememberedLogin): Promise<void>;
  clear(): void;
}

interface Dependencies {
  storage: SafeStorage;
  keys: KeyStore | null;
  crypto: Crypto | null;
}

/**
 * Remember-password (docs/product-rules.md §2 and §3). The password is sealed with AES-GCM under a non-extractable key
 * kept in IndexedDB; storage only ever holds the ciphertext, never the plain text. A record that cannot be
 * opened (key lost, data changed) is dropped.
 */
export function createRememberStore({ storage, keys, crypto }: Dependencies): RememberStore {
  const subtle = crypto?.subtle ?? null;
  const available = !!subtle && !!keys && !!crypto;
  let pendingKey: Promise<CryptoKey> | null = null;

  async function key(create: boolean): Promise<CryptoKey | null> {
    if (!subtle || !keys) return null;
    const existing = await keys.get();
    if (existing || !create) return existing;
    pendingKey ??= generateKey(subtle).then(async (fresh) => {
      await keys.put(fresh);
      return fresh;
    });
    try {
      return await pendingKey;
    } finally {
      pendingKey = null;
    }
  }

  const clear = () => storage.remove(REMEMBER_KEY);

  return {
    available,
    clear,
    async load() {
      const record = storage.getJson(REMEMBER_KEY, isStoredRecord);
      if (!record || !available || !subtle) return null;
      let password = '';
      if (record.password) {
        try {
          const current = await key(false);
          if (!current) throw new Error('no key');
          password = await open(subtle, current, record.password);
        } catch {
          clear();
          return null;
        }
      }
      return { type: record.type, username: record.username, countryDialingCode: record.countryDialingCode, password };
    },
    async save(login) {
      if (!available || !subtle || !crypto) return;
      const current = await key(true);
      if (!current) return;
      const record: StoredRecord = {
        version: 1,
        type: login.type,
        username: login.username,
        countryDialingCode: login.countryDialingCode,
        password: login.password ? await seal(subtle, current, login.password, crypto) : null,
      };
      storage.setJson(REMEMBER_KEY, record);
    },
  };
}

function browserDependencies(): Dependencies {
  const webCrypto = typeof globalThis.crypto?.subtle === 'object' ? globalThis.crypto : null;
  const idb = typeof indexedDB === 'undefined' ? null : indexedDB;
  return { storage: localStore, keys: idb ? indexedDbKeyStore(idb) : null, crypto: webCrypto };
}

/** The page's remember store. */
export const rememberStore: RememberStore = createRememberStore(browserDependencies());
