// A throwaway deploy tree with fake built remotes and a shell, for the release tests.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sha384Of } from './integrity.mjs';

export const SHELL_SHARED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  zustand: '5.1.0',
  i18next: '25.10.10',
  'react-i18next': '16.6.6',
  shared: '1.0.0',
};

const sharedList = (versions, overrides = {}) =>
  Object.entries(versions).map(([name, version]) => ({
    name,
    version,
    requiredVersion: `^${version}`,
    singleton: true,
    ...overrides[name],
  }));

/** Subpath singletons a build shares beside its packages (tooling/rspack/shared-deps.mjs). */
const SUBPATH_SINGLETONS = { 'react/jsx-runtime': SHELL_SHARED.react, 'react-dom/client': SHELL_SHARED['react-dom'] };

export function tempDeployTree() {
  const dir = mkdtempSync(path.join(tmpdir(), 'm-deploy-'));
  mkdirSync(path.join(dir, 'm'), { recursive: true });
  writeFileSync(path.join(dir, 'm', 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: sharedList(SHELL_SHARED) }));
  return dir;
}

/**
 * Write a built remote version: its mf-manifest.json naming one exposed module with a chunk and a CSS file,
 * those files, and remoteEntry.js carrying their SHA-384 (as SubresourceIntegrityPlugin writes them) after
 * `entry`. `shared` overrides per package; `chained: false` leaves the hashes out.
 */
export function fakeBuild(
  deployDir,
  area,
  version,
  { shared = {}, entry = `/* ${area} ${version} */`, chunk = `/* ${area} ${version} chunk */`, css = `.${area}{}`, chained = true } = {},
) {
  const dir = path.join(deployDir, 'remotes', area, version);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    name: `mfe_${area}`,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: sharedList({ ...SHELL_SHARED, ...SUBPATH_SINGLETONS }, shared),
    exposes: [
      {
        id: `mfe_${area}:Home`,
        name: 'Home',
        path: './Home',
        assets: { js: { sync: ['home.js'], async: [] }, css: { sync: ['home.css'], async: [] } },
      },
    ],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'home.js'), chunk);
  writeFileSync(path.join(dir, 'home.css'), css);
  const hashes = chained ? `\n/* sri: ${sha384Of(chunk)} ${sha384Of(css)} */` : '';
  writeFileSync(path.join(dir, 'remoteEntry.js'), `${entry}${hashes}`);
  return dir;
}

/**
 * Write a built shell version (deploy/.shell/<version>/): its page naming its entry script (and carrying
 * `marker`), the entry script, the worker, its mf-manifest.json providing SHELL_SHARED (with `shared`
 * overrides, by package: version) and its server build.
 */
export function fakeShellBuild(deployDir, version, { shared = {}, marker = version } = {}) {
  const dir = path.join(deployDir, '.shell', version);
  const entry = `main.${Buffer.from(version).toString('hex').padEnd(8, '0').slice(0, 8)}.js`;
  mkdirSync(path.join(dir, 'm', 'static'), { recursive: true });
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'm', 'static', entry), `/* shell ${version} */`);
  writeFileSync(
    path.join(dir, 'm', 'index.html'),
    `<html><head><meta name="m-shell-version" content="${marker}"></head><body><div id="root"></div><script src="/m/static/${entry}"></script></body></html>`,
  );
  writeFileSync(path.join(dir, 'm', 'sw.js'), `/* worker of ${version} */`);
  writeFileSync(
    path.join(dir, 'm', 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', shared: sharedList({ ...SHELL_SHARED, ...shared }) }),
  );
  writeFileSync(path.join(dir, 'server', 'render.cjs'), `module.exports = { version: '${version}' };`);
  return { dir, entry };
}
