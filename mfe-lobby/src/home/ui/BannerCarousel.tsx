import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import Autoplay from 'swiper/modules/autoplay';
import 'swiper/css';
import { imageUrl, type Banner } from 'shared';
import { BANNER_AUTOPLAY_MS, BANNER_SIZE, bannerAction } from '../model/banners';
import styles from './home.module.css';

interface BannerCarouselProps {
  banners: readonly Banner[];
  onVideo(banner: Banner): void;
}

/** The home banners in a swiper, autoplaying every 5000 ms. */
export function BannerCarousel({ banners, onVideo }: BannerCarouselProps) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const open = (banner: Banner) => {
    const action = bannerAction(banner);
    if (action.kind === 'video') onVideo(banner);
    else if (action.kind === 'external') window.open(action.url, '_blank', 'noopener,noreferrer');
    else if (action.kind === 'internal') navigate(action.to);
  };
  const many = banners.length > 1;
  return (
    <section className={styles.banners} aria-roledescription={t('banners_role')} aria-label={t('banners_label')} data-testid="home-banners">
      <Swiper
        modules={[Autoplay]}
        loop={many}
        autoplay={many ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
        onSlideChange={(swiper) => setActive(swiper.realIndex)}
      >
        {banners.map((banner, index) => {
          const video = bannerAction(banner).kind === 'video';
          return (
            <SwiperSlide key={banner.id}>
              <button
                type="button"
                className={styles.bannerButton}
                data-testid="banner"
                data-group={banner.groupName}
                aria-label={
                  video
                    ? t('banner_video', { title: banner.title })
                    : t('banner_slide', { index: index + 1, count: banners.length, title: banner.title })
                }
                onClick={() => open(banner)}
              >
                <BannerImage banner={banner} eager={index === 0} />
                {video && (
                  <span className={styles.play} aria-hidden>
                    <svg width="22" height="22" viewBox="0 0 24 24">
                      <path d="M8 5v14l11-7z" fill="currentColor" />
                    </svg>
                  </span>
                )}
              </button>
            </SwiperSlide>
          );
        })}
      </Swiper>
      {many && (
        <div className={styles.dots} aria-hidden>
          {banners.map((banner, index) => (
            <span key={banner.id} className={`${styles.dot} ${index === active ? styles.dotActive : ''}`} />
          ))}
        </div>
      )}
    </section>
  );
}

/** A banner's picture; when it cannot load, its title shows on the banner's own background instead. */
function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  const src = imageUrl(banner.url);
  if (!src || failed) return <span className={styles.bannerTitle}>{banner.title}</span>;
  return (
    <img
      src={src}
      alt=""
      width={BANNER_SIZE.width}
      height={BANNER_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
