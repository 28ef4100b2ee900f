import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { user } from '../testing/user';
import { ApiError, fetchGameRecords, useSessionStore, type GameRecord as Record, type GameRecordResponse } from 'shared';
import GameRecord from './GameRecord';
import { PLAYER_SESSION } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';
import { presetRange, rangeQuery } from '../features/history';
import { jsonResponse, setTransport } from 'shared/testing';

const vendor = (vassalage: string, displayName: string) => ({
  vassalage,
  displayName,
  vendorCode: vassalage,
  mobileLargeIcon: '',
  telNodeId: 1,
  gameType: 'LOTT',
  gameId: '',
  nodeId: 1,
  supportPlay: 1,
  logoUrl: '',
  classifications: [],
  gameCount: 1,
});

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchGameRecords']));

const record = (i: number): Record => ({
  id: `BR${100000 + i}`,
  nodeId: i,
  gameName: `Game ${i}`,
  vendor: 'PG',
  gameType: 'RNG',
  betAmount: 10,
  winAmount: 25,
  netAmount: 15,
  betTime: new Date(2026, 0, 10, 12, 0).getTime(),
  status: 'settled',
});
const page = (pageNum: number, totalPages: number, list = [record(pageNum)]): GameRecordResponse => ({
  list,
  pageNum,
  totalPages,
  total: totalPages * list.length,
  summary: { betAmount: 100, winAmount: 80, netAmount: -20 },
});

beforeEach(() => {
  vi.mocked(fetchGameRecords)
    .mockReset()
    .mockImplementation(async (q) => page(q?.pageNo ?? 1, 3));
  // The vendor list, read through the client (shared's own call, which a mock of its export does not reach).
  setTransport(async (request) =>
    request.url.includes('/game/vendors')
      ? jsonResponse({ success: true, value: [vendor('TCG_SEA', 'TCG SEA Lottery'), vendor('PG', 'PG Soft')] })
      : jsonResponse({ success: false, value: null, message: 'not stubbed' }, 404),
  );
  useSessionStore.getState().signIn(PLAYER_SESSION);
});

describe('Game history', () => {
  it('requires login', async () => {
    act(() => useSessionStore.getState().signOut());
    renderScreen(<GameRecord />, { url: '/m/gameRecord' });
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2FgameRecord');
  });

  it('loads the last 30 days, shows rows and totals', async () => {
    renderScreen(<GameRecord />, { url: '/m/gameRecord' });
    expect(await screen.findByText('Game 1')).toBeTruthy();
    const { from, to } = presetRange('month', new Date());
    expect(fetchGameRecords).toHaveBeenCalledWith({ ...rangeQuery(from, to), pageNo: 1, pageSize: 10 });
    expect(screen.getByTestId('record-summary').textContent).toContain('−₱20.00');
    expect(screen.getByTestId('page-indicator').textContent).toBe('1 / 3');
  });

  it('names vendors, never their codes, and shows a pending bet as awaiting its result, apart from the totals', async () => {
    const pending = { ...record(2), vendor: 'TCG_SEA', betAmount: 50, winAmount: 0, netAmount: 0, status: 'unsettled' as const };
    const unknown = { ...record(3), vendor: 'TCG_LOTTO_VN', betAmount: 30, winAmount: 0, netAmount: 0 };
    vi.mocked(fetchGameRecords).mockResolvedValue({
      ...page(1, 1, [pending, unknown]),
      summary: { betAmount: 30, winAmount: 0, netAmount: -999, pendingBetAmount: 50 },
    });
    renderScreen(<GameRecord />, { url: '/m/gameRecord' });
    await screen.findByText('Game 2');
    const rows = screen.getAllByTestId('game-record-row');
    await waitFor(() => expect(rows[0]?.textContent).toContain('TCG SEA Lottery'));
    expect(rows[1]?.textContent).toContain('TCG LOTTO VN');
    expect(rows.map((row) => row.textContent).join()).not.toMatch(/TCG_/);
    expect(rows[0]?.querySelector('[data-testid="record-net"]')?.textContent).toBe('Awaiting result');
    expect(rows[1]?.querySelector('[data-testid="record-net"]')?.textContent).toBe('−₱30.00');
    expect(screen.getByTestId('summary-net').textContent).toBe('−₱30.00');
    expect(screen.getByTestId('summary-pending').textContent).toBe('₱50.00');
  });

  it('pages forward and back, disabled at the ends', async () => {
    renderScreen(<GameRecord />, { url: '/m/gameRecord' });
    await screen.findByText('Game 1');
    expect(screen.getByTestId<HTMLButtonElement>('record-prev').disabled).toBe(true);
    await user.click(screen.getByTestId('record-next'));
    expect(await screen.findByText('Game 2')).toBeTruthy();
    await user.click(screen.getByTestId('record-next'));
    expect(await screen.findByText('Game 3')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('record-next').disabled).toBe(true);
    await user.click(screen.getByTestId('record-prev'));
    expect(await screen.findByText('Game 2')).toBeTruthy();
  });

  it('a new range starts again at page 1', async () => {
    renderScreen(<GameRecord />, { url: '/m/gameRecord' });
    await screen.findByText('Game 1');
    await user.click(screen.getByTestId('record-next'));
    await screen.findByText('Game 2');
    await user.click(screen.getByTestId('mode-week'));
    await waitFor(() =>
      expect(fetchGameRecords).toHaveBeenLastCalledWith(
        expect.objectContaining({ ...rangeQuery(presetRange('week', new Date()).from, presetRange('week', new Date()).to), pageNo: 1 }),
      ),
    );
  });

  it('a custom range is sent as whole days; a reversed one is refused without a call', async () => {
    renderScreen(<GameRecord />, { url: '/m/gameRecord' });
    await screen.findByText('Game 1');
    const calls = vi.mocked(fetchGameRecords).mock.calls.length;
    fireEvent.change(document.querySelector('input[name="startTime"]')!, { target: { value: '2030-01-01' } });
    expect(await screen.findByText('The start date must be on or before the end date')).toBeTruthy();
    expect(vi.mocked(fetchGameRecords).mock.calls.length).toBe(calls);
    fireEvent.change(document.querySelector('input[name="startTime"]')!, { target: { value: '2026-01-01' } });
    await waitFor(() =>
      expect(fetchGameRecords).toHaveBeenLastCalledWith(expect.objectContaining({ startTime: new Date(2026, 0, 1).getTime(), pageNo: 1 })),
    );
  });

  it('shows the empty placeholder', async () => {
    vi.mocked(fetchGameRecords).mockResolvedValue(page(1, 0, []));
    renderScreen(<GameRecord />, { url: '/m/gameRecord' });
    expect(await screen.findByText('No bets in this period')).toBeTruthy();
  });

  it('a failure shows the message and a retry', async () => {
    vi.mocked(fetchGameRecords).mockRejectedValueOnce(new ApiError('timeout', ''));
    renderScreen(<GameRecord />, { url: '/m/gameRecord' });
    expect(await screen.findByText(/took too long/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Game 1')).toBeTruthy();
  });
});
