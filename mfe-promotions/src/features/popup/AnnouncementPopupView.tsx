import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'shared';
import type { OpenPopup } from './useAnnouncementPopup';
import { PopupCarousel } from './PopupCarousel';
import { PopupItem } from './PopupItem';
import styles from './popup.module.css';

interface AnnouncementPopupViewProps {
  popup: OpenPopup;
  closing: boolean;
  autoplay: boolean;
  onClose(): void;
  onGoTo(): void;
}

/** The announcement popup: one item, or a swiper of several; a close button and a go-to button. Escape closes it, a backdrop tap does not. */
export function AnnouncementPopupView({ popup, closing, autoplay, onClose, onGoTo }: AnnouncementPopupViewProps) {
  const { t } = useTranslation('promotions');
  const titleId = useId();
  return (
    <Modal
      aria-labelledby={titleId}
      className={styles.popup}
      data-testid="announcement-popup"
      data-popup-type={popup.type}
      data-state={closing ? 'closing' : 'open'}
      closeOnBackdrop={false}
      openInOwnTask
      onClose={onClose}
    >
      <header className={styles.head}>
        <h2 id={titleId} className={styles.heading}>
          {t('popup_title')}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('close', { ns: 'common' })}
          data-testid="announcement-popup-close"
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <div className={styles.body}>
        {popup.items.length > 1 ? (
          <PopupCarousel items={popup.items} autoplay={autoplay} onNavigate={onClose} />
        ) : (
          popup.items[0] && <PopupItem item={popup.items[0]} onNavigate={onClose} />
        )}
      </div>
      <footer className={styles.foot}>
        <button type="button" className={styles.goTo} data-testid="announcement-popup-go" onClick={onGoTo}>
          {t('popup_go_to')}
        </button>
      </footer>
    </Modal>
  );
}
