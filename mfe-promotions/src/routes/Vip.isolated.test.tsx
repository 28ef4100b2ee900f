import { screen } from '@testing-library/react';
import { fetchAnnouncements } from 'shared';
import { renderWithRouter } from 'shared/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announcements, promotion } from '../testing/fixtures';
import Vip from './Vip';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchAnnouncements']));
const fetchMock = vi.mocked(fetchAnnouncements);

beforeEach(() => {
  fetchMock
    .mockReset()
    .mockResolvedValue(announcements({ promotion: [promotion(113, { promotionType: 'UPGRADE_BONUS', title: 'VIP Upgrade Bonus' })] }));
});

describe('Vip (/m/vip)', () => {
  it("is titled 'Exclusive VIP Perks' with 15 numbered perk images", async () => {
    renderWithRouter(<Vip />, { url: '/m/vip', path: '/m/vip' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Exclusive VIP Perks' })).toBeTruthy();
    const perks = screen.getAllByTestId('perk');
    expect(perks).toHaveLength(15);
    expect(perks.map((p) => p.getAttribute('data-perk'))).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)));
    perks.forEach((perk, i) => {
      expect(perk.querySelector('[role="img"]')!.getAttribute('aria-label')).toMatch(new RegExp(`^Perk ${i + 1}: `));
      expect(perk.querySelector('text')!.textContent).toBe(String(i + 1));
    });
  });

  it('takes no server data for the perks: they show while the call is pending or failing', async () => {
    fetchMock.mockReset().mockRejectedValue(new Error('down'));
    renderWithRouter(<Vip />, { url: '/m/vip', path: '/m/vip' });
    expect(await screen.findAllByTestId('perk')).toHaveLength(15);
  });

  it('lists the VIP promotions of promotionType UPGRADE_BONUS', async () => {
    renderWithRouter(<Vip />, { url: '/m/vip', path: '/m/vip' });
    expect(await screen.findByText('VIP Upgrade Bonus')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith({ types: ['B', 'PL', 'PU', 'PR'], promotionType: 'UPGRADE_BONUS' });
  });
});
