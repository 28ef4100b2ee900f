import { useTranslation } from 'react-i18next';
import type { AreaStatus, Counts } from '../api/types';
import { currentLanguage } from '../i18n/setup';
import { failureRate, formatCount, formatRate } from '../format/figures';
import { failureVerdict } from '../format/verdict';
import { VerdictMark } from './VerdictMark';

/** The stable version's failure rate beside a running canary's, each with its sample size. */
export function FailureRates({ status }: { status: AreaStatus }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const canary = status.canary;
  const stableCounts = canary ? canary.stableCounts : status.pinnedCounts;
  const rows: Array<{ role: string; version: string; counts: Counts | null; over: boolean }> = [
    { role: t('role.stable'), version: status.pinned ?? '', counts: stableCounts, over: false },
  ];
  if (canary)
    rows.push({
      role: t('role.canary'),
      version: canary.version,
      counts: canary.canaryCounts,
      over: failureVerdict(canary.canaryCounts, canary.stableCounts, canary.margin) === 'over',
    });
  return (
    <table className="figures">
      <caption>{t('failures.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('failures.version')}</th>
          <th scope="col">{t('failures.rate')}</th>
          <th scope="col">{t('failures.sample')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.role}>
            <th scope="row">
              {row.role} <span className="version">{row.version}</span>
            </th>
            <td>
              {formatRate(failureRate(row.counts), language) ?? t('common.noSample')}
              {row.over && <VerdictMark />}
            </td>
            <td>
              {row.counts
                ? t('failures.counts', {
                    failures: formatCount(row.counts.failures, language),
                    loads: formatCount(row.counts.loads, language),
                  })
                : t('common.noSample')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
