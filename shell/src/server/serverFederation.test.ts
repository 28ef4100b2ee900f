import { i18n, initI18n, registerNamespace } from 'shared';
import type { RemoteRelease } from '../federation/releaseManifest';
import type { ServerContainer } from './serverFederation';

vi.stubGlobal('__SHARED_VERSIONS__', {});
const { createServerFederation } = await import('./serverFederation');

const release = (version: string): RemoteRelease =>
  ({
    version,
    manifest: `/remotes/lobby/${version}/mf-manifest.json`,
    entry: `/remotes/lobby/${version}/remoteEntry.js`,
    server: `/remotes/lobby/${version}/server/remoteEntry.js`,
    integrity: { manifest: 'sha384-m', entry: 'sha384-e', server: 'sha384-s' },
  }) as RemoteRelease;

/** A version's server container: its code registers the version's own texts when first evaluated, as an area's i18n module does. */
function containerOf(version: string): ServerContainer {
  let evaluated = false;
  return {
    init: () => undefined,
    get: async () => () => {
      if (!evaluated) registerNamespace('lobby', { en: { title: `Lobby ${version}` } });
      evaluated = true;
      return { version };
    },
  };
}

describe('server federation', () => {
  it('gives each render the texts of the area version it renders, also while another version renders and after a rollback', async () => {
    await initI18n('en');
    const containers = new Map<string, ServerContainer>();
    const federation = createServerFederation(async (_area, { version }) => {
      if (!containers.has(version)) containers.set(version, containerOf(version));
      return containers.get(version)!;
    });
    const renderOf = async (version: string) => {
      expect(await federation.load('lobby', release(version), './Home')).toEqual({ version });
      const texts = i18n.cloneInstance({ initAsync: false, forkResourceStore: true });
      await federation.addTexts(texts, 'lobby', release(version), ['en']);
      return texts;
    };

    const first = await renderOf('1.0.0');
    const second = await renderOf('1.1.0');
    expect(second.t('lobby:title')).toBe('Lobby 1.1.0');
    // The render of 1.0.0 under way when 1.1.0 was pinned still reads its own texts.
    expect(first.t('lobby:title')).toBe('Lobby 1.0.0');
    // Rolled back: 1.0.0's container is not evaluated again, yet a new render reads its texts.
    expect((await renderOf('1.0.0')).t('lobby:title')).toBe('Lobby 1.0.0');
  });
});
