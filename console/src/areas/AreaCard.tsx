import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import type { AreaStatus, HistoryEntry, TimelinePoint, Whoami } from '../api/types';
import { AreaActions } from '../actions/AreaActions';
import { TrendCharts } from '../chart/TrendCharts';
import { currentLanguage } from '../i18n/setup';
import { formatMoment } from '../format/figures';
import { CanarySummary } from './CanarySummary';
import { FailureRates } from './FailureRates';
import { VitalsTable } from './VitalsTable';

interface Props {
  status: AreaStatus;
  who: Whoami;
  client: ApiClient;
  timeline: TimelinePoint[];
  abortedBy: HistoryEntry | null;
  onChanged: (areas: AreaStatus[]) => void;
}

/** One area: what players get, a running canary and how it compares, the charts, and the changes a release manager may make. */
export function AreaCard({ status, who, client, timeline, abortedBy, onChanged }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const language = currentLanguage();
  const none = t('common.none');
  return (
    <section className="panel area" aria-labelledby={`${id}-title`} data-testid={`area-${status.area}`}>
      <header className="area__header">
        <h3 id={`${id}-title`}>{status.area}</h3>
        {status.canary && <span className="badge badge--canary">{t('area.canaryBadge', { percent: status.canary.percent })}</span>}
      </header>
      {abortedBy && (
        <div className="notice notice--error" data-testid="automatic-abort">
          <p>
            <strong>{t('area.abortedAutomatically', { version: abortedBy.from ?? '', at: formatMoment(abortedBy.at, language) })}</strong>
          </p>
          <p>{abortedBy.reason ?? t('area.noReason')}</p>
        </div>
      )}
      <dl className="facts">
        <div>
          <dt>{t('area.pinned')}</dt>
          <dd data-testid="pinned">{status.pinned ?? none}</dd>
        </div>
        <div>
          <dt>{t('area.fallback')}</dt>
          <dd data-testid="fallback">{status.previous ?? none}</dd>
        </div>
        <div>
          <dt>{t('area.published')}</dt>
          <dd>{status.published.length ? status.published.join(', ') : none}</dd>
        </div>
        <div>
          <dt>{t('area.lastChange')}</dt>
          <dd>{status.changedAt ? t('area.changedBy', { who: status.who ?? '?', at: formatMoment(status.changedAt, language) }) : none}</dd>
        </div>
      </dl>
      {status.canary && <CanarySummary canary={status.canary} />}
      {status.area !== 'shell' && <FailureRates status={status} />}
      {status.vitals && <VitalsTable status={status} />}
      {timeline.length > 0 && <TrendCharts points={timeline} area={status.area} />}
      <AreaActions status={status} who={who} client={client} onChanged={onChanged} />
    </section>
  );
}
