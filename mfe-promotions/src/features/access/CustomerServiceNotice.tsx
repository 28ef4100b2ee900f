import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, toast, TOAST_MS, useBrand } from 'shared';
import { customerServiceLink } from './accessRules';
import page from '../../common/page.module.css';

/** Where a feature is off for this brand: the user is pointed to customer service. */
export function CustomerServiceNotice({ message }: { message: string }) {
  const { t, i18n } = useTranslation('promotions');
  const service = customerServiceLink(useBrand());
  // Once per visit: a language switch re-renders the notice but must not repeat the toast (i18n stays the same).
  useEffect(() => toast.info(i18n.t('contact_service', { ns: 'common' }), TOAST_MS.info), [i18n]);
  return (
    <div className={page.notice} data-testid="customer-service">
      <p>{message}</p>
      <p>
        {!service || service.csType === 'LIVECHAT' || !/^https?:/i.test(service.path) ? (
          <Link to={paths.message} className={page.primaryButton}>
            {t('contact_service_button')}
          </Link>
        ) : (
          <a href={service.path} target="_blank" rel="noopener noreferrer" className={page.primaryButton}>
            {t('contact_service_button')}
          </a>
        )}
      </p>
    </div>
  );
}
