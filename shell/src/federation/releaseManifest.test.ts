import { parseReleaseManifest } from './releaseManifest';

describe('release manifest', () => {
  it('keeps well-formed pins with their fallback and drops malformed entries', () => {
    const parsed = parseReleaseManifest({
      remotes: {
        lobby: { version: '1.2.0', manifest: '/remotes/lobby/1.2.0/mf-manifest.json', fallback: { version: '1.1.0', manifest: '/remotes/lobby/1.1.0/mf-manifest.json' } },
        account: { version: 3 },
        unknown: { version: '1.0.0', manifest: '/x' },
      },
    });
    expect(parsed.remotes).toEqual({
      lobby: { version: '1.2.0', manifest: '/remotes/lobby/1.2.0/mf-manifest.json', fallback: { version: '1.1.0', manifest: '/remotes/lobby/1.1.0/mf-manifest.json' } },
    });
  });

  it('reads garbage as an empty manifest', () => {
    expect(parseReleaseManifest('nope')).toEqual({ remotes: {} });
    expect(parseReleaseManifest(null)).toEqual({ remotes: {} });
  });
});
