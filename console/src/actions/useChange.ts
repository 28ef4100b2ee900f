import { useCallback, useState } from 'react';
import { ApiError, type ApiClient, type ChangeIntent, type ChangeRequest } from '../api/client';
import type { AreaStatus } from '../api/types';

export type ChangeState =
  | { phase: 'idle' }
  | { phase: 'confirming'; intent: ChangeIntent }
  | { phase: 'sending'; intent: ChangeIntent }
  | { phase: 'done'; intent: ChangeIntent }
  | { phase: 'failed'; intent: ChangeIntent; request: ChangeRequest; error: ApiError };

/**
 * One area's change from request to answer. A retry after no answer sends the same request again (same
 * nonce: the service carries it out at most once); a retry after a refusal asks for confirmation again.
 */
export function useChange(client: ApiClient, onChanged: (areas: AreaStatus[]) => void) {
  const [state, setState] = useState<ChangeState>({ phase: 'idle' });

  const send = useCallback(
    async (intent: ChangeIntent, request: ChangeRequest) => {
      setState({ phase: 'sending', intent });
      try {
        onChanged(await client.send(request));
        setState({ phase: 'done', intent });
      } catch (caught) {
        const error = caught instanceof ApiError ? caught : new ApiError(String(caught), 0);
        setState({ phase: 'failed', intent, request, error });
        // A refused change changed nothing, but the area may have moved on since it was read.
        onChanged([]);
      }
    },
    [client, onChanged],
  );

  return {
    state,
    ask: (intent: ChangeIntent) => setState({ phase: 'confirming', intent }),
    cancel: () => setState({ phase: 'idle' }),
    confirm: () => {
      if (state.phase === 'confirming') void send(state.intent, client.prepare(state.intent));
    },
    retry: () => {
      if (state.phase !== 'failed') return;
      if (state.error.unanswered) void send(state.intent, state.request);
      else {
        // Asked again against the area as it is now: the confirmation's sentence follows the fresh read.
        onChanged([]);
        setState({ phase: 'confirming', intent: state.intent });
      }
    },
    dismiss: () => setState({ phase: 'idle' }),
  };
}
