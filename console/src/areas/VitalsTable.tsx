import { useTranslation } from 'react-i18next';
import { VITAL_NAMES, type AreaStatus } from '../api/types';
import { currentLanguage } from '../i18n/setup';
import { formatCount, formatFigure } from '../format/figures';
import { vitalVerdict } from '../format/verdict';
import { VerdictMark } from './VerdictMark';

/** Each Web Vital's p75, stable beside canary, with the sample sizes. */
export function VitalsTable({ status }: { status: AreaStatus }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const stable = status.vitals?.stable ?? null;
  const canary = status.vitals?.canary ?? null;
  const rule = status.canary;
  const noSample = t('common.noSample');
  return (
    <table className="figures" data-testid="vitals">
      <caption>{t('vitals.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('vitals.figure')}</th>
          <th scope="col">
            {t('role.stable')} <span className="version">{status.pinned}</span>
          </th>
          {rule && (
            <th scope="col">
              {t('role.canary')} <span className="version">{rule.version}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {VITAL_NAMES.map((name) => (
          <tr key={name}>
            <th scope="row">
              <abbr title={t(`vitals.${name}.long`)}>{t(`vitals.${name}.short`)}</abbr>
            </th>
            <td>{formatFigure(name, stable?.[name] ?? null, language) ?? noSample}</td>
            {rule && (
              <td>
                {formatFigure(name, canary?.[name] ?? null, language) ?? noSample}
                {vitalVerdict(name, stable?.[name] ?? null, canary?.[name] ?? null, rule) === 'over' && <VerdictMark />}
              </td>
            )}
          </tr>
        ))}
        <tr>
          <th scope="row">{t('vitals.samples')}</th>
          <td>{formatCount(stable?.samples ?? 0, language)}</td>
          {rule && <td>{formatCount(canary?.samples ?? 0, language)}</td>}
        </tr>
      </tbody>
    </table>
  );
}
