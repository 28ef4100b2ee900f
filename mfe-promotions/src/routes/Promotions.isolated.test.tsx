import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, fetchAnnouncements, i18n, setLanguage, useSessionStore } from 'shared';
import { renderWithRouter } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMOTION_STATUSES } from '../features/promotions';
import { announcements, promotion, sessionOf } from '../testing/fixtures';
import Promotions from './Promotions';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchAnnouncements']));
const fetchMock = vi.mocked(fetchAnnouncements);

beforeEach(() => {
  fetchMock.mockReset();
});

describe('Promotions (/m/activity)', () => {
  it("is titled 'Ongoing Promotions' and asks for kinds B, PL, PU and PR", async () => {
    fetchMock.mockResolvedValue(announcements({ promotion: [promotion(101)] }));
    renderWithRouter(<Promotions />, { url: '/m/activity', path: '/m/activity' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ongoing Promotions' })).toBeTruthy();
    // The heading can commit before the list's effect has run (i18n resolves outside act), so wait for the call.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith({ types: ['B', 'PL', 'PU', 'PR'] }));
  });

  it('does not list a promotion whose end date is past as ongoing (docs/product-rules.md §4, 4.17)', async () => {
    fetchMock.mockResolvedValue(
      announcements({ promotion: [promotion(101), promotion(102, { status: 'applying', endDate: '2020-12-31 23:59:59' })] }),
    );
    renderWithRouter(<Promotions />, { url: '/m/activity', path: '/m/activity' });
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards.map((c) => c.getAttribute('data-promotion-id'))).toEqual(['101']);
  });

  it('shows each promotion as a card with its sequence-2 image and YYYY/MM/DD dates', async () => {
    fetchMock.mockResolvedValue(
      announcements({
        promotion: [
          promotion(101, {
            announcementImages: [
              { sequence: 2, url: 'promo/card.svg' },
              { sequence: 1, url: 'promo/banner.svg' },
            ],
          }),
          promotion(102, { announcementImages: [] }),
        ],
      }),
    );
    renderWithRouter(<Promotions />, { url: '/m/activity', path: '/m/activity' });
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/promo/card.svg');
    expect(cards[0]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(cards[0]!.textContent).toContain('2026/01/05 – 2027/12/31');
  });

  it('goes to /m/activityDetail?id={id} when a card is tapped', async () => {
    fetchMock.mockResolvedValue(announcements({ promotion: [promotion(107)] }));
    renderWithRouter(<Promotions />, { url: '/m/activity', path: '/m/activity' });
    const card = await screen.findByTestId('promotion-card');
    expect(card.getAttribute('href')).toBe('/m/activityDetail?id=107');
    fireEvent.click(card);
    expect(await screen.findByTestId('navigated')).toBeTruthy();
  });

  it('shows a signed-in player every status label', async () => {
    useSessionStore.setState({ session: sessionOf(1) });
    fetchMock.mockResolvedValue(announcements({ promotion: PROMOTION_STATUSES.map((status, i) => promotion(200 + i, { status })) }));
    renderWithRouter(<Promotions />, { url: '/m/activity', path: '/m/activity' });
    await screen.findAllByTestId('promotion-card');
    const labels = screen.getAllByTestId('promotion-status').map((el) => el.textContent);
    expect(labels).toEqual(['Applying', 'Rejected', 'Issued', 'Claimed', 'In process', 'Joined', 'Coming soon', 'Closed']);
    useSessionStore.setState({ session: null });
  });

  it('shows a guest only the promotion’s own status (docs/product-rules.md §2, 2.60)', async () => {
    fetchMock.mockResolvedValue(announcements({ promotion: PROMOTION_STATUSES.map((status, i) => promotion(200 + i, { status })) }));
    renderWithRouter(<Promotions />, { url: '/m/activity', path: '/m/activity' });
    await screen.findAllByTestId('promotion-card');
    expect(screen.getAllByTestId('promotion-status').map((el) => el.textContent)).toEqual(['Coming soon', 'Closed']);
  });

  it('shows the empty-state placeholder when there are no promotions', async () => {
    fetchMock.mockResolvedValue(announcements());
    renderWithRouter(<Promotions />, { url: '/m/activity', path: '/m/activity' });
    expect(await screen.findByTestId('empty-data')).toBeTruthy();
    expect(screen.queryByTestId('promotion-card')).toBeNull();
  });

  it("shows the server's message and a retry that asks again", async () => {
    fetchMock
      .mockRejectedValueOnce(new ApiError('server', 'Promotions are resting'))
      .mockResolvedValue(announcements({ promotion: [promotion(101)] }));
    renderWithRouter(<Promotions />, { url: '/m/activity', path: '/m/activity' });
    expect(await screen.findByText('Promotions are resting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('Promotions across a language switch', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('asks again in the new language and shows its texts, labels and dates', async () => {
    fetchMock.mockImplementation(async () =>
      announcements({
        promotion: [promotion(101, { title: i18n.language === 'pt' ? 'Bónus de boas-vindas' : 'Welcome bonus', status: 'closed' })],
      }),
    );
    renderWithRouter(<Promotions />, { url: '/m/activity', path: '/m/activity' });
    expect((await screen.findByTestId('promotion-card')).textContent).toContain('Welcome bonus');
    const callsInEnglish = fetchMock.mock.calls.length;

    await act(() => setLanguage('pt'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Promoções em andamento' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('promotion-card').textContent).toContain('Bónus de boas-vindas'));
    expect(fetchMock.mock.calls.length).toBeGreaterThan(callsInEnglish);
    expect(screen.getByTestId('promotion-status').textContent).not.toBe('Closed');
    expect(screen.getByTestId('promotion-card').textContent).toContain('2026/01/05 – 2027/12/31');
  });
});
