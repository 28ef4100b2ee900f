/**
 * The package boundary as a lint rule: a file imports another workspace package only by that package's
 * name and only through an entry point its package.json `exports` names (`shared`, `shared/routes`, …),
 * never by a relative path into its folder and never by a `src/` subpath. A package without `exports`
 * (every remote, the shell, dev-api, e2e) cannot be imported at all: remotes reach each other only
 * through Module Federation at run time.
 *
 * Files outside every package (the root's scripts/ and config) orchestrate the workspace and may reach
 * tooling by relative path; they still may not import a package by a non-public subpath.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { areaZonesRule } from './areaZones.mjs';
import { importSourceChecks } from './importSources.mjs';

/**
 * @typedef {{ name: string, dir: string, entries: Set<string> | null }} WorkspacePackage
 *   `dir` is the package folder relative to the workspace root; `entries` the subpaths its `exports`
 *   names ('.', './routes', …), or null when it has no `exports`.
 */

/**
 * The workspace's packages: every folder at the root with a package.json.
 * @param {string} root absolute path of the workspace root
 * @returns {WorkspacePackage[]}
 */
export function workspacePackages(root) {
  /** @type {WorkspacePackage[]} */
  const packages = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const manifestPath = path.join(root, entry.name, 'package.json');
    if (!existsSync(manifestPath)) continue;
    /** @type {{ name: string, exports?: string | Record<string, unknown> }} */
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const { exports } = manifest;
    const entries = exports === undefined ? null : new Set(typeof exports === 'string' ? ['.'] : Object.keys(exports));
    packages.push({ name: manifest.name, dir: entry.name, entries });
  }
  return packages;
}

/**
 * Splits a bare specifier into a workspace package and its subpath ('.' or './x'), or null when the
 * specifier names no workspace package (a library).
 * @param {string} specifier
 * @param {WorkspacePackage[]} packages
 * @returns {{ target: WorkspacePackage, subpath: string } | null}
 */
function workspaceTarget(specifier, packages) {
  for (const target of packages) {
    if (specifier === target.name) return { target, subpath: '.' };
    if (specifier.startsWith(`${target.name}/`)) return { target, subpath: `./${specifier.slice(target.name.length + 1)}` };
  }
  return null;
}

/**
 * The package folder (relative to the root) that holds an absolute path, or null outside every package.
 * @param {string} root
 * @param {string} file
 * @param {WorkspacePackage[]} packages
 */
function packageDirOf(root, file, packages) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const first = relative.split(path.sep)[0];
  return packages.some((candidate) => candidate.dir === first) ? first : null;
}

/**
 * Why an import crosses the boundary, or null when it may stay.
 * @param {{ root: string, packages: WorkspacePackage[], file: string, specifier: string }} input
 * @returns {string | null}
 */
export function boundaryViolation({ root, packages, file, specifier }) {
  const ownDir = packageDirOf(root, file, packages);
  if (specifier.startsWith('.')) {
    if (ownDir === null) return null;
    const targetDir = packageDirOf(root, path.resolve(path.dirname(file), specifier), packages);
    if (targetDir === null || targetDir === ownDir) return null;
    const target = packages.find((candidate) => candidate.dir === targetDir);
    return `'${specifier}' reaches into ${target?.name ?? targetDir}'s files by relative path; import a public entry point of its package.json "exports" by package name`;
  }
  const found = workspaceTarget(specifier, packages);
  if (found === null || found.target.dir === ownDir) return null;
  const { target, subpath } = found;
  if (target.entries === null) {
    return `'${specifier}': ${target.name} has no public entry points ("exports"); areas reach each other only through Module Federation`;
  }
  if (subpath.startsWith('./src/') || subpath === './src') {
    return `'${specifier}' imports ${target.name}'s src; use one of its public entry points: ${[...target.entries].join(', ')}`;
  }
  if (!target.entries.has(subpath)) {
    return `'${specifier}' is not a public entry point of ${target.name}; its package.json "exports" names: ${[...target.entries].join(', ')}`;
  }
  return null;
}

/**
 * The package boundary (`public-entry-points`) and, inside each area, its folders and zones (`area-zones`,
 * tooling/lint/areaZones.mjs).
 * @param {string} root absolute path of the workspace root
 * @returns {import('eslint').ESLint.Plugin}
 */
export function boundariesPlugin(root) {
  const packages = workspacePackages(root);
  /** @type {import('eslint').Rule.RuleModule} */
  const publicEntryPoints = {
    meta: {
      type: 'problem',
      docs: { description: 'Import another workspace package only through its package.json exports, never its src or files' },
      schema: [],
    },
    create(context) {
      return importSourceChecks(context, (specifier) => boundaryViolation({ root, packages, file: context.filename, specifier })).visitors;
    },
  };
  return { meta: { name: 'boundaries' }, rules: { 'public-entry-points': publicEntryPoints, 'area-zones': areaZonesRule(root) } };
}
