import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyData, ErrorPanel, errorMessage, Spinner, type ApiState } from 'shared';

interface AsyncContentProps<T> {
  state: ApiState<T> & { reload(): void };
  /** Whether the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  /** Shown while the first load runs (a spinner by default). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error with retry (the server's message when given), empty, or the content. */
export function AsyncContent<T>({ state, isEmpty, emptyMessage, loading, children }: AsyncContentProps<T>) {
  const { t } = useTranslation('lobby');
  if (state.status === 'error' && state.data === undefined)
    return <ErrorPanel message={errorMessage(state.error, t)} onRetry={state.reload} />;
  if (state.data === undefined) return <>{loading ?? <Spinner />}</>;
  if (isEmpty?.(state.data)) return <EmptyData message={emptyMessage} />;
  return <>{children(state.data)}</>;
}
