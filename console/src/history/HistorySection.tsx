import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../api/types';
import { currentLanguage } from '../i18n/setup';
import { formatMoment } from '../format/figures';
import { ALL_AREAS, filterHistory } from './filterHistory';

const SHOWN_AT_MOST = 200;

/** The audit log, newest first: who changed what, when, from which version to which, and why. */
export function HistorySection({ entries, areas }: { entries: HistoryEntry[]; areas: string[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [area, setArea] = useState(ALL_AREAS);
  const language = currentLanguage();
  const shown = filterHistory(entries, area);
  const listed = shown.slice(0, SHOWN_AT_MOST);
  return (
    <section className="panel history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('history.title')}</h2>
      <div className="field field--inline">
        <label htmlFor={`${id}-area`}>{t('history.area')}</label>
        <select id={`${id}-area`} value={area} onChange={(e) => setArea(e.target.value)}>
          <option value={ALL_AREAS}>{t('history.allAreas')}</option>
          {areas.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
      {shown.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        // A table wider than a phone scrolls sideways: focusable, so the keyboard can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" role="region" aria-label={t('history.caption')} tabIndex={0}>
          <table className="history__table" data-testid="history">
            <caption className="visually-hidden">{t('history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.when')}</th>
                <th scope="col">{t('history.who')}</th>
                <th scope="col">{t('history.what')}</th>
                <th scope="col">{t('history.areaColumn')}</th>
                <th scope="col">{t('history.fromTo')}</th>
                <th scope="col">{t('history.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {listed.map((entry, index) => (
                <tr key={`${entry.at} ${index}`}>
                  <td>
                    <time dateTime={entry.at}>{formatMoment(entry.at, language)}</time>
                  </td>
                  <td>{entry.by}</td>
                  <td>
                    {t(`history.action.${entry.action}`, { defaultValue: entry.action })}
                    {entry.percent !== null && ` (${entry.percent} %)`}
                  </td>
                  <td>{entry.area ?? ''}</td>
                  <td>{entry.from || entry.to ? `${entry.from ?? '–'} → ${entry.to ?? '–'}` : ''}</td>
                  <td>{entry.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {listed.length < shown.length && <p>{t('history.truncated', { shown: listed.length, total: shown.length })}</p>}
        </div>
      )}
    </section>
  );
}
