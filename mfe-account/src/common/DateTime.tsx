import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared';
import styles from './dateTime.module.css';

/**
 * A moment (epoch ms) as the player's language writes a date and time (`formatDateTime` of shared), never broken across
 * lines; a value that is not a moment shows nothing.
 */
export function DateTime({ ms, testId }: { ms: number; testId?: string }) {
  const { i18n } = useTranslation('account');
  const text = formatDateTime(ms, i18n.language);
  if (!text) return null;
  return (
    <time className={styles.dateTime} dateTime={new Date(ms).toISOString()} data-testid={testId}>
      {text}
    </time>
  );
}
