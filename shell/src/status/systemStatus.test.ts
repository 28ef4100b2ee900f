import { cacheStatus, cachedStatus, statusFromResponse } from './systemStatus';

describe('system status', () => {
  it('maps the response: maintenance 1 wins over region restriction 2; otherwise 0', () => {
    expect(statusFromResponse({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(statusFromResponse({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(statusFromResponse({ maintenance: false, regionRestriction: false })).toBe(0);
  });

  it('caches the status locally and tolerates a corrupt cache', () => {
    cacheStatus(2);
    expect(cachedStatus()).toBe(2);
    localStorage.setItem('m.systemStatus', '{corrupt');
    expect(cachedStatus()).toBe(0);
    localStorage.setItem('m.systemStatus', '7');
    expect(cachedStatus()).toBe(0);
  });
});
