import type { Strategy } from 'workbox-strategies';

/**
 * Answers `request` with `strategy` and waits until its cache is written too (a strategy's `handle` resolves
 * with the answer, before the copy is kept and the plugins have seen it); never rejects.
 */
export async function settled(strategy: Strategy, event: ExtendableEvent, request: string): Promise<void> {
  const [answered, done] = strategy.handleAll({ event, request });
  await Promise.allSettled([answered, done]);
}
