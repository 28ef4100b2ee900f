import { act, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { popupItem } from '../../testing/fixtures';
import { PopupCarousel, type TurningSwiper } from './PopupCarousel';

/** The swiper the carousel was given, as Swiper hands its instance over once it has started. */
interface FakeSwiper extends TurningSwiper {
  slideNext: Mock<() => unknown>;
  slideTo: Mock<(index: number) => unknown>;
}
const swiper = vi.hoisted(() => ({ props: {} as Record<string, unknown>, instance: undefined as FakeSwiper | undefined }));
vi.mock('swiper/react', () => ({
  Swiper: ({ children, onSwiper, ...props }: { children: ReactNode; onSwiper(instance: TurningSwiper): void }) => {
    swiper.props = props;
    useEffect(() => {
      const el = document.querySelector<HTMLElement>('[data-testid="swiper"]')!;
      const instance: FakeSwiper = { el, destroyed: false, isEnd: false, slideNext: vi.fn(), slideTo: vi.fn() };
      swiper.instance = instance;
      onSwiper(instance);
    }, [onSwiper]);
    return <div data-testid="swiper">{children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));

const items = [popupItem(4, 'B'), popupItem(5, 'B')];
const show = (autoplay: boolean, shown = items) =>
  render(
    <MemoryRouter>
      <PopupCarousel items={shown} autoplay={autoplay} onNavigate={() => undefined} />
    </MemoryRouter>,
  );
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('PopupCarousel', () => {
  it('turns every 5000 ms when autoplay is on, and after the last goes back to the first', () => {
    vi.useFakeTimers();
    show(true);
    expect(screen.getAllByTestId('announcement-popup-item')).toHaveLength(2);
    wait(4999);
    expect(swiper.instance!.slideNext).not.toHaveBeenCalled();
    wait(1);
    expect(swiper.instance!.slideNext).toHaveBeenCalledTimes(1);
    swiper.instance!.isEnd = true;
    wait(5000);
    expect(swiper.instance!.slideTo).toHaveBeenCalledWith(0);
    expect(swiper.instance!.slideNext).toHaveBeenCalledTimes(1);
  });

  it('stays put when autoplay is off, or with one announcement', () => {
    vi.useFakeTimers();
    show(false).unmount();
    wait(20_000);
    expect(swiper.instance!.slideNext).not.toHaveBeenCalled();
    show(true, items.slice(0, 1));
    wait(20_000);
    expect(swiper.instance!.slideNext).not.toHaveBeenCalled();
  });

  it('stops for good once the player touches it, and pauses while a mouse is over it', () => {
    vi.useFakeTimers();
    show(true);
    const element = screen.getByTestId('swiper');
    act(() => void element.dispatchEvent(new MouseEvent('mouseenter')));
    wait(12_000);
    expect(swiper.instance!.slideNext).not.toHaveBeenCalled();
    act(() => void element.dispatchEvent(new MouseEvent('mouseleave')));
    wait(5000);
    expect(swiper.instance!.slideNext).toHaveBeenCalledTimes(1);
    act(() => void element.dispatchEvent(new Event('pointerdown')));
    wait(20_000);
    expect(swiper.instance!.slideNext).toHaveBeenCalledTimes(1);
  });

  it('keeps one height as it turns: the centred popup would otherwise move on every autoplay step', () => {
    show(true);
    expect(swiper.props.autoHeight).toBeFalsy();
  });
});
