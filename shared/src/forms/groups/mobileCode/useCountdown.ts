import { useCallback, useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, countdownEnd, secondsLeft } from './countdown';

/** The SMS resend countdown: `start(expirationTime)` after a send; `seconds` is 0 when a code may be asked for. */
export function useCountdown(): { seconds: number; start(expirationTime: unknown): void } {
  const [end, setEnd] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (end === null) return;
    const tick = () => {
      const left = secondsLeft(end, Date.now());
      setSeconds(left);
      if (left === 0) setEnd(null);
    };
    tick();
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [end]);

  const start = useCallback((expirationTime: unknown) => setEnd(countdownEnd(expirationTime, Date.now())), []);
  return { seconds, start };
}
