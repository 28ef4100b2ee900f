import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyData, ErrorPanel, Spinner, errorMessage, type ApiState } from 'shared';

interface LoadedProps<T> {
  state: ApiState<T> & { reload(): void };
  /** Whether the loaded data has nothing to show: `emptyMessage` is shown instead. */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  children(data: T): ReactNode;
}

/**
 * Loading, failure and content of one call: a spinner until the first answer, the failure's message with a
 * retry, and the last good content kept visible under a failed reload (or what says there is none).
 */
export function Loaded<T>({ state, isEmpty, emptyMessage, children }: LoadedProps<T>) {
  const { t } = useTranslation('support');
  if (state.status === 'loading' && state.data === undefined) return <Spinner />;
  return (
    <>
      {state.status === 'error' && <ErrorPanel message={errorMessage(state.error, t)} onRetry={state.reload} />}
      {state.data !== undefined && (isEmpty?.(state.data) ? <EmptyData message={emptyMessage} /> : children(state.data))}
    </>
  );
}
