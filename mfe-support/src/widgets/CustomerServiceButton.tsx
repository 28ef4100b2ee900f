import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFlag } from 'shared';
import '../i18n';
import { openCustomerService } from '../features/customerService';
import styles from './customerServiceButton.module.css';

/** The floating customer-service button of home (docs/product-rules.md §2): live chat when CBS3 is on, else the messaging app. */
export default function CustomerServiceButton() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const liveChat = useFlag('CBS3');
  const open = async () => {
    const next = await openCustomerService(liveChat ? 'live-chat' : 'customer-service');
    if (next) navigate(next);
  };
  return (
    <button
      type="button"
      className={styles.fab}
      data-testid="customer-service-button"
      aria-label={t('live_chat_title')}
      onClick={() => void open()}
    >
      <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden>
        <path
          d="M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zM20 13a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2zM17 17c0 2-2 3-5 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
