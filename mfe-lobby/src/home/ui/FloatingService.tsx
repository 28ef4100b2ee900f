import { useTranslation } from 'react-i18next';
import { bus, useFlag } from 'shared';
import styles from './home.module.css';

/** The floating customer-service button: live chat when it is on (CBS3), else the messaging-app service. */
export function FloatingService() {
  const { t } = useTranslation('lobby');
  const liveChat = useFlag('CBS3');
  return (
    <div className={styles.floatingDock}>
      <button
        type="button"
        className={styles.floating}
        data-testid="floating-service"
        aria-label={t('customer_service')}
        onClick={() => bus.emit('customer-service:open', { kind: liveChat ? 'live-chat' : 'customer-service' })}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden>
          <path d="M12 3a8 8 0 00-8 8v4a3 3 0 003 3h1v-7H6a6 6 0 0112 0h-2v7h2a3 3 0 01-3 3h-3v2h3a5 5 0 005-5v-7a8 8 0 00-8-8z" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}
