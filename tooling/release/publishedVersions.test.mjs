import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_ENTRY } from '../rspack/paths.mjs';
import { CONTRACT_SINGLETONS } from './compat.mjs';
import { readPublished, readRegistry, releaseFiles } from './files.mjs';
import { pin, recordBuild, transact } from './release.mjs';
import { fakeBuild, tempDeployTree } from './testing.mjs';

let deployDir = '';
beforeEach(() => {
  deployDir = tempDeployTree();
  for (const [area, version] of [
    ['lobby', '1.0.0'],
    ['lobby', '1.1.0'],
    ['support', '2.0.0'],
  ]) {
    const dir = fakeBuild(deployDir, area, version);
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, SERVER_ENTRY), '/* rendered on the site server only */');
    recordBuild({ deployDir, area, version, command: 'pnpm release publish --secret-flag', source: 'publish', by: 'lobby-squad' });
  }
  pin({ deployDir, area: 'lobby', version: '1.1.0', command: 'release service POST /v1/areas/lobby/pin', by: 'lobby-squad' });
});
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

describe('remotes/published.json, what the preview reads', () => {
  it("holds every published version with the URLs and hashes a browser loads, the contract's singletons it was built against, and nothing of who released, how, or the server build's", () => {
    const registry = readRegistry(deployDir);
    const published = readPublished(deployDir);
    expect(Object.keys(published.remotes)).toEqual(['lobby', 'support']);
    expect(Object.keys(published.remotes.lobby.versions)).toEqual(['1.0.0', '1.1.0']);
    const record = registry.remotes.lobby.versions['1.1.0'];
    expect(published.remotes.lobby.versions['1.1.0']).toEqual({
      version: '1.1.0',
      manifest: record.manifest,
      entry: record.entry,
      integrity: { manifest: record.integrity.manifest, entry: record.integrity.entry },
      shared: Object.fromEntries(CONTRACT_SINGLETONS.map((name) => [name, record.shared[name]])),
    });
    expect(record.server).toBeDefined();
    const text = readFileSync(releaseFiles(deployDir).published, 'utf8');
    for (const secret of ['history', 'command', 'lobby-squad', 'secret-flag', 'publishedAt', 'server', 'react/jsx-runtime'])
      expect(text).not.toContain(secret);
  });

  it('follows every release change, and an existing tree gets it on its next change or build', () => {
    const file = releaseFiles(deployDir).published;
    rmSync(file);
    // What scripts/build.mjs runs at its end.
    transact(deployDir, () => ({}));
    expect(readPublished(deployDir).remotes.support.versions['2.0.0'].version).toBe('2.0.0');
    fakeBuild(deployDir, 'support', '2.1.0');
    recordBuild({ deployDir, area: 'support', version: '2.1.0', command: 'setup', source: 'publish' });
    expect(Object.keys(readPublished(deployDir).remotes.support.versions)).toEqual(['2.0.0', '2.1.0']);
  });

  it('names its schema, published beside the others', () => {
    expect(JSON.parse(readFileSync(releaseFiles(deployDir).published, 'utf8')).$schema).toBe('/m/schema/published.schema.json');
    expect(existsSync(path.join(releaseFiles(deployDir).schemaDir, 'published.schema.json'))).toBe(true);
  });
});
