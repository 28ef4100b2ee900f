import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadAreaModule } from './remoteLoader';
import { recoverySettled } from './releasePlugin';
import { setPins } from './remoteReleases';
import { manifestOf, pinned } from './testing/releases';

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({ default: id })),
}));
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes: runtime.registerRemotes }),
  loadRemote: runtime.loadRemote,
  registerPlugins: vi.fn(),
}));
vi.mock('./releasePlugin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./releasePlugin')>()),
  recoverySettled: vi.fn(() => Promise.resolve()),
}));
vi.mock('./beacon', () => ({ reportRemote: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe("an area's retry", () => {
  it('starts the area over from its pin only once a recovery under way has settled, then loads the module', async () => {
    setPins(manifestOf({ lobby: pinned('lobby', '1.1.0', '1.0.0') }));
    let recoveryEnds!: () => void;
    vi.mocked(recoverySettled).mockReturnValueOnce(new Promise<void>((resolve) => (recoveryEnds = resolve)));
    const reloaded = reloadAreaModule('lobby', './GameCenter');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    recoveryEnds();
    expect(await reloaded).toEqual({ default: 'mfe_lobby/GameCenter' });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_lobby', entry: expect.stringMatching(/\/remotes\/lobby\/1\.1\.0\/mf-manifest\.json$/) }],
      { force: true },
    );
    expect(runtime.registerRemotes.mock.invocationCallOrder[0]).toBeLessThan(runtime.loadRemote.mock.invocationCallOrder[0]!);
  });
});
