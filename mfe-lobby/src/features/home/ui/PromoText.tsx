import { useTranslation } from 'react-i18next';
import { useOnScreen, type Announcement } from 'shared';
import styles from './home.module.css';

/** The promo text strip: the player announcements' titles scrolling by, held still while off screen. */
export function PromoText({ items }: { items: readonly Pick<Announcement, 'title'>[] }) {
  const { t } = useTranslation('lobby');
  const [ref, onScreen] = useOnScreen<HTMLDivElement>();
  const text = items
    .map((item) => item.title)
    .filter(Boolean)
    .join('   •   ');
  if (!text) return null;
  return (
    <div ref={ref} className={styles.promo} data-testid="promo-text" role="marquee" aria-label={t('promo_text_label')}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden className={styles.promoIcon}>
        <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 00-2.5-4v8a4.5 4.5 0 002.5-4z" fill="currentColor" />
      </svg>
      <div className={styles.promoViewport}>
        <span className={onScreen ? styles.promoText : `${styles.promoText} ${styles.promoHeld}`}>{text}</span>
      </div>
    </div>
  );
}
