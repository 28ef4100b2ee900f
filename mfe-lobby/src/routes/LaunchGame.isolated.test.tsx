import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, fetchLotteryList, launchGame, useSessionStore } from 'shared';
import { makeGame } from '../testing/fixtures';
import LaunchGame from './LaunchGame';
import { at, renderWithRouter } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['launchGame', 'fetchLotteryList']));

const member = { token: 'tok-9', merchantCode: 'mcasino', userName: 'player01', type: 1, firstTimeLogin: false };
const launch = vi.mocked(launchGame);

beforeEach(() => launch.mockResolvedValue({ gameUrl: '/wps/game/frame?vendor=TCG_SEA' }));
afterEach(() => {
  useSessionStore.getState().signOut();
  launch.mockReset();
});

describe('LaunchGame (lottery launcher)', () => {
  it('needs a session: guests go to login', async () => {
    renderWithRouter(<LaunchGame />, at('/m/launchGame?gameId=1&vendor=TCG_SEA'));
    expect((await screen.findByTestId('navigated')).textContent).toMatch(/^\/m\/login\?returnTo=/);
    expect(launch).not.toHaveBeenCalled();
  });

  it('frames the game full size with the session token and merchant code', async () => {
    useSessionStore.getState().signIn(member);
    renderWithRouter(<LaunchGame />, at('/m/launchGame?playType=trad&gameId=sea_1&prize_mode=LOTT&code=lobby&vendor=TCG_SEA'));
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    expect(launch).toHaveBeenCalledWith({ vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'LOTT', playType: 'trad' });
    expect(frame.getAttribute('src')).toBe('/wps/game/frame?vendor=TCG_SEA&token=tok-9&merchantCode=mcasino');
  });

  it('passes mui from the URL on to the frame (the launcher variant)', async () => {
    useSessionStore.getState().signIn(member);
    renderWithRouter(<LaunchGame />, at('/m/launchGame?mui=u-77&playType=trad&gameId=sea_1&prize_mode=LOTT&vendor=TCG_SEA'));
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    expect(launch).toHaveBeenCalledWith({ vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'LOTT', playType: 'trad' });
    expect(frame.getAttribute('src')).toBe('/wps/game/frame?vendor=TCG_SEA&token=tok-9&merchantCode=mcasino&mui=u-77');
  });

  it('finds the vendor from the lottery list when the link has none', async () => {
    vi.mocked(fetchLotteryList).mockResolvedValue([makeGame(1400, { gameId: 'vn_1', vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT' })]);
    useSessionStore.getState().signIn(member);
    renderWithRouter(<LaunchGame />, at('/m/launchGame?gameId=vn_1&prize_mode=ELOTT'));
    await screen.findByTestId('game-frame');
    expect(launch).toHaveBeenCalledWith({ vendor: 'TCG_LOTTO_VN', gameCode: 'lobby', prizeMode: 'ELOTT', playType: 'ent' });
  });

  it('closes to home when pageBack is set', async () => {
    useSessionStore.getState().signIn(member);
    renderWithRouter(<LaunchGame />, at('/m/launchGame?gameId=1&vendor=TCG_SEA&pageBack=home'));
    fireEvent.click(await screen.findByTestId('launcher-close'));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/home');
  });

  it('closes to /m/game otherwise', async () => {
    useSessionStore.getState().signIn(member);
    renderWithRouter(<LaunchGame />, at('/m/launchGame?gameId=1&vendor=TCG_SEA'));
    fireEvent.click(await screen.findByTestId('launcher-close'));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/game');
  });

  it("shows the server's message with a retry when the launch fails", async () => {
    launch.mockRejectedValueOnce(new ApiError('server', 'Game under maintenance'));
    useSessionStore.getState().signIn(member);
    renderWithRouter(<LaunchGame />, at('/m/launchGame?gameId=1&vendor=TCG_SEA'));
    expect(await screen.findByText('Game under maintenance')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('game-frame')).toBeTruthy());
  });
});
