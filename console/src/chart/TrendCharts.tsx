import { useTranslation } from 'react-i18next';
import type { TimelinePoint } from '../api/types';
import { currentLanguage } from '../i18n/setup';
import { formatFigure, formatRate, type Language } from '../format/figures';
import type { Sample } from './scale';
import { CHART_FIGURES, timelineSeries, type ChartFigure } from './timelineSeries';
import { TrendChart } from './TrendChart';

const written = (value: number, figure: ChartFigure, language: Language): string | null =>
  figure === 'failureRate' ? formatRate(value / 100, language) : formatFigure(figure, value, language);

function latest(samples: Sample[], figure: ChartFigure, language: Language): string | null {
  const value = [...samples].reverse().find((s) => s.v !== null)?.v ?? null;
  return value === null ? null : written(value, figure, language);
}

/** A small chart of each figure over time, stable beside canary, from the service's timeline. */
export function TrendCharts({ points, area }: { points: TimelinePoint[]; area: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const noSample = t('common.noSample');
  return (
    <div className="trends" data-testid={`trends-${area}`}>
      <p className="trends__legend" aria-hidden="true">
        <span className="legend legend--stable">{t('role.stable')}</span>
        <span className="legend legend--canary">{t('role.canary')}</span>
      </p>
      <div className="trends__grid">
        {CHART_FIGURES.map((figure) => {
          const stable = timelineSeries(points, 'stable', figure);
          const canary = timelineSeries(points, 'canary', figure);
          return (
            <TrendChart
              key={figure}
              title={t(`chart.${figure}`)}
              top={(max) => (max === null ? `(${noSample})` : t('chart.top', { value: written(max, figure, language) ?? '' }))}
              summary={t('chart.summary', {
                stable: latest(stable, figure, language) ?? noSample,
                canary: latest(canary, figure, language) ?? noSample,
              })}
              stable={stable}
              canary={canary}
            />
          );
        })}
      </div>
    </div>
  );
}
