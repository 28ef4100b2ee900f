import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, createApiClient } from '../api/client';
import type { Session } from '../app/App';
import { errorWording } from '../actions/errorWording';

/** The release token is pasted here and checked with the service before the console keeps it for this tab. */
export function SignIn({ onSignedIn, endedBecause }: { onSignedIn: (session: Session) => void; endedBecause: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = String(new FormData(event.currentTarget).get('token') ?? '').trim();
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      onSignedIn({ token, who: await createApiClient({ token }).whoami() });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(String(caught), 0));
      setBusy(false);
    }
  }

  const wording = error ? errorWording(error) : null;
  return (
    <section className="panel sign-in" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('signin.title')}</h2>
      {endedBecause && (
        <p className="notice notice--warning" role="status">
          {t('signin.ended', { reason: endedBecause })}
        </p>
      )}
      <p id={`${id}-help`}>{t('signin.help')}</p>
      <form method="post" onSubmit={(e) => void submit(e)} aria-describedby={`${id}-help`}>
        <div className="field">
          <label htmlFor={`${id}-token`}>{t('signin.token')}</label>
          <input
            id={`${id}-token`}
            name="token"
            type="password"
            autoComplete="off"
            spellCheck={false}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        {wording && (
          <p id={`${id}-error`} className="notice notice--error" role="alert">
            {t(wording.key, wording.values)}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('signin.checking') : t('signin.submit')}
        </button>
      </form>
    </section>
  );
}
