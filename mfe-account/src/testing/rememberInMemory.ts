import type * as Remember from '../features/remember';

/**
 * A `vi.mock` factory for the remember feature: its store as the real one, but with the device key kept in memory
 * (happy-dom has no IndexedDB for the real key store).
 */
export async function rememberInMemory(importOriginal: () => Promise<typeof Remember>): Promise<typeof Remember> {
  const real = await importOriginal();
  const { createSafeStorage } = await import('shared');
  return {
    ...real,
    rememberStore: real.createRememberStore({
      storage: createSafeStorage('localStorage'),
      keys: real.memoryKeyStore(),
      crypto: globalThis.crypto,
    }),
  };
}
