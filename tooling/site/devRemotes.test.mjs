// Which requests may name an area's dev build, and what of it the site server keeps (devRemotes.mjs); the
// site server's page answers with and without dev areas are in render/devAreaPages.test.mjs.
import { describe, expect, it } from 'vitest';
import { devRemotesOf, isLocalUnforwarded, parseDevRemotes } from './devRemotes.mjs';

const HASH = `sha384-${'A'.repeat(64)}`;
const devBuild = {
  version: '0.0.0-dev',
  manifest: '/mf-manifest.json',
  entry: '/remoteEntry.js',
  integrity: { manifest: HASH, entry: HASH },
};
const header = (remotes) => ({ 'x-m-dev-remotes': JSON.stringify(remotes) });
const request = (headers, remoteAddress = '127.0.0.1') => ({ headers, socket: { remoteAddress } });
const socketless = { headers: {}, socket: {} };

describe('dev areas: which requests may name a dev build', () => {
  it.each(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])('a request made on this machine (%s) may', (address) => {
    expect(isLocalUnforwarded(request({}, address))).toBe(true);
  });

  it.each(['192.0.2.10', '10.0.0.2', '::ffff:192.0.2.10', '2001:db8::1', ''])('one from elsewhere (%s) never does', (address) => {
    expect(isLocalUnforwarded(request({}, address))).toBe(false);
  });

  it('one whose address is unknown never does', () => {
    expect(isLocalUnforwarded(socketless)).toBe(false);
  });

  it.each(['x-forwarded-for', 'forwarded', 'x-forwarded-host', 'x-real-ip'])(
    'one a proxy on this machine passed on (%s, as the edge does) never does',
    (name) => {
      expect(isLocalUnforwarded(request({ [name]: '203.0.113.7' }))).toBe(false);
      expect(devRemotesOf(request({ ...header({ lobby: devBuild }), [name]: '203.0.113.7' }))).toBeUndefined();
    },
  );
});

describe('dev areas: what a dev build may be', () => {
  it('is a release of the manifest schema, kept to what the browser loads', () => {
    const named = {
      ...devBuild,
      server: '/remotes/lobby/1.0.0/server/remoteEntry.js',
      fallback: devBuild,
      integrity: { ...devBuild.integrity, server: HASH },
    };
    expect(parseDevRemotes(JSON.stringify({ lobby: named }))).toEqual({ lobby: devBuild });
    expect(devRemotesOf(request(header({ lobby: devBuild })))).toEqual({ lobby: devBuild });
  });

  it.each([
    ['an https file', { lobby: { ...devBuild, entry: 'https://elsewhere.example/remoteEntry.js' } }],
    ['a protocol-relative file', { lobby: { ...devBuild, entry: '//elsewhere.example/remoteEntry.js' } }],
    ['an area that does not exist', { casino: devBuild }],
    ['a hash that is not one', { lobby: { ...devBuild, integrity: { manifest: 'x', entry: HASH } } }],
    ['no version', { lobby: { ...devBuild, version: undefined } }],
  ])('is refused with %s', (_what, remotes) => {
    const refused = [];
    expect(() => parseDevRemotes(JSON.stringify(remotes))).toThrow();
    expect(devRemotesOf(request(header(remotes)), (line) => refused.push(line))).toBeUndefined();
    expect(refused).toHaveLength(1);
  });

  it('is no dev build when the header is missing, empty or not JSON', () => {
    expect(devRemotesOf(request({}))).toBeUndefined();
    expect(devRemotesOf(request(header({})))).toBeUndefined();
    expect(devRemotesOf(request({ 'x-m-dev-remotes': '{lobby' }))).toBeUndefined();
  });
});
