import type { ApiState } from 'shared';

type Reloadable<T> = ApiState<T> & { reload(): void };

/** The same loading state with its data passed through `fn` (e.g. local read flags laid over a list). */
export function mapState<T, U>(state: Reloadable<T>, fn: (data: T) => U): Reloadable<U> {
  const { reload } = state;
  const map = (data: T | undefined) => (data === undefined ? undefined : fn(data));
  switch (state.status) {
    case 'ready':
      return { status: 'ready', data: fn(state.data), reload };
    case 'loading':
      return { status: 'loading', data: map(state.data), reload };
    case 'error':
      return { status: 'error', error: state.error, data: map(state.data), reload };
  }
}
