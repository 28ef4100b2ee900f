import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient, ChangeIntent } from '../api/client';
import type { AreaStatus, ChangeAction, Whoami } from '../api/types';
import { availability, mayChange, pinnableVersions, type Availability } from './availability';
import { ChangeOutcome } from './ChangeOutcome';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmationWording } from './confirmation';
import { refusalWording } from './refusalWording';
import { useChange } from './useChange';

interface Props {
  status: AreaStatus;
  who: Whoami;
  client: ApiClient;
  onChanged: (areas: AreaStatus[]) => void;
}

const DEFAULT_PERCENT = 10;

/** Pin, start a canary, promote, abort, roll back: each offered when the token and the release rules allow it, confirmed first. */
export function AreaActions({ status, who, client, onChanged }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const change = useChange(client, onChanged);
  const versions = pinnableVersions(status);
  const [chosen, setChosen] = useState('');
  const [percent, setPercent] = useState(String(DEFAULT_PERCENT));
  const version = versions.includes(chosen) ? chosen : (versions[0] ?? '');
  const owned = mayChange(who, status.area);
  const busy = change.state.phase === 'sending';
  const percentValue = Number(percent);
  const percentValid = Number.isFinite(percentValue) && percentValue > 0 && percentValue < 100;

  const of = (action: ChangeAction): Availability => availability(action, status, who);
  const offered: ChangeAction[] = status.area === 'shell' ? ['pin', 'rollback'] : ['pin', 'canary', 'promote', 'abort', 'rollback'];
  // Each reason an offered action is refused for, said once, and named by the buttons it disables.
  const reasons = new Map<string, string>();
  for (const action of offered) {
    const a = of(action);
    if (a.allowed || !owned) continue;
    const wording = refusalWording(a.refusal, status.area);
    reasons.set(wording.key, t(wording.key, wording.values));
  }
  const reasonId = (key: string) => `${id}-${key.replace(/\W/g, '-')}`;
  const describedBy = (action: ChangeAction) => {
    const a = of(action);
    if (a.allowed) return undefined;
    return owned ? reasonId(refusalWording(a.refusal, status.area).key) : `${id}-not-yours`;
  };
  const button = (action: ChangeAction, intent: ChangeIntent, extraDisabled = false) => (
    <button
      type="button"
      className="button"
      disabled={!of(action).allowed || busy || extraDisabled}
      aria-describedby={describedBy(action)}
      onClick={() => change.ask(intent)}
    >
      {t(`action.${action}`)}
    </button>
  );

  const confirming = change.state.phase === 'confirming' ? change.state.intent : null;
  const wording = confirming ? confirmationWording(confirming, status) : null;
  const notYours = !owned ? refusalWording({ reason: 'not-your-area', token: who.name }, status.area) : null;

  return (
    <div className="actions" role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="actions__title">
        {t('actions.title', { area: status.area })}
      </h4>
      {notYours && (
        <p id={`${id}-not-yours`} className="notice notice--info" data-testid="not-your-area">
          {t(notYours.key, notYours.values)}
        </p>
      )}
      <div className="actions__row">
        {versions.length > 0 && (
          <div className="field">
            <label htmlFor={`${id}-version`}>{t('actions.version')}</label>
            <select id={`${id}-version`} value={version} disabled={!owned} onChange={(e) => setChosen(e.target.value)}>
              {versions.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </div>
        )}
        {button('pin', { area: status.area, action: 'pin', version })}
      </div>
      {status.area !== 'shell' && (
        <div className="actions__row">
          <div className="field">
            <label htmlFor={`${id}-percent`}>{t('actions.percent')}</label>
            <input
              id={`${id}-percent`}
              type="number"
              inputMode="decimal"
              min={1}
              max={99}
              step="any"
              value={percent}
              disabled={!owned}
              aria-invalid={percentValid ? undefined : true}
              onChange={(e) => setPercent(e.target.value)}
            />
          </div>
          {button('canary', { area: status.area, action: 'canary', version, percent: percentValue }, !percentValid)}
        </div>
      )}
      <div className="actions__row">
        {status.area !== 'shell' && button('promote', { area: status.area, action: 'promote' })}
        {status.area !== 'shell' && button('abort', { area: status.area, action: 'abort' })}
        {button('rollback', { area: status.area, action: 'rollback' })}
      </div>
      {reasons.size > 0 && (
        <ul className="why">
          {[...reasons].map(([key, text]) => (
            <li key={key} id={reasonId(key)}>
              {text}
            </li>
          ))}
        </ul>
      )}
      <ChangeOutcome state={change.state} status={status} onRetry={change.retry} onDismiss={change.dismiss} />
      <ConfirmDialog
        sentence={wording ? t(wording.key, wording.values) : null}
        confirmLabel={confirming ? t(`action.${confirming.action}`) : ''}
        onConfirm={change.confirm}
        onCancel={change.cancel}
      />
    </div>
  );
}
