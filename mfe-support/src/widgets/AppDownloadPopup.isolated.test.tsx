import { act, fireEvent, screen } from '@testing-library/react';
import { i18n, useBrandStore, useToastStore, type BrandSettings } from 'shared';
import { pressEscape, renderWithRouter, tapBackdrop } from 'shared/testing';
import { goTo, openNewTab } from '../common/browser';
import { UA } from '../testing/userAgents';
import AppDownloadPopup from './AppDownloadPopup';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('../common/browser', standIns<typeof import('../common/browser')>(['goTo', 'openNewTab']));

const brand = {
  brandName: 'MCasino',
  downloadLinks: [
    { resourceType: 'Android', url: 'https://apps.example/mcasino.apk' },
    { resourceType: 'IOS', url: 'https://apps.example/ios' },
    { resourceType: 'MOBILECONFIG', url: 'https://apps.example/mcasino.mobileconfig' },
  ],
} as unknown as BrandSettings;

const useAgent = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);

beforeEach(() => useBrandStore.setState({ settings: brand }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.useRealTimers();
  useToastStore.setState({ toasts: [] });
});

const entry = (kind: string) => screen.getByTestId(`download-entry-${kind}`);

/** Takes one key out of the loaded support catalogues, as if they lacked it; returns how to put it back. */
function withoutSupportKey(key: string): () => void {
  const restores = i18n.languages.flatMap((language) => {
    const bundle = i18n.getResourceBundle(language, 'support') as Record<string, string> | undefined;
    if (!bundle || !(key in bundle)) return [];
    const { [key]: text, ...rest } = bundle;
    i18n.removeResourceBundle(language, 'support');
    i18n.addResourceBundle(language, 'support', rest);
    return [() => i18n.addResourceBundle(language, 'support', { [key]: text }, true, true)];
  });
  return () => restores.forEach((restore) => restore());
}

describe('App download popup', () => {
  it('on Android offers the app links and opens an apk in the same tab, a store page in a new tab', async () => {
    useAgent(UA.android);
    renderWithRouter(<AppDownloadPopup onClose={vi.fn()} />);
    await screen.findByTestId('app-download-popup');
    expect(screen.queryByTestId('download-entry-addToHome')).toBeNull();
    fireEvent.click(entry('android'));
    expect(goTo).toHaveBeenCalledWith('https://apps.example/mcasino.apk');
    fireEvent.click(entry('ios'));
    expect(openNewTab).toHaveBeenCalledWith('https://apps.example/ios');
  });

  it('on iOS Safari opens the add-to-home guide, with tip 1 and a close icon', async () => {
    useAgent(UA.iphoneSafari);
    renderWithRouter(<AppDownloadPopup onClose={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('download-entry-addToHome'));
    const guide = screen.getByTestId('add-to-home-guide');
    expect(guide.getAttribute('data-tip')).toBe('1');
    expect(screen.getByTestId('guide-profile-download')).toBeTruthy();
    expect(screen.queryByTestId('ios-legacy-notice')).toBeNull();
    fireEvent.click(screen.getByTestId('add-to-home-close'));
    expect(screen.queryByTestId('add-to-home-guide')).toBeNull();
  });

  it('Escape in the add-to-home guide closes the guide only', async () => {
    useAgent(UA.iphoneSafari);
    const onClose = vi.fn();
    renderWithRouter(<AppDownloadPopup onClose={onClose} />);
    fireEvent.click(await screen.findByTestId('download-entry-addToHome'));
    act(() => void pressEscape(screen.getByTestId('add-to-home-guide')));
    expect(screen.queryByTestId('add-to-home-guide')).toBeNull();
    expect(screen.getByTestId('app-download-popup')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the legacy notice on iOS 12.1 and tip 2 without a profile', async () => {
    useAgent(UA.iphone12_1);
    useBrandStore.setState({ settings: { ...brand, downloadLinks: [] } });
    renderWithRouter(<AppDownloadPopup onClose={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('download-entry-addToHome'));
    expect(screen.getByTestId('add-to-home-guide').getAttribute('data-tip')).toBe('2');
    expect(screen.getByTestId('ios-legacy-notice')).toBeTruthy();
    expect(screen.queryByTestId('guide-profile-download')).toBeNull();
  });

  it('profile download: the settings notice, then the profile file', async () => {
    useAgent(UA.iphoneSafari);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    renderWithRouter(<AppDownloadPopup onClose={vi.fn()} />);
    await screen.findByTestId('download-entry-iosProfile');
    vi.useFakeTimers();
    fireEvent.click(entry('iosProfile'));
    expect(useToastStore.getState().toasts[0]?.message).toMatch(/Settings/);
    expect(useToastStore.getState().toasts[0]?.durationMs).toBe(4000);
    act(() => vi.advanceTimersByTime(4000));
    expect(goTo).toHaveBeenCalledWith('https://apps.example/mcasino.mobileconfig');
  });

  it('asks for Safari when an iOS download is tapped in another iOS browser', async () => {
    useAgent(UA.iphoneChrome);
    renderWithRouter(<AppDownloadPopup onClose={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('download-entry-iosProfile'));
    expect(useToastStore.getState().toasts[0]?.message).toBe('Please use Safari for download App.');
    expect(goTo).not.toHaveBeenCalled();
    expect(openNewTab).not.toHaveBeenCalled();
  });

  it('asks for Safari in the spec words even when the catalogues lack app_download_safari_required', async () => {
    useAgent(UA.iphoneChrome);
    renderWithRouter(<AppDownloadPopup onClose={vi.fn()} />);
    const iosApp = await screen.findByTestId('download-entry-ios');
    const restore = withoutSupportKey('app_download_safari_required');
    try {
      expect(i18n.exists('app_download_safari_required', { ns: 'support' })).toBe(false);
      fireEvent.click(iosApp);
    } finally {
      restore();
    }
    expect(useToastStore.getState().toasts[0]?.message).toBe('Please use Safari for download App.');
    expect(openNewTab).not.toHaveBeenCalled();
  });

  it('closes from its close button', async () => {
    useAgent(UA.android);
    const onClose = vi.fn();
    renderWithRouter(<AppDownloadPopup onClose={onClose} />);
    fireEvent.click(await screen.findByTestId('app-download-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores a backdrop tap in the first 300 ms', async () => {
    useAgent(UA.android);
    const onClose = vi.fn();
    const now = vi.spyOn(Date, 'now').mockReturnValue(1000);
    renderWithRouter(<AppDownloadPopup onClose={onClose} />);
    const popup = await screen.findByTestId('app-download-popup');
    now.mockReturnValue(1299);
    tapBackdrop(popup);
    expect(onClose).not.toHaveBeenCalled();
    now.mockReturnValue(1300);
    tapBackdrop(popup);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    useAgent(UA.android);
    const onClose = vi.fn();
    renderWithRouter(<AppDownloadPopup onClose={onClose} />);
    pressEscape(await screen.findByTestId('app-download-popup'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('inside the app it shows nothing and closes at once', async () => {
    useAgent(UA.androidInApp);
    const onClose = vi.fn();
    renderWithRouter(<AppDownloadPopup onClose={onClose} />);
    await act(async () => {});
    expect(screen.queryByTestId('app-download-popup')).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });
});
