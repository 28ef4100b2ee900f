import type { ApiState } from 'shared';

/** The same loading / ready / error state, with the data picked from a larger answer. */
export function mapApiState<T, U>(state: ApiState<T> & { reload(): void }, pick: (data: T) => U): ApiState<U> & { reload(): void } {
  const data = state.data === undefined ? undefined : pick(state.data);
  if (state.status === 'ready') return { status: 'ready', data: data as U, reload: state.reload };
  if (state.status === 'error') return { status: 'error', error: state.error, data, reload: state.reload };
  return { status: 'loading', data, reload: state.reload };
}
