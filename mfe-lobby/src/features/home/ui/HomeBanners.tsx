import { useTranslation } from 'react-i18next';
import { EmptyData, ErrorPanel, errorMessage, type ApiState, type Banner } from 'shared';
import { homeBanners } from '../model/banners';
import { BannerCarousel } from './BannerCarousel';
import styles from './home.module.css';

interface HomeBannersProps {
  state: ApiState<Banner[]> & { reload(): void };
  onVideo(banner: Banner): void;
}

/** The banner area keeps its size while loading, failing or empty. */
export function HomeBanners({ state, onVideo }: HomeBannersProps) {
  const { t } = useTranslation('lobby');
  const banners = state.data ? homeBanners(state.data) : undefined;
  if (banners?.length) return <BannerCarousel banners={banners} onVideo={onVideo} />;
  return (
    <div className={styles.banners} data-testid="home-banners">
      {state.status === 'error' ? (
        <ErrorPanel message={errorMessage(state.error, t)} onRetry={state.reload} />
      ) : state.status === 'loading' ? (
        <div className={styles.placeholder} role="progressbar" aria-label={t('loading', { ns: 'common' })} />
      ) : (
        <EmptyData />
      )}
    </div>
  );
}
