import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ApiError,
  fetchChatUnreadCount,
  fetchInboxUnreadCount,
  fetchNotices,
  useBrandStore,
  useSessionStore,
  type BrandSettings,
  type Notice,
  type SessionInfo,
} from 'shared';
import { openCustomerService } from '../features/customerService';
import MessageCentre from './MessageCentre';
import { renderWithRouter } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchNotices', 'fetchInboxUnreadCount', 'fetchChatUnreadCount']));
vi.mock('../features/customerService', () => ({ openCustomerService: vi.fn() }));

const member: SessionInfo = { token: 't', merchantCode: 'm', userName: 'player01', type: 1, firstTimeLogin: false };
const brand = (cbs3: boolean) =>
  ({
    flags: { CBS3: cbs3 },
    downloadLinks: [
      { resourceType: 'TELEGRAM', url: 'https://t.me/mcasino' },
      { resourceType: 'AFFILIATELINK', url: 'https://affiliate.example.com' },
    ],
  }) as unknown as BrandSettings;
const notices = (unread: number): Notice[] =>
  Array.from({ length: unread + 1 }, (_, i) => ({ id: i + 1, title: `n${i}`, content: '', startDate: '', read: i === unread }));

beforeEach(() => {
  useSessionStore.setState({ session: member });
  useBrandStore.setState({ settings: brand(true) });
  vi.mocked(fetchNotices).mockResolvedValue(notices(2));
  vi.mocked(fetchInboxUnreadCount).mockResolvedValue(5);
  vi.mocked(fetchChatUnreadCount).mockResolvedValue(3);
});
afterEach(() => {
  vi.clearAllMocks();
  useSessionStore.setState({ session: null });
  useBrandStore.setState({ settings: null });
});

const entry = (id: string) => screen.getByTestId(`message-entry-${id}`);
const badge = (id: string) => entry(id).querySelector('[data-testid="unread-badge"]')?.textContent ?? null;

describe('Message centre', () => {
  it('lists Telegram, announcements, messages, live chat and affiliate service with unread badges', async () => {
    await act(async () => void renderWithRouter(<MessageCentre />));
    await waitFor(() => expect(badge('liveChat')).toBe('3'));
    expect(screen.getAllByTestId(/^message-entry-/).map((e) => e.getAttribute('data-testid'))).toEqual([
      'message-entry-telegram',
      'message-entry-notice',
      'message-entry-inbox',
      'message-entry-liveChat',
      'message-entry-affiliate',
    ]);
    expect(badge('notice')).toBe('2');
    expect(badge('inbox')).toBe('5');
    expect(entry('telegram').getAttribute('href')).toBe('https://t.me/mcasino');
    expect(entry('notice').getAttribute('href')).toBe('/m/notice');
    expect(entry('inbox').getAttribute('href')).toBe('/m/webEmail');
  });

  it("caps badges at '99+'", async () => {
    vi.mocked(fetchInboxUnreadCount).mockResolvedValue(100);
    vi.mocked(fetchNotices).mockResolvedValue(notices(99));
    await act(async () => void renderWithRouter(<MessageCentre />));
    await waitFor(() => expect(badge('inbox')).toBe('99+'));
    expect(badge('notice')).toBe('99');
  });

  it('without CBS3: no live chat and no chat unread call', async () => {
    useBrandStore.setState({ settings: brand(false) });
    await act(async () => void renderWithRouter(<MessageCentre />));
    await waitFor(() => expect(badge('inbox')).toBe('5'));
    expect(screen.queryByTestId('message-entry-liveChat')).toBeNull();
    expect(fetchChatUnreadCount).not.toHaveBeenCalled();
  });

  it('trial accounts: no chat or inbox unread calls', async () => {
    useSessionStore.setState({ session: { ...member, type: 4 } });
    await act(async () => void renderWithRouter(<MessageCentre />));
    await waitFor(() => expect(badge('notice')).toBe('2'));
    expect(fetchChatUnreadCount).not.toHaveBeenCalled();
    expect(fetchInboxUnreadCount).not.toHaveBeenCalled();
  });

  it('guests: only the announcement count', async () => {
    useSessionStore.setState({ session: null });
    await act(async () => void renderWithRouter(<MessageCentre />));
    await waitFor(() => expect(badge('notice')).toBe('2'));
    expect(fetchChatUnreadCount).not.toHaveBeenCalled();
    expect(fetchInboxUnreadCount).not.toHaveBeenCalled();
  });

  it('a failed count shows no badge and no error', async () => {
    vi.mocked(fetchChatUnreadCount).mockRejectedValue(new ApiError('network', ''));
    await act(async () => void renderWithRouter(<MessageCentre />));
    await waitFor(() => expect(badge('inbox')).toBe('5'));
    expect(badge('liveChat')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed announcement or inbox count says why, and the retry loads the badges', async () => {
    vi.mocked(fetchInboxUnreadCount).mockRejectedValueOnce(new ApiError('malformed', ''));
    await act(async () => void renderWithRouter(<MessageCentre />));
    expect((await screen.findByRole('alert')).textContent).toContain('The server sent an answer we could not read. Please try again.');
    expect(badge('inbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(badge('inbox')).toBe('5'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('live chat goes where the launcher says', async () => {
    vi.mocked(openCustomerService).mockResolvedValue('/m/login');
    await act(async () => void renderWithRouter(<MessageCentre />, { url: '/m/message', path: '/m/message' }));
    fireEvent.click(entry('liveChat'));
    expect(openCustomerService).toHaveBeenCalledWith('live-chat');
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login');
  });
});
