import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../format/figures';
import { LANGUAGES, currentLanguage, switchLanguage } from './setup';

const NAMES: Record<Language, string> = { en: 'English', pt: 'Português' };

export function LanguageSwitch() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{t('header.language')}</label>
      <select id={id} value={currentLanguage()} onChange={(e) => void switchLanguage(e.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
