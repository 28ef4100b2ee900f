import { createSafeStorage } from 'shared';
import { memoryKeyStore } from './keyStore';
import { createRememberStore, REMEMBER_KEY } from './rememberedLogin';

const login = { type: 'username' as const, username: 'player01', password: 'Player#2026', countryDialingCode: '+63' };

function setup() {
  const storage = createSafeStorage('localStorage');
  storage.clear();
  const keys = memoryKeyStore();
  return { storage, keys, store: createRememberStore({ storage, keys, crypto: globalThis.crypto }) };
}

describe('remembered login (Web Crypto, never plain text)', () => {
  it('round-trips the login', async () => {
    const { store } = setup();
    await store.save(login);
    expect(await store.load()).toEqual(login);
  });

  it('never writes the password in plain text', async () => {
    const { storage, store } = setup();
    await store.save(login);
    const raw = storage.get(REMEMBER_KEY) ?? '';
    expect(raw).toContain('player01');
    expect(raw).not.toContain('Player#2026');
    expect(raw).not.toContain(btoa('Player#2026'));
  });

  it('uses a key that cannot be exported', async () => {
    const { keys, store } = setup();
    await store.save(login);
    const key = await keys.get();
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
  });

  it('seals with a fresh nonce each time', async () => {
    const { storage, store } = setup();
    await store.save(login);
    const first = storage.get(REMEMBER_KEY);
    await store.save(login);
    expect(storage.get(REMEMBER_KEY)).not.toBe(first);
  });

  it('drops a record whose key is gone', async () => {
    const { storage, store } = setup();
    await store.save(login);
    const other = createRememberStore({ storage, keys: memoryKeyStore(), crypto: globalThis.crypto });
    expect(await other.load()).toBeNull();
    expect(storage.get(REMEMBER_KEY)).toBeNull();
  });

  it('drops a record that was tampered with', async () => {
    const { storage, store } = setup();
    await store.save(login);
    const record = storage.getJson<{ password: { iv: string; data: string } }>(REMEMBER_KEY)!;
    record.password.data = btoa('not the ciphertext');
    storage.setJson(REMEMBER_KEY, record);
    expect(await store.load()).toBeNull();
  });

  it('remembers an SMS login without a password', async () => {
    const { store } = setup();
    const sms = { type: 'sms' as const, username: '09171234567', password: '', countryDialingCode: '+63' };
    await store.save(sms);
    expect(await store.load()).toEqual(sms);
  });

  it('stores nothing where Web Crypto is missing', async () => {
    const storage = createSafeStorage('localStorage');
    storage.clear();
    const store = createRememberStore({ storage, keys: memoryKeyStore(), crypto: null });
    expect(store.available).toBe(false);
    await store.save(login);
    expect(storage.get(REMEMBER_KEY)).toBeNull();
  });

  it('clear forgets the record', async () => {
    const { store } = setup();
    await store.save(login);
    store.clear();
    expect(await store.load()).toBeNull();
  });
});
