import { useTranslation } from 'react-i18next';
import styles from './primitives.module.css';

/** A clearly labelled placeholder for a route whose screen ships in a later release. */
export function ComingLater({ name }: { name: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.empty} data-testid="coming-later">
      <p>
        <strong>{name}</strong>
      </p>
      <p>{t('coming_later')}</p>
    </div>
  );
}
