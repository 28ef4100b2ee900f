import { vi } from 'vitest';

/**
 * A `vi.mock` factory: the real module, with each export in `names` a bare `vi.fn()` and each one in `replaced` what
 * it gives. `vi.mock` runs before the test file's imports, so a file takes this through
 * `const { standIns } = await vi.hoisted(() => import('shared/testing'))`.
 */
export function standIns<M extends object>(names: readonly (keyof M & string)[], replaced: Partial<M> = {}) {
  return async (importOriginal: () => Promise<M>): Promise<M> => ({
    ...(await importOriginal()),
    ...Object.fromEntries(names.map((name) => [name, vi.fn()])),
    ...replaced,
  });
}
