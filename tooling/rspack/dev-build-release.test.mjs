// A remote's dev build as a release (dev-build-release.mjs): read from the build's own output, whatever port
// the dev server listens on, and worked out again only when a change has been built.
import { describe, expect, it, vi } from 'vitest';
import { sha384Of } from '../release/integrity.mjs';
import { devBuildRelease } from './dev-build-release.mjs';

describe("a remote's dev build as a release", () => {
  it('hashes its files once per build, and again once a change is built', async () => {
    const files = { '/out/remoteEntry.js': 'entry 1', '/out/mf-manifest.json': '{}' };
    const readFileSync = vi.fn((/** @type {string} */ file) => Buffer.from(files[file]));
    let hash = 'build-1';
    const release = devBuildRelease({
      middleware: { waitUntilValid: (done) => done({ hash }), context: { outputFileSystem: { readFileSync } } },
      compiler: { options: { output: { path: '/out' } } },
    });
    expect((await release()).integrity.entry).toBe(sha384Of('entry 1'));
    await release();
    expect(readFileSync).toHaveBeenCalledTimes(2);
    files['/out/remoteEntry.js'] = 'entry 2';
    hash = 'build-2';
    expect(await release()).toEqual({
      version: '0.0.0-dev',
      manifest: '/mf-manifest.json',
      entry: '/remoteEntry.js',
      integrity: { manifest: sha384Of('{}'), entry: sha384Of('entry 2') },
    });
  });

  it('has none before the dev server has a build', async () => {
    await expect(devBuildRelease({ compiler: { options: { output: {} } } })()).rejects.toThrow('no build');
  });
});
