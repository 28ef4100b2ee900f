import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { popupItem } from '../../testing/fixtures';
import { PopupCarousel } from './PopupCarousel';

const swiperProps = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('swiper/react', () => ({
  Swiper: ({ children, ...props }: { children: ReactNode }) => {
    swiperProps.push(props);
    return <div data-testid="swiper">{children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));

const items = [popupItem(4, 'B'), popupItem(5, 'B')];
const show = (autoplay: boolean) =>
  render(
    <MemoryRouter>
      <PopupCarousel items={items} autoplay={autoplay} onNavigate={() => undefined} />
    </MemoryRouter>,
  );

describe('PopupCarousel', () => {
  it('turns every 5000 ms when autoplay is on', async () => {
    show(true);
    expect(await screen.findAllByTestId('announcement-popup-item')).toHaveLength(2);
    expect(swiperProps.at(-1)!.autoplay).toMatchObject({ delay: 5000 });
  });

  it('stays put when autoplay is off', async () => {
    show(false);
    await screen.findAllByTestId('announcement-popup-item');
    expect(swiperProps.at(-1)!.autoplay).toBe(false);
  });

  it('keeps one height as it turns: the centred popup would otherwise move on every autoplay step', async () => {
    show(true);
    await screen.findAllByTestId('announcement-popup-item');
    expect(swiperProps.at(-1)!.autoHeight).toBeFalsy();
  });
});
