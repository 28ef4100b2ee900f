import { useCallback, useRef, useState } from 'react';
import { answerContractRequest, type ContractKind } from 'shared';

export type AnswerState =
  | { status: 'idle' }
  | { status: 'sending'; accept: boolean }
  | { status: 'failed'; accept: boolean; error: unknown }
  | { status: 'done'; accept: boolean };

/** Sends accept / decline once at a time; a failure keeps which answer was meant, so retry repeats it. */
export function useContractAnswer(kind: ContractKind) {
  const [state, setState] = useState<AnswerState>({ status: 'idle' });
  const sending = useRef(false);

  const answer = useCallback(
    async (accept: boolean) => {
      if (sending.current) return;
      sending.current = true;
      setState({ status: 'sending', accept });
      try {
        const result = await answerContractRequest(kind, accept);
        setState({ status: 'done', accept: result.accepted });
      } catch (error) {
        setState({ status: 'failed', accept, error });
      } finally {
        sending.current = false;
      }
    },
    [kind],
  );

  return { state, answer };
}
