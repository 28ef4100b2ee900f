import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEACON_URL, reportRemote } from './beacon';

afterEach(() => vi.unstubAllGlobals());

describe('remote load reports', () => {
  it('sends area, version and kind only, once per page view each', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    reportRemote('lobby', '1.2.0', 'load');
    reportRemote('lobby', '1.2.0', 'load');
    reportRemote('lobby', '1.2.0', 'render');
    reportRemote('lobby', undefined, 'loaded');
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(sendBeacon).toHaveBeenNthCalledWith(1, BEACON_URL, JSON.stringify({ area: 'lobby', version: '1.2.0', kind: 'load' }));
  });

  it('never disturbs the page when the report cannot be sent', () => {
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new TypeError('blocked');
      },
    });
    expect(() => reportRemote('account', '1.0.0', 'integrity')).not.toThrow();
  });
});
