import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AreaRoot, paths } from 'shared';
import '../i18n';
import { EventVideo } from '../features/event';
import { PageHeading } from '../common/PageHeading';
import styles from './event.module.css';
import page from '../common/page.module.css';

export interface EventProps {
  /** The home variant ends with a button to the game centre; `?variant=home` selects it as well. */
  variant?: 'home' | 'page';
}

/** /m/event: the charity event with its video banner and text. */
export default function Event({ variant }: EventProps) {
  const { t } = useTranslation('promotions');
  const [search] = useSearchParams();
  const home = (variant ?? search.get('variant')) === 'home';
  return (
    <AreaRoot area="promotions">
      <PageHeading>{t('event_title')}</PageHeading>
      <EventVideo />
      <div className={styles.text}>
        <p>{t('event_text_1')}</p>
        <p>{t('event_text_2')}</p>
      </div>
      {home && (
        <div className={styles.actions}>
          <Link to={paths.gameCenter} className={page.primaryButton} data-testid="event-play">
            {t('event_play')}
          </Link>
        </div>
      )}
    </AreaRoot>
  );
}
