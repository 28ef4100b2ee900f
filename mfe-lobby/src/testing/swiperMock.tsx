// A stand-in for swiper/react in unit tests: slides render in order, and the last options are recorded.
import type { ReactNode } from 'react';

export const swiperCalls: Record<string, unknown>[] = [];

export function Swiper({ children, className, ...options }: { children?: ReactNode; className?: string } & Record<string, unknown>) {
  swiperCalls.push(options);
  return (
    <div className={className} data-swiper>
      {children}
    </div>
  );
}

export function SwiperSlide({ children }: { children?: ReactNode }) {
  return <div data-swiper-slide>{children}</div>;
}
