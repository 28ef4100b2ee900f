import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, createApiClient } from '../api/client';
import type { Whoami } from '../api/types';
import { tokenStore } from '../session/tokenStore';
import { SignIn } from '../signin/SignIn';
import { Dashboard } from './Dashboard';
import { Header } from './Header';

export interface Session {
  token: string;
  who: Whoami;
}

/** Signed out, the sign-in form; signed in, the areas and the history. A token kept in this tab is checked again first. */
export function App() {
  const { t } = useTranslation();
  const [session, setSession] = useState<Session | null>(null);
  const [checking, setChecking] = useState(() => tokenStore.read() !== null);
  const [endedBecause, setEndedBecause] = useState<string | null>(null);

  useEffect(() => {
    const token = tokenStore.read();
    if (!token) return;
    createApiClient({ token })
      .whoami()
      .then(
        (who) => setSession({ token, who }),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) tokenStore.forget();
        },
      )
      .finally(() => setChecking(false));
  }, []);

  const signIn = useCallback((next: Session) => {
    tokenStore.keep(next.token);
    setEndedBecause(null);
    setSession(next);
  }, []);
  const signOut = useCallback((reason: string | null = null) => {
    tokenStore.forget();
    setEndedBecause(reason);
    setSession(null);
  }, []);
  const client = useMemo(() => (session ? createApiClient({ token: session.token }) : null), [session]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <Header who={session?.who ?? null} onSignOut={() => signOut()} />
      <main id="main" tabIndex={-1}>
        {checking ? (
          <p role="status">{t('signin.checking')}</p>
        ) : session && client ? (
          <Dashboard client={client} who={session.who} onUnauthorized={signOut} />
        ) : (
          <SignIn onSignedIn={signIn} endedBecause={endedBecause} />
        )}
      </main>
    </>
  );
}
