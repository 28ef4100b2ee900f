import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ApiError,
  fetchInbox,
  fetchInboxUnreadCount,
  readInboxMessage,
  rejectTrialAccount,
  useSessionStore,
  type InboxMessage,
  type SessionInfo,
} from 'shared';
import Inbox from './Inbox';
import { appendPage } from '../features/inbox';
import { renderWithRouter } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchInbox', 'readInboxMessage', 'fetchInboxUnreadCount', 'rejectTrialAccount']));

const member: SessionInfo = { token: 't', merchantCode: 'm', userName: 'player01', type: 1, firstTimeLogin: false };
const message = (id: number, read = false): InboxMessage => ({
  id,
  title: `Message ${id}`,
  content: `<p>Body ${id}</p>`,
  sendDate: '2026-01-09 10:00:00',
  read,
});

beforeEach(() => {
  useSessionStore.setState({ session: member });
  vi.mocked(fetchInbox).mockResolvedValue({ list: [message(1), message(2, true)], pageNum: 1, totalPages: 1, total: 2 });
  vi.mocked(readInboxMessage).mockResolvedValue(null);
  vi.mocked(fetchInboxUnreadCount).mockResolvedValue(0);
  vi.mocked(rejectTrialAccount).mockResolvedValue(null);
});
afterEach(() => {
  vi.clearAllMocks();
  useSessionStore.setState({ session: null });
});

const item = (id: number) => document.querySelector(`[data-testid="inbox-item"][data-id="${id}"]`)!;

describe('Inbox', () => {
  it('sends guests to /m/login, which comes back here', async () => {
    useSessionStore.setState({ session: null });
    renderWithRouter(<Inbox />, { url: '/m/webEmail?from=message', path: '/m/webEmail' });
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2FwebEmail%3Ffrom%3Dmessage');
    expect(fetchInbox).not.toHaveBeenCalled();
  });

  it('refuses trial accounts with free_reject and never loads the inbox', async () => {
    useSessionStore.setState({ session: { ...member, type: 4 } });
    vi.mocked(rejectTrialAccount).mockResolvedValue('/m/register');
    renderWithRouter(<Inbox />, { url: '/m/webEmail', path: '/m/webEmail' });
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/register');
    expect(rejectTrialAccount).toHaveBeenCalledTimes(1);
    expect(fetchInbox).not.toHaveBeenCalled();
  });

  it('trial accounts that cancel stay on the refusal', async () => {
    useSessionStore.setState({ session: { ...member, type: 4 } });
    renderWithRouter(<Inbox />, { url: '/m/webEmail', path: '/m/webEmail' });
    expect(await screen.findByText('Please login an actual account to use this function')).toBeTruthy();
  });

  it('lists messages and reads one on opening', async () => {
    renderWithRouter(<Inbox />);
    await screen.findByText('Message 1');
    expect(item(1).getAttribute('data-read')).toBe('false');
    await act(async () => fireEvent.click(item(1).querySelector('button')!));
    expect(item(1).getAttribute('data-read')).toBe('true');
    expect(screen.getByTestId('inbox-item-content').textContent).toContain('Body 1');
    expect(readInboxMessage).toHaveBeenCalledWith(1);
    await waitFor(() => expect(fetchInboxUnreadCount).toHaveBeenCalled());
  });

  it('loads more pages and keeps what is listed on a failure, with a retry', async () => {
    vi.mocked(fetchInbox).mockResolvedValueOnce({ list: [message(1)], pageNum: 1, totalPages: 2, total: 2 });
    renderWithRouter(<Inbox />);
    await screen.findByText('Message 1');
    vi.mocked(fetchInbox).mockRejectedValueOnce(new ApiError('timeout', ''));
    fireEvent.click(screen.getByTestId('inbox-more'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Message 1')).toBeTruthy();
    vi.mocked(fetchInbox).mockResolvedValueOnce({ list: [message(2)], pageNum: 2, totalPages: 2, total: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Message 2')).toBeTruthy();
    expect(fetchInbox).toHaveBeenLastCalledWith(2, 20);
    expect(screen.queryByTestId('inbox-more')).toBeNull();
  });

  it('appends pages without listing a message twice', () => {
    expect(appendPage([message(1), message(2)], [message(2), message(3)]).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});
