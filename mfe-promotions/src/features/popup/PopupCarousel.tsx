import Autoplay from 'swiper/modules/autoplay';
import Pagination from 'swiper/modules/pagination';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { CSSProperties } from 'react';
import type { Announcement } from 'shared';
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

/** Several popup announcements in a swiper, optionally turning every 5 s. */
export function PopupCarousel({ items, autoplay, onNavigate }: { items: Announcement[]; autoplay: boolean; onNavigate(): void }) {
  return (
    <Swiper
      className={styles.carousel}
      style={SWIPER_THEME}
      modules={[Autoplay, Pagination]}
      pagination={{ clickable: true }}
      autoplay={autoplay ? { delay: POPUP_AUTOPLAY_MS, disableOnInteraction: true, pauseOnMouseEnter: true } : false}
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
