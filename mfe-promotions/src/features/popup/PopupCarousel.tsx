import Pagination from 'swiper/modules/pagination';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useEffect, useState, type CSSProperties } from 'react';
import { useEvery, type Announcement } from 'shared';
import { POPUP_AUTOPLAY_MS } from './popupRules';
import { PopupItem } from './PopupItem';
import styles from './popup.module.css';

// Swiper's own variables, set inline: a CSS module would rename custom properties it declares.
const SWIPER_THEME = {
  '--swiper-theme-color': 'var(--m-primary)',
  '--swiper-pagination-color': 'var(--m-primary)',
  '--swiper-pagination-bullet-inactive-color': 'var(--m-text-muted)',
  '--swiper-pagination-bottom': '0px',
} as CSSProperties;

/** What the carousel turns: the part of Swiper's instance it uses. */
export interface TurningSwiper {
  el: HTMLElement;
  destroyed?: boolean;
  isEnd: boolean;
  slideNext(): unknown;
  slideTo(index: number): unknown;
}

/**
 * Several popup announcements in a swiper, optionally turning every 5 s: after the last, back to the first;
 * paused while a mouse is over it, and stopped for good once the player touches it. Turned by a timer rather
 * than Swiper's autoplay module, which keeps an animation frame loop running for as long as the popup is open.
 */
export function PopupCarousel({ items, autoplay, onNavigate }: { items: Announcement[]; autoplay: boolean; onNavigate(): void }) {
  const [swiper, setSwiper] = useState<TurningSwiper | null>(null);
  const [touched, setTouched] = useState(false);
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    const element = swiper?.el;
    if (!element) return;
    const touch = () => setTouched(true);
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    element.addEventListener('pointerdown', touch);
    element.addEventListener('mouseenter', enter);
    element.addEventListener('mouseleave', leave);
    return () => {
      element.removeEventListener('pointerdown', touch);
      element.removeEventListener('mouseenter', enter);
      element.removeEventListener('mouseleave', leave);
    };
  }, [swiper]);
  useEvery(
    () => {
      if (!swiper || swiper.destroyed) return;
      if (swiper.isEnd) swiper.slideTo(0);
      else swiper.slideNext();
    },
    autoplay && !touched && !hovered && items.length > 1 ? POPUP_AUTOPLAY_MS : null,
  );
  return (
    <Swiper
      className={styles.carousel}
      style={SWIPER_THEME}
      modules={[Pagination]}
      pagination={{ clickable: true }}
      onSwiper={setSwiper}
      spaceBetween={16}
    >
      {items.map((item) => (
        <SwiperSlide key={item.id}>
          <PopupItem item={item} onNavigate={onNavigate} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
