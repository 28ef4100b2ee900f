import { namespaceSources, registerNamespace } from 'shared';
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
  it('renders each area version with its own texts, also after a pin and a rollback in the same process', async () => {
    const containers = new Map<string, ServerContainer>();
    const federation = createServerFederation(async (_area, { version }) => {
      if (!containers.has(version)) containers.set(version, containerOf(version));
      return containers.get(version)!;
    });
    const enTitle = () => (namespaceSources('lobby')?.en as { title?: string } | undefined)?.title;

    expect(await federation.load('lobby', release('1.0.0'), './Home')).toEqual({ version: '1.0.0' });
    expect(enTitle()).toBe('Lobby 1.0.0');
    expect(await federation.load('lobby', release('1.1.0'), './Home')).toEqual({ version: '1.1.0' });
    expect(enTitle()).toBe('Lobby 1.1.0');
    // Rolled back: 1.0.0's container is not evaluated again, yet its texts are the ones in force.
    expect(await federation.load('lobby', release('1.0.0'), './Home')).toEqual({ version: '1.0.0' });
    expect(enTitle()).toBe('Lobby 1.0.0');
  });
});
