import { describe, expect, it } from 'vitest';
import { parseReleaseManifest } from './releaseManifest';
import { fakeHash, pinned, release } from './testing/releases';

const valid = { remotes: { lobby: pinned('lobby', '1.1.0', '1.0.0'), account: pinned('account', '1.0.0') } };

describe('release manifest schema (read by the shell)', () => {
  it('accepts pins with their hashes and fallback', () => {
    expect(parseReleaseManifest(valid)).toEqual({ manifest: valid });
    expect(parseReleaseManifest({ remotes: { lobby: { ...release('lobby', '1.4.0-rc.1') } } })).toHaveProperty('manifest');
  });

  it.each([
    [
      'a pin without hashes',
      {
        remotes: {
          lobby: { version: '1.0.0', manifest: '/remotes/lobby/1.0.0/mf-manifest.json', entry: '/remotes/lobby/1.0.0/remoteEntry.js' },
        },
      },
    ],
    [
      'a hash that is not SHA-384',
      { remotes: { lobby: { ...release('lobby', '1.0.0'), integrity: { manifest: 'sha256-abc', entry: fakeHash('e') } } } },
    ],
    ['an unknown remote', { remotes: { casino: release('casino', '1.0.0') } }],
    ['a version that is not semver', { remotes: { lobby: { ...release('lobby', '1.0.0'), version: 'latest' } } }],
    ['a javascript: location', { remotes: { lobby: { ...release('lobby', '1.0.0'), manifest: 'javascript:alert(1)' } } }],
    ['a protocol-relative location', { remotes: { lobby: { ...release('lobby', '1.0.0'), entry: '//evil.example/remoteEntry.js' } } }],
    ['a plain http location', { remotes: { lobby: { ...release('lobby', '1.0.0'), manifest: 'http://cdn.example/mf-manifest.json' } } }],
    ['an unknown field', { remotes: {}, extra: true }],
    ['no remotes', {}],
    ['a string', 'nope'],
    ['null', null],
  ])('refuses %s with a reason', (_name, body) => {
    const parsed = parseReleaseManifest(body);
    expect(parsed).toHaveProperty('error');
    expect((parsed as { error: string }).error.length).toBeGreaterThan(0);
  });

  it('accepts an https CDN location', () => {
    const cdn = { ...release('lobby', '1.0.0'), manifest: 'https://cdn.example/remotes/lobby/1.0.0/mf-manifest.json' };
    expect(parseReleaseManifest({ remotes: { lobby: cdn } })).toHaveProperty('manifest');
  });
});
