import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared';
import page from './page.module.css';

/** A promotion this brand has switched off. */
export function Unavailable({ message, testId = 'unavailable' }: { message: string; testId?: string }) {
  const { t } = useTranslation('promotions');
  return (
    <div className={page.notice} data-testid={testId}>
      <p>{message}</p>
      <p>
        <Link to={paths.activity} className={page.secondaryButton}>
          {t('see_promotions')}
        </Link>
      </p>
    </div>
  );
}
