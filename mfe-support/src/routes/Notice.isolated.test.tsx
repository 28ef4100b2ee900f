import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, bus, fetchNotices, markAnnouncementRead, useToastStore, type Notice as NoticeItem } from 'shared';
import Notice from './Notice';
import { renderWithRouter } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchNotices', 'markAnnouncementRead']));

const NOTICES: NoticeItem[] = [
  { id: 201, title: 'Deposit channels updated', content: '<p>GCash is instant</p>', startDate: '2026-01-12 08:00:00', read: false },
  { id: 202, title: 'Security reminder', content: '<p>Never share</p>', startDate: '2026-01-11 08:00:00', read: true },
];

beforeEach(() => {
  vi.mocked(fetchNotices).mockResolvedValue(NOTICES);
  vi.mocked(markAnnouncementRead).mockResolvedValue({});
});
afterEach(() => {
  vi.clearAllMocks();
  useToastStore.setState({ toasts: [] });
});

const item = (id: number) => document.querySelector(`[data-testid="notice-item"][data-id="${id}"]`)!;

describe('Announcements', () => {
  it('lists announcements with read flags and dates as YYYY/MM/DD', async () => {
    renderWithRouter(<Notice />);
    await screen.findByText('Deposit channels updated');
    expect(item(201).getAttribute('data-read')).toBe('false');
    expect(item(201).querySelector('[data-testid="unread-flag"]')).toBeTruthy();
    expect(item(202).querySelector('[data-testid="unread-flag"]')).toBeNull();
    expect(item(201).textContent).toContain('2026/01/12');
  });

  it('reading one sets it read at once, calls mark-as-read and reloads the list', async () => {
    renderWithRouter(<Notice />);
    await screen.findByText('Deposit channels updated');
    vi.mocked(fetchNotices).mockResolvedValue(NOTICES.map((n) => ({ ...n, read: true })));
    fireEvent.click(item(201).querySelector('button')!);
    expect(item(201).getAttribute('data-read')).toBe('true');
    expect(screen.getByTestId('notice-item-content').textContent).toContain('GCash is instant');
    expect(markAnnouncementRead).toHaveBeenCalledWith(201);
    await waitFor(() => expect(fetchNotices).toHaveBeenCalledTimes(2));
  });

  it('opening a read one calls nothing', async () => {
    renderWithRouter(<Notice />);
    await screen.findByText('Security reminder');
    fireEvent.click(item(202).querySelector('button')!);
    expect(markAnnouncementRead).not.toHaveBeenCalled();
  });

  it('puts the unread flag back and says why when mark-as-read fails', async () => {
    vi.mocked(markAnnouncementRead).mockRejectedValue(new ApiError('server', 'Announcement not found'));
    renderWithRouter(<Notice />);
    await screen.findByText('Deposit channels updated');
    await act(async () => fireEvent.click(item(201).querySelector('button')!));
    expect(item(201).getAttribute('data-read')).toBe('false');
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Announcement not found');
  });

  it('tells the page how many are unread', async () => {
    const seen: (number | undefined)[] = [];
    const off = bus.on('unread:changed', ({ notice }) => seen.push(notice));
    renderWithRouter(<Notice />);
    await screen.findByText('Deposit channels updated');
    fireEvent.click(item(201).querySelector('button')!);
    expect(seen).toEqual([1, 0]);
    off();
  });

  it('shows the failure with a retry', async () => {
    vi.mocked(fetchNotices).mockRejectedValueOnce(new ApiError('network', ''));
    renderWithRouter(<Notice />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Deposit channels updated')).toBeTruthy();
  });

  it('shows the empty placeholder without announcements', async () => {
    vi.mocked(fetchNotices).mockResolvedValue([]);
    renderWithRouter(<Notice />);
    expect(await screen.findByTestId('empty-data')).toBeTruthy();
  });
});
