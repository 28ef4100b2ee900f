import { useEffect, useRef, useState } from 'react';
import { useBrowserValue } from 'shared';
import { rememberStore, type RememberedLogin } from '../remember';

/**
 * Loads the remembered login once and hands it to `apply`, unless the user has started typing already.
 * Returns the checkbox state and `persist`, which saves or forgets the login after a successful submit.
 */
export function useRememberedLogin(apply: (login: RememberedLogin) => void) {
  const [remember, setRemember] = useState(false);
  const touched = useRef(false);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    let live = true;
    rememberStore.load().then(
      (login) => {
        if (!live || !login || touched.current) return;
        applyRef.current(login);
        setRemember(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const persist = async (login: RememberedLogin) => {
    try {
      if (remember) await rememberStore.save(login);
      else rememberStore.clear();
    } catch {
      // Remembering is a convenience: a storage failure must not spoil a successful login.
    }
  };

  // Rendered on the server as available (every browser the site supports has what it needs); one without
  // it drops the box once the page is taken over.
  const available = useBrowserValue(() => rememberStore.available, true);
  return { available, remember, setRemember, markTouched: () => (touched.current = true), persist };
}
