// @vitest-environment jsdom
// jsdom: happy-dom logs an error for every iframe it is not allowed to load.
import { screen } from '@testing-library/react';
import { fetchAnnouncements } from 'shared';
import { renderWithRouter } from 'shared/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announcements } from '../testing/fixtures';
import Event from './Event';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchAnnouncements']));

beforeEach(() => {
  vi.mocked(fetchAnnouncements)
    .mockReset()
    .mockResolvedValue(
      announcements({
        banners: [
          {
            id: 6,
            url: 'banner/m_youtube-1.svg',
            linkage: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
            groupName: 'm_youtube',
            title: 'Charity day highlights',
            sequence: 1,
          },
        ],
      }),
    );
});

describe('Event (/m/event)', () => {
  it('shows the charity title, a video banner with autoplay and related videos off, and text', async () => {
    renderWithRouter(<Event />, { url: '/m/event', path: '/m/event' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Charity Day: Play for a Cause' })).toBeTruthy();
    const frame = await screen.findByTitle('Charity day highlights');
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ?autoplay=0&rel=0');
    expect(vi.mocked(fetchAnnouncements)).toHaveBeenCalledWith({ groupName: 'm_youtube' });
    expect(screen.getByText(/We give 1% of the week's turnover to partner schools\./)).toBeTruthy();
    expect(screen.queryByTestId('event-play')).toBeNull();
  });

  it('adds a button to /m/gameCenter on the home variant', async () => {
    renderWithRouter(<Event variant="home" />, { url: '/m/event', path: '/m/event' });
    expect((await screen.findByTestId('event-play')).getAttribute('href')).toBe('/m/gameCenter');
  });

  it('selects the home variant from the query too', async () => {
    renderWithRouter(<Event />, { url: '/m/event?variant=home', path: '/m/event' });
    expect(await screen.findByTestId('event-play')).toBeTruthy();
  });
});
