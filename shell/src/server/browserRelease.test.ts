import { describe, expect, it } from 'vitest';
import { parseReleaseManifest } from '../federation/releaseManifest';
import { browserRelease } from './browserRelease';

const hash = (c: string) => `sha384-${c.repeat(64)}`;
const release = (version: string) => ({
  version,
  manifest: `/remotes/lobby/${version}/mf-manifest.json`,
  entry: `/remotes/lobby/${version}/remoteEntry.js`,
  server: `/remotes/lobby/${version}/server/remoteEntry.js`,
  integrity: { manifest: hash('a'), entry: hash('b'), server: hash('c') },
});

describe('the release a page hands to the browser', () => {
  const served = {
    $schema: '/m/schema/release-manifest.schema.json',
    updatedAt: '2026-11-26T10:00:00.000Z',
    remotes: { lobby: { ...release('1.1.0'), fallback: release('1.0.0'), canary: { ...release('1.2.0'), percent: 10 } } },
  };
  const handed = browserRelease(served);

  it('keeps what the browser loads and checks, for the pin, its fallback and its canary', () => {
    expect(handed.remotes.lobby).toEqual({
      version: '1.1.0',
      manifest: '/remotes/lobby/1.1.0/mf-manifest.json',
      entry: '/remotes/lobby/1.1.0/remoteEntry.js',
      integrity: { manifest: hash('a'), entry: hash('b') },
      fallback: {
        version: '1.0.0',
        manifest: release('1.0.0').manifest,
        entry: release('1.0.0').entry,
        integrity: { manifest: hash('a'), entry: hash('b') },
      },
      canary: {
        version: '1.2.0',
        manifest: release('1.2.0').manifest,
        entry: release('1.2.0').entry,
        integrity: { manifest: hash('a'), entry: hash('b') },
        percent: 10,
      },
    });
  });

  it('leaves out the server builds and the bookkeeping, and still matches the published schema', () => {
    const text = JSON.stringify(handed);
    expect(text).not.toContain('server');
    expect(text).not.toContain(hash('c'));
    expect(text).not.toContain('updatedAt');
    expect('manifest' in parseReleaseManifest(handed)).toBe(true);
  });
});
