import { useTranslation } from 'react-i18next';
import styles from './primitives.module.css';

/** The heights a spinner box comes in, as classes: the page's CSP refuses style attributes in server HTML. */
const HEIGHTS = [60, 80, 120, 160, 320, 400] as const;

/** A loading indicator that takes the space of what is loading (`minHeight` rounds up to the next of HEIGHTS). */
export function Spinner({ label, minHeight = 160 }: { label?: string; minHeight?: number }) {
  const { t } = useTranslation('common');
  const height = HEIGHTS.find((h) => h >= minHeight) ?? HEIGHTS[HEIGHTS.length - 1];
  return (
    <div className={`${styles.spinnerBox} ${styles[`tall${height}`]}`} role="progressbar" aria-label={label ?? t('loading')}>
      <span className={styles.spinner} />
    </div>
  );
}
