import type { PromotionStatus } from 'shared';
import { useTranslation } from 'react-i18next';
import { isPromotionStatus, statusKey, statusTone } from './status';
import styles from './promotions.module.css';

/** The player's status on a promotion; nothing for an unknown status. */
export function StatusLabel({ status }: { status: PromotionStatus | string | undefined }) {
  const { t } = useTranslation('promotions');
  if (!isPromotionStatus(status)) return null;
  return (
    <span className={styles.status} data-tone={statusTone(status)} data-testid="promotion-status" data-status={status}>
      {t(statusKey(status))}
    </span>
  );
}
