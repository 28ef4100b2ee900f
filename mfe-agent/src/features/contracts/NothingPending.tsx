import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyData, paths } from 'shared';
import buttons from '../../common/buttons.module.css';
import styles from './contract.module.css';

/** No request of this kind is waiting (answered already, or none was sent). */
export function NothingPending({ message }: { message: string }) {
  const { t } = useTranslation('agent');
  return (
    <section className={styles.nothing}>
      <EmptyData message={message} />
      <Link to={paths.home} className={buttons.secondary}>
        {t('back_home')}
      </Link>
    </section>
  );
}
