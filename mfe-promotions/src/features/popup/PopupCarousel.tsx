import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Announcement } from 'shared';
import { POPUP_AUTOPLAY_MS } from './popupRules';
import { PopupItem } from './PopupItem';
import styles from './popup.module.css';

/** Several popup announcements in a swiper, optionally turning every 5 s. */
export function PopupCarousel({ items, autoplay, onNavigate }: { items: Announcement[]; autoplay: boolean; onNavigate(): void }) {
  return (
    <Swiper
      className={styles.carousel}
      modules={[Autoplay, Pagination]}
      pagination={{ clickable: true }}
      autoplay={autoplay ? { delay: POPUP_AUTOPLAY_MS, disableOnInteraction: true, pauseOnMouseEnter: true } : false}
      autoHeight
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
