import { sessionStore } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_JSON_PATHS } from '../worker/releaseJson';
import { applyOverrides, parseOverrides, PUBLISHED_URL, resolvePreview } from './preview';
import { PREVIEW_KEY } from './previewRequest';
import { manifestOf, pinned, release } from './testing/releases';

const manifest = manifestOf({ lobby: pinned('lobby', '1.0.0'), support: pinned('support', '1.0.0') });
/** What this shell build provides (its `__SHARED_VERSIONS__`). */
const SHELL = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  zustand: '5.1.0',
  i18next: '25.10.10',
  'react-i18next': '16.6.6',
  shared: '9.0.0',
};
type SharedOverrides = Record<string, Partial<{ version: string; requiredVersion: string; singleton: boolean }> | null>;
/** A version's shared table as published.json gives it: built against the shell's versions, with `overrides`. */
const builtWith = (overrides: SharedOverrides = {}) =>
  Object.fromEntries(
    Object.entries(SHELL)
      .filter(([name]) => overrides[name] !== null)
      .map(([name, version]) => [name, { version, requiredVersion: `^${version}`, singleton: true, ...overrides[name] }]),
  );
const publishedRelease = (area: string, version: string, shared: SharedOverrides = {}) => ({
  ...release(area, version),
  shared: builtWith(shared),
});
const versionsOf = (area: string, versions: string[]) => ({
  versions: Object.fromEntries(versions.map((v) => [v, publishedRelease(area, v)])),
});
const published = { remotes: { lobby: versionsOf('lobby', ['1.0.0', '1.4.0-rc.1']), support: versionsOf('support', ['1.0.0']) } };
const shellTable = builtWith();

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('__SHARED_VERSIONS__', SHELL);
  sessionStore.clear();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  consoleError.mockRestore();
  window.history.replaceState(null, '', '/m/');
});

describe('preview overrides', () => {
  it('parses area@version lists and sets aside anything else', () => {
    expect(parseOverrides('lobby@1.4.0-rc.1, support@2.0.0')).toEqual({
      requests: [
        { area: 'lobby', version: '1.4.0-rc.1' },
        { area: 'support', version: '2.0.0' },
      ],
      malformed: [],
    });
    expect(parseOverrides('https://evil.example/x.js,casino@1.0.0').malformed).toEqual(['https://evil.example/x.js', 'casino@1.0.0']);
  });

  it('accepts a published version with its published URLs and keeps the pinned one as its fallback', () => {
    const result = applyOverrides(manifest, published, [{ area: 'lobby', version: '1.4.0-rc.1' }], shellTable);
    expect(result.previewing).toEqual([{ area: 'lobby', version: '1.4.0-rc.1' }]);
    expect(result.manifest.remotes.lobby).toEqual({ ...release('lobby', '1.4.0-rc.1'), fallback: release('lobby', '1.0.0') });
    expect(result.manifest.remotes.support).toEqual(manifest.remotes.support);
  });

  it.each(['9.9.9', 'https://evil.example/mf-manifest.json', '../../1.0.0', '__proto__', 'constructor'])(
    'refuses lobby@%s: not a published version',
    (version) => {
      const result = applyOverrides(manifest, published, [{ area: 'lobby', version }], shellTable);
      expect(result.previewing).toEqual([]);
      expect(result.rejected).toEqual([`lobby@${version}: not a published version`]);
      expect(result.manifest).toEqual(manifest);
    },
  );

  it.each<[string, SharedOverrides, string]>([
    [
      'built against a newer shared, even within its range',
      { shared: { version: '9.2.0', requiredVersion: '^9.0.0' } },
      'shared: the remote was built against shared 9.2.0, the shell provides 9.0.0: release a shell built with it first',
    ],
    [
      'requiring a react the shell does not provide',
      { react: { version: '20.0.0', requiredVersion: '^20.0.0' } },
      'react: the shell provides 19.3.1, the remote requires ^20.0.0',
    ],
    ['sharing zustand, but not as a singleton', { zustand: { singleton: false } }, 'zustand: the remote shares it, but not as a singleton'],
    ['not sharing i18next', { i18next: null }, 'i18next: the remote does not share it, so it would run its own copy'],
  ])('refuses a published version %s, with the reason pin gives', (_, shared, reason) => {
    const withIncompatible = {
      remotes: { ...published.remotes, lobby: { versions: { '1.3.0': publishedRelease('lobby', '1.3.0', shared) } } },
    };
    const result = applyOverrides(manifest, withIncompatible, [{ area: 'lobby', version: '1.3.0' }], shellTable);
    expect(result.previewing).toEqual([]);
    expect(result.rejected).toEqual([`lobby@1.3.0: not compatible with this shell: ${reason}`]);
    expect(result.manifest).toEqual(manifest);
  });

  it('accepts a version built against an older shared within its range', () => {
    const older = {
      remotes: {
        lobby: {
          versions: { '1.3.0': publishedRelease('lobby', '1.3.0', { shared: { version: '8.9.0', requiredVersion: '>=8.9.0 <10' } }) },
        },
      },
    };
    expect(applyOverrides(manifest, older, [{ area: 'lobby', version: '1.3.0' }], shellTable).previewing).toEqual([
      { area: 'lobby', version: '1.3.0' },
    ]);
  });

  it("judges with the shared versions this shell build provides, and says why in the tab's refusal", async () => {
    window.history.replaceState(null, '', '/m/?remotes=lobby@1.3.0');
    const newer = { remotes: { lobby: { versions: { '1.3.0': publishedRelease('lobby', '1.3.0', { shared: { version: '9.1.0' } }) } } } };
    const refused = await resolvePreview(manifest, async () => newer);
    expect(refused.previewing).toEqual([]);
    expect(refused.rejected).toEqual([
      expect.stringContaining(
        'lobby@1.3.0: not compatible with this shell: shared: the remote was built against shared 9.1.0, the shell provides 9.0.0',
      ),
    ]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^Preview refused: lobby@1\.3\.0: not compatible/));
    expect(sessionStore.get(PREVIEW_KEY)).toBeNull();

    vi.stubGlobal('__SHARED_VERSIONS__', { ...SHELL, shared: '9.1.0' });
    window.history.replaceState(null, '', '/m/?remotes=lobby@1.3.0');
    expect((await resolvePreview(manifest, async () => newer)).previewing).toEqual([{ area: 'lobby', version: '1.3.0' }]);
  });

  it('refuses a list whose versions do not say what they were built against', async () => {
    window.history.replaceState(null, '', '/m/?remotes=lobby@1.4.0-rc.1');
    const withoutShared = { remotes: { lobby: { versions: { '1.4.0-rc.1': release('lobby', '1.4.0-rc.1') } } } };
    const result = await resolvePreview(manifest, async () => withoutShared);
    expect(result.previewing).toEqual([]);
    expect(result.rejected[0]).toMatch(/could not be used: it does not match its schema/);
  });

  it('keeps an accepted override for the session and takes the parameter out of the address bar', async () => {
    window.history.replaceState(null, '', '/m/home?remotes=lobby@1.4.0-rc.1&x=1');
    const result = await resolvePreview(manifest, async () => published);
    expect(result.previewing).toEqual([{ area: 'lobby', version: '1.4.0-rc.1' }]);
    expect(window.location.search).toBe('?x=1');
    expect(sessionStore.getJson(PREVIEW_KEY)).toEqual([{ area: 'lobby', version: '1.4.0-rc.1' }]);

    const again = await resolvePreview(manifest, async () => published);
    expect(again.manifest.remotes.lobby?.version).toBe('1.4.0-rc.1');
  });

  it('reads the published versions, which the worker asks the network for first, never the registry', async () => {
    window.history.replaceState(null, '', '/m/?remotes=lobby@1.4.0-rc.1');
    const fetchJson = vi.fn(async () => published);
    expect((await resolvePreview(manifest, fetchJson)).previewing).toEqual([{ area: 'lobby', version: '1.4.0-rc.1' }]);
    expect(fetchJson.mock.calls).toEqual([['/remotes/published.json']]);
    expect(RELEASE_JSON_PATHS).toContain(PUBLISHED_URL);
    expect(RELEASE_JSON_PATHS).not.toContain('/remotes/registry.json');
  });

  it('refuses a list with anything but versions in it (a registry, say)', async () => {
    window.history.replaceState(null, '', '/m/?remotes=lobby@1.4.0-rc.1');
    const registry = { remotes: { lobby: { ...versionsOf('lobby', ['1.4.0-rc.1']), history: [{ action: 'pin', by: 'lobby-squad' }] } } };
    const result = await resolvePreview(manifest, async () => registry);
    expect(result.previewing).toEqual([]);
    expect(result.rejected[0]).toMatch(/published versions .* could not be used: it does not match its schema/);
  });

  it('refuses every override when the published versions are malformed, and says so on the console', async () => {
    window.history.replaceState(null, '', '/m/?remotes=lobby@1.4.0-rc.1');
    const result = await resolvePreview(manifest, async () => ({ remotes: { lobby: { versions: 'all' } } }));
    expect(result.previewing).toEqual([]);
    expect(result.manifest).toEqual(manifest);
    expect(result.rejected[0]).toMatch(/published versions \/remotes\/published\.json could not be used/);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^Preview refused/));
    expect(sessionStore.get(PREVIEW_KEY)).toBeNull();
  });

  it('does not fetch the published versions when nothing is asked for', async () => {
    const fetchJson = vi.fn();
    const result = await resolvePreview(manifest, fetchJson);
    expect(fetchJson).not.toHaveBeenCalled();
    expect(result).toEqual({ manifest, previewing: [], rejected: [] });
  });
});
