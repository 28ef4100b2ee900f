import { useEffect, useState } from 'react';
import { rememberStore } from '../remember';

/**
 * The remembered password of the signed-in user, if any (docs/product-rules.md §2: the old-password field is hidden
 * when one exists). `undefined` while it is being looked up.
 */
export function useRememberedPassword(userName: string): string | null | undefined {
  const [password, setPassword] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    rememberStore.load().then(
      (login) => {
        if (!live) return;
        const mine = login?.type === 'username' && login.username.toLowerCase() === userName.toLowerCase() && login.password !== '';
        setPassword(mine ? login.password : null);
      },
      () => live && setPassword(null),
    );
    return () => {
      live = false;
    };
  }, [userName]);
  return password;
}
