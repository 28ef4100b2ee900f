import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, CSP_REPORT_PATH, originOf, policySources, VIDEO_EMBED_ORIGINS } from './contentSecurityPolicy.mjs';

const pin = (base, area, version) => ({
  version,
  manifest: `${base}/remotes/${area}/${version}/mf-manifest.json`,
  entry: `${base}/remotes/${area}/${version}/remoteEntry.js`,
  integrity: { manifest: 'sha384-x', entry: 'sha384-y' },
});

/** The directives of a policy, name to source list. */
const directives = (policy) =>
  Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('originOf', () => {
  it('is null for relative URLs (self) and for non-http(s) schemes', () => {
    expect(originOf('/remotes/lobby/1.0.0/mf-manifest.json')).toBeNull();
    expect(originOf('/wps')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('data:text/html,x')).toBeNull();
    expect(originOf(undefined)).toBeNull();
    expect(originOf('')).toBeNull();
  });
  it('is the origin of absolute and protocol-relative URLs', () => {
    expect(originOf('https://cdn.example.com:8443/remotes/x.js')).toBe('https://cdn.example.com:8443');
    expect(originOf('//img.example.com/a.png')).toBe('https://img.example.com');
  });
});

describe('buildContentSecurityPolicy', () => {
  const config = { apiBase: '/wps', imageBases: ['/wps/assets'] };

  it('allows scripts only from the site itself when every remote is relative', () => {
    const manifest = { remotes: { lobby: pin('', 'lobby', '1.0.0') } };
    const d = directives(buildContentSecurityPolicy({ manifest, config }));
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
  });

  it('adds the origins of pinned remotes, their fallbacks and published versions to scripts, styles and fetches', () => {
    const manifest = {
      remotes: {
        lobby: { ...pin('https://cdn-a.example.com', 'lobby', '1.1.0'), fallback: pin('https://cdn-b.example.com', 'lobby', '1.0.0') },
        account: pin('', 'account', '1.0.0'),
      },
    };
    const registry = { remotes: { support: { versions: { '2.0.0-rc.1': pin('https://preview.example.com', 'support', '2.0.0-rc.1') } } } };
    const d = directives(buildContentSecurityPolicy({ manifest, registry, config }));
    const remotes = ['https://cdn-a.example.com', 'https://cdn-b.example.com', 'https://preview.example.com'];
    expect(d['script-src']).toEqual(["'self'", ...remotes]);
    expect(d['style-src']).toEqual(["'self'", ...remotes]);
    expect(d['connect-src']).toEqual(["'self'", ...remotes]);
  });

  it('never allows inline script or eval, and inline style markup is not allowed either', () => {
    const policy = buildContentSecurityPolicy({
      manifest: { remotes: { lobby: pin('https://cdn.example.com', 'lobby', '1.0.0') } },
      config,
    });
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic/);
    expect(policy).not.toMatch(/\*/);
  });

  it('puts the API origin in connect-src and img-src, and image bases in img-src only', () => {
    const d = directives(
      buildContentSecurityPolicy({
        config: { apiBase: 'https://api.example.com/wps', imageBases: ['https://img1.example.com/c', '/wps/assets'] },
      }),
    );
    expect(d['connect-src']).toEqual(["'self'", 'https://api.example.com']);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'https://api.example.com', 'https://img1.example.com']);
    expect(d['script-src']).toEqual(["'self'"]);
  });

  it('puts game-launcher origins and video embeds in frame-src and nowhere else', () => {
    const launcher = 'https://games.vendor.example';
    const policy = buildContentSecurityPolicy({ config: { ...config, launcherOrigins: [launcher, 'not a url'] } });
    const d = directives(policy);
    expect(d['frame-src']).toEqual(["'self'", launcher, ...VIDEO_EMBED_ORIGINS]);
    const elsewhere = Object.entries(d).filter(
      ([name, values]) => name !== 'frame-src' && values.some((v) => v === launcher || VIDEO_EMBED_ORIGINS.includes(v)),
    );
    expect(elsewhere).toEqual([]);
  });

  it('reports to the site server unless told not to', () => {
    expect(directives(buildContentSecurityPolicy({ config }))['report-uri']).toEqual([CSP_REPORT_PATH]);
    expect(buildContentSecurityPolicy({ config, reportUri: null })).not.toContain('report-uri');
  });

  it('tolerates missing and malformed inputs with a self-only policy', () => {
    for (const inputs of [{}, { manifest: null, registry: 'x', config: 7 }, { manifest: { remotes: { lobby: { manifest: 42 } } } }]) {
      const d = directives(buildContentSecurityPolicy(inputs));
      expect(d['script-src']).toEqual(["'self'"]);
      expect(d['connect-src']).toEqual(["'self'"]);
    }
  });
});

describe('policySources', () => {
  it('dedupes and sorts origins', () => {
    const manifest = {
      remotes: {
        a: pin('https://z.example.com', 'a', '1'),
        b: pin('https://a.example.com', 'b', '1'),
        c: pin('https://z.example.com', 'c', '1'),
      },
    };
    expect(policySources({ manifest }).remotes).toEqual(['https://a.example.com', 'https://z.example.com']);
  });
});
