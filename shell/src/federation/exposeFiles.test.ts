import { describe, expect, it } from 'vitest';
import { exposeFiles } from './exposeFiles';

const ENTRY = 'https://site.test/remotes/lobby/1.0.0/remoteEntry.js';
const manifest = (publicPath: string) => ({
  metaData: { publicPath },
  exposes: [
    { name: 'GameList', path: './GameList', assets: { js: { sync: ['gl.js'], async: [] }, css: { sync: [], async: [] } } },
    {
      name: 'Home',
      path: './Home',
      assets: {
        js: { sync: ['237.a.js', '__federation_expose_Home.b.js'], async: ['672.c.js'] },
        css: { sync: ['home.css'], async: ['late.css'] },
      },
    },
  ],
});

describe('the files an exposed module needs first', () => {
  it('lists its synchronous scripts and styles next to the entry script when the public path is auto', () => {
    expect(exposeFiles(manifest('auto'), './Home', ENTRY)).toEqual({
      scripts: ['https://site.test/remotes/lobby/1.0.0/237.a.js', 'https://site.test/remotes/lobby/1.0.0/__federation_expose_Home.b.js'],
      styles: ['https://site.test/remotes/lobby/1.0.0/home.css'],
      integrity: {},
    });
  });

  it('gives the SHA-384 the manifest records for each of them, and ignores anything that is not one', () => {
    const hash = `sha384-${'A'.repeat(64)}`;
    const withHashes = { ...manifest('auto'), integrity: { 'home.css': hash, '237.a.js': 'md5-x', 'late.css': hash } };
    expect(exposeFiles(withHashes, './Home', ENTRY).integrity).toEqual({ 'https://site.test/remotes/lobby/1.0.0/home.css': hash });
  });

  it("leaves out the remote's own shared libraries, which the module may never use", () => {
    const withShared = {
      ...manifest('auto'),
      shared: [
        { name: 'react', singleton: true, assets: { js: { sync: ['react.js'] }, css: { sync: [] } } },
        { name: 'swiper/react', singleton: false, assets: { js: { sync: ['swiper.js', '237.a.js'] }, css: { sync: ['swiper.css'] } } },
      ],
    };
    const { scripts, styles } = exposeFiles(withShared, './Home', ENTRY);
    expect(scripts.map((url) => url.split('/').pop())).toEqual(['237.a.js', '__federation_expose_Home.b.js']);
    expect(styles.map((url) => url.split('/').pop())).toEqual(['home.css']);
  });

  it('resolves them against a public path the manifest names', () => {
    expect(exposeFiles(manifest('https://cdn.test/lobby/'), './GameList', ENTRY).scripts).toEqual(['https://cdn.test/lobby/gl.js']);
  });

  it('gives nothing for a module the manifest does not expose, or a manifest of another shape', () => {
    const none = { scripts: [], styles: [], integrity: {} };
    expect(exposeFiles(manifest('auto'), './Promotions', ENTRY)).toEqual(none);
    for (const odd of [null, 'x', {}, { exposes: 'Home' }, { exposes: [{ path: './Home', assets: { js: { sync: 'a.js' } } }] }]) {
      expect(exposeFiles(odd, './Home', ENTRY)).toEqual(none);
    }
  });
});
