import { useTranslation } from 'react-i18next';
import styles from './primitives.module.css';

/** A loading indicator that takes the space of what is loading. */
export function Spinner({ label, minHeight = 160 }: { label?: string; minHeight?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.spinnerBox} style={{ minHeight }} role="progressbar" aria-label={label ?? t('loading')}>
      <span className={styles.spinner} />
    </div>
  );
}
