// @vitest-environment jsdom
// jsdom: the popup renders sanitised server HTML (see PromoHtml.test.tsx).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, fetchAnnouncements, useSessionStore, type SessionInfo } from 'shared';
import { renderWithRouter } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_EVALUATE_AFTER_MS, popupStorageKey } from '../features/popup';
import { announcements, popupItem } from '../testing/fixtures';
import AnnouncementPopup from './AnnouncementPopup';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchAnnouncements']));
const fetchMock = vi.mocked(fetchAnnouncements);

const POPUPS = [
  popupItem(1, 'A', { title: 'Welcome back!' }),
  popupItem(2, 'A', {
    title: 'Maintenance',
    content: '<p>See <a href="https://example.com/x">details</a> or <a href="/m/vip">perks</a></p>',
  }),
  popupItem(4, 'B', { title: 'Join us today' }),
  popupItem(5, 'B', { title: 'Try games for free' }),
  popupItem(6, 'F', { title: 'Your first login gift' }),
];
const member = (firstTimeLogin: boolean): SessionInfo => ({
  token: 'tok',
  merchantCode: 'mcasino',
  userName: 'player01',
  type: 1,
  firstTimeLogin,
});

const mount = () => renderWithRouter(<AnnouncementPopup autoplay={false} />, { url: '/m/home', path: '/m/home' });
const findPopup = () => screen.findByTestId('announcement-popup', {}, { timeout: 3000 });
const shownIds = () => screen.getAllByTestId('announcement-popup-item').map((el) => Number(el.getAttribute('data-id')));

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset().mockResolvedValue(announcements({ popup: POPUPS }));
});
afterEach(() => useSessionStore.setState({ session: null }));

describe('AnnouncementPopup', () => {
  it('shows guests the type B items, 500 ms after the list arrives and not before', async () => {
    mount();
    await act(() => new Promise((r) => setTimeout(r, POPUP_EVALUATE_AFTER_MS - 200)));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    const popup = await findPopup();
    expect(popup.getAttribute('data-popup-type')).toBe('B');
    expect(shownIds()).toEqual([4, 5]);
    expect(popup.querySelector('.swiper')).not.toBeNull();
  });

  it('says it is out of the way once closed, never while it is about to show (docs/product-rules.md §4, 4.19)', async () => {
    const done = vi.fn();
    const off = bus.on('announcement-popup:done', done);
    try {
      mount();
      await findPopup();
      expect(done).not.toHaveBeenCalled();
      fireEvent.click(screen.getByTestId('announcement-popup-close'));
      await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    } finally {
      off();
    }
  });

  it('shows a logged-in member the type A items', async () => {
    useSessionStore.setState({ session: member(false) });
    mount();
    expect((await findPopup()).getAttribute('data-popup-type')).toBe('A');
    expect(shownIds()).toEqual([1, 2]);
  });

  it('adds the F items on a first login', async () => {
    useSessionStore.setState({ session: member(true) });
    mount();
    await findPopup();
    expect(shownIds()).toEqual([1, 2, 6]);
  });

  it('shows one item without a swiper', async () => {
    fetchMock.mockResolvedValue(announcements({ popup: [popupItem(4, 'B')] }));
    mount();
    const popup = await findPopup();
    expect(popup.querySelector('.swiper')).toBeNull();
    expect(shownIds()).toEqual([4]);
  });

  it('closes with an animation, stores show=false and stays closed on the next visit', async () => {
    const first = mount();
    await findPopup();
    fireEvent.click(screen.getByTestId('announcement-popup-close'));
    expect(screen.getByTestId('announcement-popup').getAttribute('data-state')).toBe('closing');
    expect(JSON.parse(localStorage.getItem(popupStorageKey('B'))!)).toMatchObject({ show: false });
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
    first.unmount();

    mount();
    await act(() => new Promise((r) => setTimeout(r, POPUP_EVALUATE_AFTER_MS + 200)));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
  });

  it('shows again when the title/content set changes after it was closed', async () => {
    const first = mount();
    await findPopup();
    fireEvent.click(screen.getByTestId('announcement-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
    first.unmount();
    fetchMock.mockResolvedValue(announcements({ popup: [...POPUPS, popupItem(7, 'B', { title: 'Fresh news' })] }));
    mount();
    await findPopup();
    expect(shownIds()).toEqual([4, 5, 7]);
  });

  it('keeps the types apart: closing the guest popup does not hide the member one', async () => {
    const first = mount();
    await findPopup();
    fireEvent.click(screen.getByTestId('announcement-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
    first.unmount();

    useSessionStore.setState({ session: member(false) });
    mount();
    expect((await findPopup()).getAttribute('data-popup-type')).toBe('A');
  });

  it('evaluates again, 500 ms later, when the list changes while mounted (a login)', async () => {
    mount();
    await findPopup();
    fireEvent.click(screen.getByTestId('announcement-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());

    act(() => useSessionStore.setState({ session: member(true) }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    expect((await findPopup()).getAttribute('data-popup-type')).toBe('A');
    expect(shownIds()).toEqual([1, 2, 6]);
  });

  it('sends a guest from the go-to button to login, coming back to /m/rewardCenter (docs/product-rules.md §6, 6.11)', async () => {
    mount();
    fireEvent.click(await screen.findByTestId('announcement-popup-go'));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2FrewardCenter');
    expect(JSON.parse(localStorage.getItem(popupStorageKey('B'))!)).toMatchObject({ show: false });
  });

  it('opens /m/rewardCenter from the go-to button for a member', async () => {
    useSessionStore.setState({ session: member(false) });
    mount();
    fireEvent.click(await screen.findByTestId('announcement-popup-go'));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/rewardCenter');
  });

  it('opens http links outside the site and navigates in the app for others', async () => {
    useSessionStore.setState({ session: member(false) });
    mount();
    await findPopup();
    const external = screen.getByRole('link', { name: 'details' });
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('link', { name: 'perks' }));
    expect(await screen.findByTestId('navigated')).toBeTruthy();
  });

  it('folds an item open and shut from its title', async () => {
    fetchMock.mockResolvedValue(announcements({ popup: [popupItem(4, 'B', { title: 'Join us today' })] }));
    mount();
    const head = await screen.findByRole('button', { name: /Join us today/ });
    expect(head.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(head);
    expect(head.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows nothing when there are no popup items, none for the type, or the call fails', async () => {
    fetchMock.mockResolvedValueOnce(announcements({ popup: [] }));
    const a = mount();
    await act(() => new Promise((r) => setTimeout(r, POPUP_EVALUATE_AFTER_MS + 150)));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    a.unmount();
    fetchMock.mockResolvedValueOnce(announcements({ popup: [popupItem(1, 'A'), popupItem(6, 'F')] }));
    const b = mount();
    await act(() => new Promise((r) => setTimeout(r, POPUP_EVALUATE_AFTER_MS + 150)));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    b.unmount();
    fetchMock.mockRejectedValueOnce(new Error('down'));
    mount();
    await act(() => new Promise((r) => setTimeout(r, POPUP_EVALUATE_AFTER_MS + 150)));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
  });
});
