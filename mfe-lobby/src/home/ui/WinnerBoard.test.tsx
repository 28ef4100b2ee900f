import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from 'shared/testing';
import { ApiError, fetchWinnerBoard, setLanguage } from 'shared';
import { makeWinner } from '../../testing/fixtures';
import { swiperCalls } from '../../testing/swiperMock';
import { WinnerBoard } from './WinnerBoard';

vi.mock('swiper/react', () => import('../../testing/swiperMock'));
vi.mock('shared', async (importOriginal) => ({ ...(await importOriginal<typeof import('shared')>()), fetchWinnerBoard: vi.fn() }));

const load = vi.mocked(fetchWinnerBoard);

afterEach(async () => {
  vi.useRealTimers();
  load.mockReset();
  swiperCalls.length = 0;
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

  it('loops and autoplays (4000 ms, speed 500 ms) only with more than 2 entries', async () => {
    load.mockResolvedValue([makeWinner(1), makeWinner(2), makeWinner(3)]);
    renderWithRouter(<WinnerBoard />);
    await screen.findAllByTestId('winner-entry');
    expect(swiperCalls.at(-1)).toMatchObject({
      loop: true,
      speed: 500,
      autoplay: { delay: 4000 },
      slidesPerView: 2,
      direction: 'vertical',
    });
  });

  it('keeps still with 2 entries', async () => {
    load.mockResolvedValue([makeWinner(1), makeWinner(2)]);
    renderWithRouter(<WinnerBoard />);
    await screen.findAllByTestId('winner-entry');
    expect(swiperCalls.at(-1)).toMatchObject({ loop: false, autoplay: false });
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
