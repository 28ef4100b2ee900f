// Where builds land: the deploy tree that the site server (or any static host / CDN) serves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEPLOY_DIR = path.resolve(process.env.DEPLOY_DIR ?? path.join(REPO_ROOT, 'deploy'));

/** `deploy/remotes/<area>/<version>/`: versions of one remote live side by side. */
export const remoteDir = (area, version) => path.join(DEPLOY_DIR, 'remotes', area, version);
/** URL path of a remote version's folder, relative to the site root. */
export const remoteUrlPath = (area, version) => `/remotes/${area}/${version}/`;
/** The shell's folder: `deploy/m/`. */
export const shellDir = path.join(DEPLOY_DIR, 'm');
/** A remote version's server build (one file), relative to its version folder. */
export const SERVER_ENTRY = 'server/remoteEntry.js';
/** The shell's server render (one CommonJS file) of a deploy tree: in a dot folder, which the site server never serves. */
export const shellRenderDir = (deployDir = DEPLOY_DIR) => path.join(deployDir, '.ssr', 'shell');
export const SHELL_RENDER_DIR = shellRenderDir();
/**
 * `deploy/.shell/<version>/`: one shell build, immutable: its browser files (`m/`, what the site serves under
 * /m/ once that version is pinned) and its server build (`server/render.cjs`). In a dot folder, never served.
 */
export const shellVersionDir = (version, deployDir = DEPLOY_DIR) => path.join(deployDir, '.shell', version);
/** The shell's server build, relative to its version folder. */
export const SHELL_SERVER_ENTRY = 'server/render.cjs';
