import type { BusEvents } from './events';

type Handler<T> = (payload: T) => void;

/** A typed publish/subscribe bus. One instance per page, because `shared` is a run-time singleton. */
export interface EventBus<Events> {
  on<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void;
  emit<K extends keyof Events>(event: K, ...payload: Events[K] extends void ? [] : [Events[K]]): void;
}

export function createBus<Events>(): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  return {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(event, set);
      return () => set.delete(handler as Handler<never>);
    },
    emit(event, ...payload) {
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          (handler as Handler<unknown>)(payload[0]);
        } catch (error) {
          console.error(`bus handler for ${String(event)} failed`, error);
        }
      }
    },
  };
}

export const bus: EventBus<BusEvents> = createBus<BusEvents>();
