import { screen } from '@testing-library/react';
import { useBrandStore, type BrandSettings } from 'shared';
import { UA } from '../testing/userAgents';
import AppDownload from './AppDownload';
import { renderWithRouter } from 'shared/testing';

const brand = {
  brandName: 'MCasino',
  downloadLinks: [
    { resourceType: 'Android', url: 'https://x/m.apk' },
    { resourceType: 'AppDownloadIcon', url: 'brand/app-icon.svg' },
  ],
} as unknown as BrandSettings;

afterEach(() => {
  vi.restoreAllMocks();
  useBrandStore.setState({ settings: null });
});

describe('App download page', () => {
  it('waits for the brand settings, then shows the entries for this device', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.android);
    renderWithRouter(<AppDownload />);
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    useBrandStore.setState({ settings: brand });
    expect(await screen.findByTestId('download-entry-android')).toBeTruthy();
    const icon = document.querySelector('img')!;
    expect(icon.getAttribute('src')).toMatch(/brand\/app-icon\.svg$/);
    expect(icon.getAttribute('width')).toBe('64');
  });
  it('inside the app says so instead of offering downloads', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.androidInApp);
    useBrandStore.setState({ settings: brand });
    renderWithRouter(<AppDownload />);
    expect(await screen.findByTestId('download-installed')).toBeTruthy();
    expect(screen.queryByTestId('download-entry-android')).toBeNull();
  });
});
