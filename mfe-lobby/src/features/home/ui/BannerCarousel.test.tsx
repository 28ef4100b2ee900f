import { act, fireEvent, screen } from '@testing-library/react';
import { controlledIntersections, renderWithRouter } from 'shared/testing';
import { makeBanner } from '../../../testing/fixtures';
import { BannerCarousel } from './BannerCarousel';

const WIDTH = 366;

/** The strip as a phone lays it out: `WIDTH` px per banner, scrolled by the carousel's own calls. */
function layOut(strip: HTMLElement) {
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: WIDTH });
  const scrollTo = vi.fn(({ left }: ScrollToOptions) => {
    strip.scrollLeft = left ?? 0;
    fireEvent.scroll(strip);
  });
  strip.scrollTo = scrollTo as unknown as typeof strip.scrollTo;
  return scrollTo;
}

const render = (count: number) => {
  renderWithRouter(<BannerCarousel banners={Array.from({ length: count }, (_, i) => makeBanner(i + 1))} onVideo={vi.fn()} />);
  return layOut(screen.getByTestId('banner-strip'));
};

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const activeDot = () =>
  [...screen.getByTestId('home-banners').querySelectorAll('[aria-hidden] > span')].findIndex((dot) => dot.className.includes('dotActive'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('BannerCarousel', () => {
  it('moves to the next banner every 5000 ms, and after the last back to the first', async () => {
    const scrollTo = render(3);
    await wait(4999);
    expect(scrollTo).not.toHaveBeenCalled();
    await wait(1);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: WIDTH }));
    expect(activeDot()).toBe(1);
    await wait(5000);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 2 * WIDTH }));
    await wait(5000);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
    expect(activeDot()).toBe(0);
  });

  it('moves on only while on screen', async () => {
    const scroll = controlledIntersections();
    const scrollTo = render(3);
    act(() => scroll(false));
    await wait(15_000);
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => scroll(true));
    await wait(5000);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: WIDTH }));
  });

  it('leaves a banner the player swiped to for a full period', async () => {
    const scrollTo = render(3);
    const strip = screen.getByTestId('banner-strip');
    await wait(3000);
    fireEvent.touchStart(strip);
    strip.scrollLeft = 2 * WIDTH;
    fireEvent.scroll(strip);
    expect(activeDot()).toBe(2);
    await wait(4000);
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.touchEnd(strip);
    await wait(5000);
    expect(scrollTo).not.toHaveBeenCalled();
    await wait(5000);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
  });

  it('keeps a single banner still, without dots', async () => {
    const scrollTo = render(1);
    await wait(20_000);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(activeDot()).toBe(-1);
  });
});
