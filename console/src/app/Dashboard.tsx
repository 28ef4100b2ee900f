import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import type { AreaStatus, Whoami } from '../api/types';
import { errorWording } from '../actions/errorWording';
import { AreaCard } from '../areas/AreaCard';
import { automaticAbort } from '../areas/automaticAbort';
import { useReleaseData } from '../areas/useReleaseData';
import { HistorySection } from '../history/HistorySection';

export function Dashboard({ client, who, onUnauthorized }: { client: ApiClient; who: Whoami; onUnauthorized: (message: string) => void }) {
  const { t } = useTranslation();
  const data = useReleaseData(client, onUnauthorized);
  const { showAreas, refresh } = data;
  const onChanged = useCallback(
    (next: AreaStatus[]) => {
      showAreas(next);
      void refresh();
    },
    [showAreas, refresh],
  );
  const wording = data.error ? errorWording(data.error) : null;

  return (
    <>
      {wording && (
        <div className="notice notice--error" role="alert">
          <p>{t(wording.key, wording.values)}</p>
          <button type="button" className="button" onClick={() => void data.refresh()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      <section aria-labelledby="areas-title">
        <h2 id="areas-title" className="section-title">
          {t('areas.title')}
        </h2>
        {data.areas === null ? (
          !wording && <p role="status">{t('common.loading')}</p>
        ) : (
          <div className="area-grid">
            {data.areas.map((status) => (
              <AreaCard
                key={status.area}
                status={status}
                who={who}
                client={client}
                timeline={data.timelines[status.area] ?? []}
                abortedBy={automaticAbort(data.history, status.area)}
                onChanged={onChanged}
              />
            ))}
          </div>
        )}
      </section>
      <HistorySection entries={data.history} areas={data.areas?.map((a) => a.area) ?? []} />
    </>
  );
}
