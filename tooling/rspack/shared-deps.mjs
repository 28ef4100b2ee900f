// The libraries every container shares at run time, and how. One list for the shell and every remote, so
// that the singletons the composition contract names can never drift apart between builds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FACADES, facadeFor } from './shared-facades.mjs';

/** Shared as one instance on the page, whichever container loaded first. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  'shared',
];

/** Shared to load once, but a second version may coexist (stateless libraries). */
export const SHARED_LIBRARIES = ['swiper', 'swiper/react', 'swiper/modules', 'dompurify'];

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The version a package dir resolves `name` to, read from the installed package.json. */
function installedVersion(packageDir, name) {
  // Direct dependencies are linked into the package's own node_modules (pnpm); reading the file there
  // works even for packages whose `exports` map hides package.json (the workspace's `shared` does).
  const file = path.join(packageDir, 'node_modules', name, 'package.json');
  const version = JSON.parse(readFileSync(file, 'utf8')).version;
  if (!version) throw new Error(`${name} has no version in ${file}`);
  return version;
}

/**
 * The `shared` option of the Module Federation plugin for the package at `packageDir`: caret ranges of the
 * installed versions (exact pins break independently deployed remotes at the first minor bump).
 */
/**
 * @param {string} packageDir
 * @returns {Record<string, { singleton: boolean, requiredVersion: string, version: string, import?: string }>}
 */
export function sharedConfig(packageDir) {
  const declared = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const deps = { ...declared.dependencies };
  /** @type {ReturnType<typeof sharedConfig>} */
  const shared = {};
  for (const specifier of [...SINGLETONS, ...SHARED_LIBRARIES]) {
    const name = packageName(specifier);
    if (!(name in deps)) continue;
    const version = installedVersion(packageDir, name);
    shared[specifier] = {
      singleton: SINGLETONS.includes(specifier),
      requiredVersion: `^${version}`,
      version,
      ...(specifier in FACADES && { import: facadeFor(packageDir, specifier) }),
    };
  }
  return shared;
}

/**
 * The version of each shared library a build provides (`{ react: '19.3.1', shared: '9.0.0', … }`): compiled
 * into the shell (`__SHARED_VERSIONS__`), whose server render provides them and whose preview refuses a version
 * built against a newer `shared` or needing other singletons (tooling/release/compat.mjs).
 * @param {string} packageDir
 * @returns {Record<string, string>}
 */
export const sharedVersions = (packageDir) =>
  Object.fromEntries(Object.entries(sharedConfig(packageDir)).map(([name, { version }]) => [name, version]));
