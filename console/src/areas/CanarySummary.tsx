import { useTranslation } from 'react-i18next';
import type { Canary } from '../api/types';
import { currentLanguage } from '../i18n/setup';
import { formatCount, formatFigure, formatMoment } from '../format/figures';

export function CanarySummary({ canary }: { canary: Canary }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const rules = [
    t('canary.failureRule', { margin: canary.margin, minSample: formatCount(canary.minSample, language) }),
    canary.lcpMargin !== null && t('canary.lcpRule', { margin: canary.lcpMargin, minSample: formatCount(canary.minSample, language) }),
    canary.inpLimit !== null && t('canary.inpRule', { limit: formatFigure('inp', canary.inpLimit, language) }),
    canary.clsLimit !== null && t('canary.clsRule', { limit: formatFigure('cls', canary.clsLimit, language) }),
  ].filter((rule): rule is string => typeof rule === 'string');
  return (
    <div className="canary" data-testid="canary">
      <p>
        {t('canary.summary', {
          version: canary.version,
          percent: canary.percent,
          at: canary.at ? formatMoment(canary.at, language) : '?',
        })}
      </p>
      <p className="canary__rules">{t('canary.abortsWhen', { rules: rules.join('; ') })}</p>
    </div>
  );
}
