import { act, screen } from '@testing-library/react';
import { controlledIntersections, renderWithRouter } from 'shared/testing';
import { jackpotAt } from '../model/jackpot';
import { formatWinAmount } from '../model/winners';
import { JackpotSection } from './JackpotSection';

const figure = () => screen.getByTestId('jackpot').querySelector('[aria-live]')!.textContent;
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('JackpotSection', () => {
  it('counts up once a second while on screen, holds off screen, and shows the figure of the time since home opened once back', async () => {
    const scroll = controlledIntersections();
    renderWithRouter(<JackpotSection />);
    const opening = figure();
    await wait(1000);
    const afterOneSecond = figure();
    expect(afterOneSecond).not.toBe(opening);

    act(() => scroll(false));
    await wait(5000);
    expect(figure()).toBe(afterOneSecond);

    act(() => scroll(true));
    await wait(1000);
    // Seven seconds after home opened: the figure it would show had it ticked all along.
    expect(figure()).toBe(formatWinAmount(jackpotAt(7000), '₱', 'en'));
  });
});
