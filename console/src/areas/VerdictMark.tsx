import { useTranslation } from 'react-i18next';

/** Beside a canary's figure past its rule: said in words, not by colour alone. */
export function VerdictMark() {
  const { t } = useTranslation();
  return <span className="verdict">{t('verdict.over')}</span>;
}
