import { fireEvent, screen } from '@testing-library/react';
import { bus } from 'shared';
import { renderWithRouter } from 'shared/testing';
import { describe, expect, it, vi } from 'vitest';
import DownloadPromoStrip from './DownloadPromoStrip';

describe('DownloadPromoStrip', () => {
  it('opens the app download popup through the bus from the download tile', async () => {
    const opened = vi.fn();
    const off = bus.on('app-download:open', opened);
    renderWithRouter(<DownloadPromoStrip />, { url: '/m/home', path: '/m/home' });
    fireEvent.click(await screen.findByTestId('strip-download'));
    expect(opened).toHaveBeenCalledTimes(1);
    off();
  });

  it('links the promotion tile to /m/activity', async () => {
    renderWithRouter(<DownloadPromoStrip />, { url: '/m/home', path: '/m/home' });
    const tile = await screen.findByTestId('strip-promotions');
    expect(tile.getAttribute('href')).toBe('/m/activity');
    fireEvent.click(tile);
    expect(await screen.findByTestId('navigated')).toBeTruthy();
  });
});
