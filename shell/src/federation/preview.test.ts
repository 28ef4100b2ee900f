import { sessionStore } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_JSON_PATHS } from '../worker/releaseJson';
import { applyOverrides, parseOverrides, PUBLISHED_URL, resolvePreview } from './preview';
import { PREVIEW_KEY } from './previewRequest';
import { manifestOf, pinned, release } from './testing/releases';

const manifest = manifestOf({ lobby: pinned('lobby', '1.0.0'), support: pinned('support', '1.0.0') });
const versionsOf = (area: string, versions: string[]) => ({ versions: Object.fromEntries(versions.map((v) => [v, release(area, v)])) });
const published = { remotes: { lobby: versionsOf('lobby', ['1.0.0', '1.4.0-rc.1']), support: versionsOf('support', ['1.0.0']) } };

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStore.clear();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
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
    const result = applyOverrides(manifest, published, [{ area: 'lobby', version: '1.4.0-rc.1' }]);
    expect(result.previewing).toEqual([{ area: 'lobby', version: '1.4.0-rc.1' }]);
    expect(result.manifest.remotes.lobby).toEqual({ ...release('lobby', '1.4.0-rc.1'), fallback: release('lobby', '1.0.0') });
    expect(result.manifest.remotes.support).toEqual(manifest.remotes.support);
  });

  it.each(['9.9.9', 'https://evil.example/mf-manifest.json', '../../1.0.0', '__proto__', 'constructor'])(
    'refuses lobby@%s: not a published version',
    (version) => {
      const result = applyOverrides(manifest, published, [{ area: 'lobby', version }]);
      expect(result.previewing).toEqual([]);
      expect(result.rejected).toEqual([`lobby@${version}: not a published version`]);
      expect(result.manifest).toEqual(manifest);
    },
  );

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
