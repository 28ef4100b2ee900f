import { localStore } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadReleaseManifest } from './lastGoodManifest';
import { manifestOf, pinned } from './testing/releases';

const good = manifestOf({ lobby: pinned('lobby', '1.0.0') });
const newer = manifestOf({ lobby: pinned('lobby', '1.1.0', '1.0.0') });

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStore.clear();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('loadReleaseManifest', () => {
  it('uses a valid manifest and remembers it', async () => {
    expect(await loadReleaseManifest(async () => good)).toEqual(good);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('stays on the last good manifest when the served one is malformed, with a clear console error', async () => {
    await loadReleaseManifest(async () => good);
    const used = await loadReleaseManifest(async () => ({ remotes: { lobby: { version: '1.1.0' } } }));
    expect(used).toEqual(good);
    expect(consoleError.mock.calls[0]![0]).toMatch(
      /remotes\.json was not used, it does not match its schema: .*Running with the last good one/,
    );
  });

  it('stays on the last good manifest when it cannot be fetched', async () => {
    await loadReleaseManifest(async () => newer);
    expect(await loadReleaseManifest(() => Promise.reject(new Error('HTTP 500')))).toEqual(newer);
    expect(consoleError.mock.calls[0]![0]).toMatch(/could not be read: HTTP 500/);
  });

  it('runs with no remotes when no good manifest was ever seen', async () => {
    expect(await loadReleaseManifest(async () => 'garbage')).toEqual({ remotes: {} });
    expect(consoleError.mock.calls[0]![0]).toMatch(/No good one is known/);
  });
});
