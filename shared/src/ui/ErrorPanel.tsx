import { useTranslation } from 'react-i18next';
import styles from './primitives.module.css';

interface ErrorPanelProps {
  message: string;
  onRetry?: () => void;
  testId?: string;
}

/** A failure with a clear message and a retry; used for failed calls and for an area that failed to load. */
export function ErrorPanel({ message, onRetry, testId = 'error-panel' }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.error} role="alert" data-testid={testId}>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
