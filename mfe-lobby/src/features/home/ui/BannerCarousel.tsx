import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { imageUrl, useEvery, useOnScreen, type Banner } from 'shared';
import { BANNER_AUTOPLAY_MS, BANNER_SIZE, bannerAction } from '../model/banners';
import { nextSlide, slideAt } from '../motion/slides';
import styles from './home.module.css';

interface BannerCarouselProps {
  banners: readonly Banner[];
  onVideo(banner: Banner): void;
}

/**
 * The home banners, one across the screen, moving on every 5000 ms while on screen (after the last, back to the
 * first). The player swipes them with the browser's own scrolling, snapping to a banner; a banner the player
 * swiped to stays a full period.
 */
export function BannerCarousel({ banners, onVideo }: BannerCarouselProps) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);
  // A finger on the banners, or lifted less than a period ago: they stay where the player put them.
  const touch = useRef({ down: false, lastAt: 0 });
  const [active, setActive] = useState(0);
  const many = banners.length > 1;
  const [ref, onScreen] = useOnScreen<HTMLElement>();
  useEvery(
    () => {
      const element = strip.current;
      if (!element || touch.current.down || Date.now() - touch.current.lastAt < BANNER_AUTOPLAY_MS) return;
      const next = nextSlide(slideAt(element.scrollLeft, element.clientWidth, banners.length), banners.length);
      element.scrollTo({ left: next * element.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    many && onScreen ? BANNER_AUTOPLAY_MS : null,
  );
  const onScroll = () => {
    const element = strip.current;
    if (element) setActive(slideAt(element.scrollLeft, element.clientWidth, banners.length));
  };
  const open = (banner: Banner) => {
    const action = bannerAction(banner);
    if (action.kind === 'video') onVideo(banner);
    else if (action.kind === 'external') window.open(action.url, '_blank', 'noopener,noreferrer');
    else if (action.kind === 'internal') navigate(action.to);
  };
  return (
    <section
      ref={ref}
      className={styles.banners}
      aria-roledescription={t('banners_role')}
      aria-label={t('banners_label')}
      data-testid="home-banners"
    >
      <div
        ref={strip}
        className={styles.bannerStrip}
        onScroll={onScroll}
        onTouchStart={() => void (touch.current = { down: true, lastAt: Date.now() })}
        onTouchEnd={() => void (touch.current = { down: false, lastAt: Date.now() })}
        onTouchCancel={() => void (touch.current = { down: false, lastAt: Date.now() })}
        data-testid="banner-strip"
      >
        {banners.map((banner, index) => {
          const video = bannerAction(banner).kind === 'video';
          return (
            <div key={banner.id} className={styles.bannerSlide}>
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
            </div>
          );
        })}
      </div>
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

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

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
