import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { controlledIntersections, renderWithRouter } from 'shared/testing';
import { ApiError, fetchWinnerBoard, setLanguage } from 'shared';
import { makeWinner } from '../../../testing/fixtures';
import { WinnerBoard } from './WinnerBoard';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchWinnerBoard']));

const load = vi.mocked(fetchWinnerBoard);

afterEach(async () => {
  vi.useRealTimers();
  load.mockReset();
  await setLanguage('en');
});

describe('WinnerBoard', () => {
  it('asks for 20 winners and shows amounts with 0 decimals and the currency symbol', async () => {
    load.mockResolvedValue([makeWinner(1, { winAmount: 12345.6 }), makeWinner(2, { winAmount: 80.2 })]);
    renderWithRouter(<WinnerBoard />);
    expect(await screen.findByText('₱12,346')).toBeTruthy();
    expect(screen.getByText('₱80')).toBeTruthy();
    expect(load).toHaveBeenCalledWith({ language: 'EN', limitNum: 20 });
    expect(screen.getByTestId('winner-board')).toBeTruthy();
  });

  it('moves one row up every 4000 ms with a slide, and after the last entry starts over from the top', async () => {
    load.mockResolvedValue([makeWinner(1), makeWinner(2), makeWinner(3)]);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderWithRouter(<WinnerBoard />);
    await screen.findAllByTestId('winner-entry');
    // The clock counts from the strip's interval, which React may set after the rows are in the page (vi.waitFor
    // would move the faked clock while it waits; real time passes here, only intervals are faked).
    while (vi.getTimerCount() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const list = screen.getByRole('list');
    const step = () => list.style.getPropertyValue('--winner-step');
    const sliding = () => list.className.includes('winnerMoving');
    expect([step(), sliding()]).toEqual(['0', false]);
    await act(async () => void vi.advanceTimersByTime(3999));
    expect(step()).toBe('0');
    await act(async () => void vi.advanceTimersByTime(1));
    expect([step(), sliding()]).toEqual(['1', true]);
    await act(async () => void vi.advanceTimersByTime(8000));
    // The first two entries again after the last: the step onto them slides, then the list jumps back unseen.
    expect(step()).toBe('3');
    expect(
      within(list)
        .getAllByTestId('winner-entry')
        .map((row) => row.textContent),
    ).toHaveLength(5);
    fireEvent.transitionEnd(list);
    expect([step(), sliding()]).toEqual(['0', false]);
    await act(async () => void vi.advanceTimersByTime(4000));
    expect([step(), sliding()]).toEqual(['1', true]);
  });

  it('keeps still while scrolled off screen, and moves on from where it was once back', async () => {
    load.mockResolvedValue([makeWinner(1), makeWinner(2), makeWinner(3)]);
    const scroll = controlledIntersections();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderWithRouter(<WinnerBoard />);
    await screen.findAllByTestId('winner-entry');
    while (vi.getTimerCount() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const step = () => screen.getByRole('list').style.getPropertyValue('--winner-step');
    await act(async () => void vi.advanceTimersByTime(4000));
    expect(step()).toBe('1');
    act(() => scroll(false));
    expect(vi.getTimerCount()).toBe(0);
    await act(async () => void vi.advanceTimersByTime(20_000));
    expect(step()).toBe('1');
    act(() => scroll(true));
    await act(async () => void vi.advanceTimersByTime(4000));
    expect(step()).toBe('2');
  });

  it('keeps still with 2 entries', async () => {
    load.mockResolvedValue([makeWinner(1), makeWinner(2)]);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderWithRouter(<WinnerBoard />);
    await screen.findAllByTestId('winner-entry');
    await act(async () => void vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('list').style.getPropertyValue('--winner-step')).toBe('0');
    expect(screen.getAllByTestId('winner-entry')).toHaveLength(2);
  });

  it('hides an image that fails to load', async () => {
    load.mockResolvedValue([makeWinner(1)]);
    const { container } = renderWithRouter(<WinnerBoard />);
    await screen.findByTestId('winner-entry');
    const img = container.querySelector('img');
    expect(img).toBeTruthy();
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
  });

  it('reloads 250 ms after the language changes, once', async () => {
    load.mockResolvedValue([makeWinner(1)]);
    renderWithRouter(<WinnerBoard />);
    await screen.findByTestId('winner-entry');
    vi.useFakeTimers();
    await act(async () => {
      await setLanguage('pt');
    });
    await act(async () => {
      vi.advanceTimersByTime(249);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ language: 'PT', limitNum: 20 });
  });

  it("shows the server's message with a retry, and an empty state", async () => {
    load.mockRejectedValueOnce(new ApiError('server', 'Board offline')).mockResolvedValueOnce([]);
    renderWithRouter(<WinnerBoard />);
    expect(await screen.findByText('Board offline')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('empty-data')).toBeTruthy());
  });
});
