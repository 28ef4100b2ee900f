import { act, screen } from '@testing-library/react';
import { i18n } from 'shared';
import { renderWithRouter } from 'shared/testing';
import { useOnlineUsersStore } from '../model/onlineUsersStore';
import { OnlineUsers } from './OnlineUsers';

beforeAll(() => i18n.loadNamespaces('lobby'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OnlineUsers', () => {
  it('shows the simulated figure and drifts it after 5 to 10 minutes, staying within 2000', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9999);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useOnlineUsersStore.setState({ count: 1997 });
    renderWithRouter(<OnlineUsers />);
    expect(screen.getByTestId('online-users').textContent).toBe('1,997 players online');
    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(useOnlineUsersStore.getState().count).toBe(1997);
    act(() => vi.advanceTimersByTime(60_000));
    expect(useOnlineUsersStore.getState().count).toBe(2000);
    expect(screen.getByTestId('online-users').dataset.count).toBe('2000');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(useOnlineUsersStore.getState().count).toBe(2000);
  });

  it('keeps the figure in a place of its own in the sentence, the server\'s "…" and the page\'s figure alike', async () => {
    useOnlineUsersStore.setState({ count: null });
    renderWithRouter(<OnlineUsers />);
    const sentence = screen.getByTestId('online-users');
    const figure = () => [...sentence.querySelectorAll('span')].find((span) => span.children.length === 0 && span.textContent !== '');
    expect(sentence.textContent).toBe('… players online');
    const place = figure();
    expect(place?.textContent).toBe('…');
    act(() => useOnlineUsersStore.setState({ count: 1234 }));
    expect(figure()).toBe(place);
    expect(place?.textContent).toBe('1,234');
    await act(() => i18n.changeLanguage('pt'));
    expect(sentence.textContent).toBe('1.234 jogadores online');
    expect(figure()?.textContent).toBe('1.234');
    await act(() => i18n.changeLanguage('en'));
  });
});
