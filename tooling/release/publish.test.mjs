import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publish } from './publish.mjs';
import { recordBuild } from './release.mjs';
import { fakeBuild, tempDeployTree } from './testing.mjs';

let deployDir;
beforeEach(() => (deployDir = tempDeployTree()));
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

const lines = [];
const run = (version) => publish({ deployDir, remote: 'mfe-lobby', version, command: 'test', log: (l) => lines.push(l) });

// Each refusal comes before the build: nothing is built or written.
describe('publish refuses before building', () => {
  it("without --version, takes the package's version and refuses it when it exists", () => {
    fakeBuild(deployDir, 'lobby', '1.0.0', { entry: '/* live */' });
    recordBuild({ deployDir, area: 'lobby', version: '1.0.0', command: 'npm start', source: 'publish' });
    expect(() => run(undefined)).toThrow(
      /lobby@1\.0\.0 is already published .*without --version, publish takes mfe-lobby\/package.json's version/,
    );
    expect(lines).toEqual([]);
  });

  it('a workspace-namespace version', () => {
    expect(() => run('1.0.0-workspace.3')).toThrow(/workspace build's version .* never a release/);
    expect(readdirSync(path.join(deployDir))).not.toContain('remotes');
  });

  it('a folder that exists without a record', () => {
    fakeBuild(deployDir, 'lobby', '1.4.0');
    expect(() => run('1.4.0')).toThrow(/remotes\/lobby\/1\.4\.0 exists but is not in the registry/);
    expect(lines).toEqual([]);
  });
});
