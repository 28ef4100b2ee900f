import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './OfflineNotice';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => vi.restoreAllMocks());

describe('offline notice', () => {
  it('shows while the browser is offline and goes when it is back online', () => {
    render(<OfflineNotice />);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    goOnline(false);
    expect(screen.getByTestId('offline-notice').getAttribute('role')).toBe('status');
    goOnline(true);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('shows at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByTestId('offline-notice')).toBeTruthy();
  });
});
