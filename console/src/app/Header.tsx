import { useTranslation } from 'react-i18next';
import type { Whoami } from '../api/types';
import { EVERY_AREA } from '../actions/availability';
import { LanguageSwitch } from '../i18n/LanguageSwitch';

export function Header({ who, onSignOut }: { who: Whoami | null; onSignOut: () => void }) {
  const { t } = useTranslation();
  const areas = who?.areas.includes(EVERY_AREA) ? t('header.everyArea') : who?.areas.join(', ');
  return (
    <header className="top-bar">
      <h1 className="top-bar__title">{t('app.title')}</h1>
      <div className="top-bar__tools">
        {who && (
          <p className="top-bar__who" data-testid="signed-in-as">
            {t('header.signedInAs', { name: who.name, areas })}
          </p>
        )}
        <LanguageSwitch />
        {who && (
          <button type="button" className="button button--quiet" onClick={onSignOut}>
            {t('header.signOut')}
          </button>
        )}
      </div>
    </header>
  );
}
