import { afterEach, describe, expect, it } from 'vitest';
import { preloadOpeningEntry } from './preloadOpeningEntry';
import { manifestOf, pinned } from './testing/releases';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe('preloading the opening area entry', () => {
  afterEach(() => preloads().forEach((link) => link.remove()));

  it('fetches the pinned entry of the area the page opens on, with its hash and CORS mode', () => {
    const release = manifestOf({ lobby: pinned('lobby', '1.0.0'), promotions: pinned('promotions', '2.0.0') });
    preloadOpeningEntry(release, '/m/activity');
    expect(preloads()).toHaveLength(1);
    const [link] = preloads();
    expect(link!.as).toBe('script');
    expect(link!.href).toMatch(/\/remotes\/promotions\/2\.0\.0\/remoteEntry\.js$/);
    expect(link!.integrity).toBe(release.remotes.promotions!.integrity.entry);
    expect(link!.crossOrigin).toBe('anonymous');
  });

  it('does nothing for an area the release manifest does not pin', () => {
    preloadOpeningEntry({ remotes: {} }, '/m/home');
    expect(preloads()).toHaveLength(0);
  });
});
