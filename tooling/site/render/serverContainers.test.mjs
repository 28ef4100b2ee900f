import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha384Of } from '../../release/integrity.mjs';
import { createServerContainers, ServerIntegrityError } from './serverContainers.mjs';

let deployDir;
beforeEach(() => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'm-server-containers-'));
});
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

/**
 * A server build of lobby@version whose module './Home' answers `text`; returns its release entry.
 * @param {string} version
 * @returns {{ version: string, server: string, integrity: { server: string } }}
 */
function publish(version, text = `home ${version}`) {
  const code = `module.exports.mfe_lobby = { init() {}, get(m) { return Promise.resolve(() => ({ module: m, text: ${JSON.stringify(text)} })); } };`;
  const dir = path.join(deployDir, 'remotes', 'lobby', version, 'server');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), code);
  return { version, server: `/remotes/lobby/${version}/server/remoteEntry.js`, integrity: { server: sha384Of(code) } };
}

describe('server containers', () => {
  it('loads a server build whose hash matches the release manifest, once per version', async () => {
    let reads = 0;
    const containers = createServerContainers({
      deployDir,
      read: async (file) => {
        reads += 1;
        return (await import('node:fs/promises')).readFile(file);
      },
    });
    const release = publish('1.0.0');
    const container = /** @type {{ get(m: string): Promise<() => unknown> }} */ (await containers.load('lobby', release));
    expect((await container.get('./Home'))()).toEqual({ module: './Home', text: 'home 1.0.0' });
    expect(await containers.load('lobby', release)).toBe(container);
    expect(reads).toBe(1);
  });

  it('refuses a file changed by one byte, and loads it once it matches again', async () => {
    const containers = createServerContainers({ deployDir });
    const release = publish('1.0.0');
    const file = path.join(deployDir, 'remotes', 'lobby', '1.0.0', 'server', 'remoteEntry.js');
    const good = (await import('node:fs')).readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('home 1.0.0', 'home 1.0.1'));
    await expect(containers.load('lobby', release)).rejects.toBeInstanceOf(ServerIntegrityError);
    writeFileSync(file, good);
    await expect(containers.load('lobby', release)).resolves.toHaveProperty('get');
  });

  it('refuses a release without a server build, or one outside the deploy tree', async () => {
    const containers = createServerContainers({ deployDir });
    await expect(containers.load('lobby', { version: '1.0.0', integrity: {} })).rejects.toThrow('no server build');
    const outside = { version: '1.0.0', server: '/remotes/../../etc/passwd', integrity: { server: 'sha384-x' } };
    await expect(containers.load('lobby', outside)).rejects.toThrow('outside the deploy tree');
    const remote = { version: '1.0.0', server: 'https://cdn.example/remoteEntry.js', integrity: { server: 'sha384-x' } };
    await expect(containers.load('lobby', remote)).rejects.toThrow("this site's deploy tree");
  });

  it('keeps a bounded number of versions per area, the most recently used', async () => {
    const containers = createServerContainers({ deployDir, versionsPerArea: 2 });
    const a = publish('1.0.0');
    const b = publish('1.1.0');
    const c = publish('1.2.0');
    await containers.load('lobby', a);
    await containers.load('lobby', b);
    await containers.load('lobby', a);
    await containers.load('lobby', c);
    expect(containers.loaded().map((key) => key.split('#')[0])).toEqual(['lobby@1.0.0', 'lobby@1.2.0']);
  });
});
