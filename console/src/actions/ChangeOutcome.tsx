import { useTranslation } from 'react-i18next';
import type { AreaStatus } from '../api/types';
import { errorWording } from './errorWording';
import type { ChangeState } from './useChange';

/** What became of the last change: under way, done, or refused with the service's reason and a retry. */
export function ChangeOutcome({
  state,
  status,
  onRetry,
  onDismiss,
}: {
  state: ChangeState;
  status: AreaStatus;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const values = { area: status.area, version: state.phase === 'idle' || state.phase === 'confirming' ? '' : (state.intent.version ?? '') };
  const failed = state.phase === 'failed' ? errorWording(state.error) : null;
  return (
    <>
      <p className="outcome" role="status" data-testid="change-status">
        {state.phase === 'sending' && t('outcome.sending')}
        {state.phase === 'done' && t(`outcome.done.${state.intent.action}`, { ...values, pinned: status.pinned ?? '' })}
      </p>
      {failed && state.phase === 'failed' && (
        <div className="notice notice--error" role="alert" data-testid="change-error">
          <p>{t(failed.key, failed.values)}</p>
          <div className="notice__buttons">
            <button type="button" className="button" onClick={onRetry}>
              {t('common.retry')}
            </button>
            <button type="button" className="button button--quiet" onClick={onDismiss}>
              {t('common.dismiss')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
