// The two version namespaces of a deploy tree. Releases are the versions squads publish (`1.2.0`,
// `1.3.0-rc.1`); workspace builds (`npm start`, `pnpm --filter mfe-<area> build`) take versions of their own,
// `<package version>-workspace.<n>`, a new one per build, so a build never writes into a folder a release, a
// pin or a canary names, and a release never takes a workspace build's name.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { releaseFiles } from './files.mjs';

/** The prerelease tag only workspace builds carry. */
export const WORKSPACE_TAG = 'workspace';

const WORKSPACE = /^(.+)-workspace\.(\d+)$/;

/**
 * Whether a version is in the workspace namespace: its prerelease part (after the first `-`, before any `+`)
 * has the identifier `workspace`.
 * @param {string} version
 */
export const isWorkspaceVersion = (version) => (/^[^-+]*-([^+]*)/.exec(version)?.[1] ?? '').split('.').includes(WORKSPACE_TAG);

/** The build number of a workspace version (0 for any other). @param {string} version */
export const workspaceNumber = (version) => Number(WORKSPACE.exec(version)?.[2] ?? 0);

/**
 * Reserve the next workspace version of `area` (or of the shell) built from package version `base`: its folder is created here
 * (atomically, so two builds never share one) and is new: the number after the highest folder there.
 * @param {string} deployDir
 * @param {string} area
 * @param {string} base  the package.json version
 * @returns {string}
 */
export function reserveWorkspaceVersion(deployDir, area, base) {
  if (isWorkspaceVersion(base))
    throw new Error(`${area}'s package version ${base} is in the workspace namespace; give it a release version`);
  const areaDir = path.dirname(releaseFiles(deployDir).versionDir(area, base));
  mkdirSync(areaDir, { recursive: true });
  const used = readdirSync(areaDir).filter(isWorkspaceVersion).map(workspaceNumber);
  for (let n = Math.max(0, ...used) + 1; ; n++) {
    const version = `${base.replace(/\+.*$/, '')}-${WORKSPACE_TAG}.${n}`;
    const dir = releaseFiles(deployDir).versionDir(area, version);
    if (existsSync(dir)) continue;
    try {
      mkdirSync(dir);
      return version;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
  }
}
