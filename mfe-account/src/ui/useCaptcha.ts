import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from 'shared';

export interface CaptchaState {
  image: string | null;
  loading: boolean;
  failed: boolean;
  refresh(): void;
}

/** A captcha image, loaded while `active`; `refresh` (a tap) and each change of `renewKey` fetch a new one. */
export function useCaptcha(active: boolean, renewKey = 0): CaptchaState {
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [taps, setTaps] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    if (!active) return;
    const mine = ++generation.current;
    setLoading(true);
    setFailed(false);
    fetchCaptcha().then(
      (captcha) => {
        if (mine !== generation.current) return;
        setImage(captcha.image);
        setLoading(false);
      },
      () => {
        if (mine !== generation.current) return;
        setFailed(true);
        setLoading(false);
      },
    );
  }, [active, renewKey, taps]);

  const refresh = useCallback(() => setTaps((n) => n + 1), []);
  return { image, loading, failed, refresh };
}
