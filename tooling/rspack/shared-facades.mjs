// Module Federation cannot tree-shake a shared module, since it cannot know what other containers will use:
// shared whole, react-router-dom costs 59 KB gzip and react-i18next 9 KB on every first load. For these two
// singletons every container instead provides (and consumes), under the same share key and version, a facade
// of just the API the site uses, which the bundler tree-shakes. shared-facades.test.mjs fails when any
// source file imports something from them that the facade does not provide.
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Share key → the package's ESM entry and the exports the site uses at run time. */
export const FACADES = {
  'react-router-dom': {
    entry: 'dist/index.mjs',
    exports: ['BrowserRouter', 'Link', 'Navigate', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useNavigationType', 'useSearchParams'],
  },
  'react-i18next': { entry: 'dist/es/index.js', exports: ['initReactI18next', 'useTranslation'] },
};

/**
 * Writes the facade of `name` for the package at `packageDir` and returns its path. It imports the library's
 * ESM entry by absolute path, so that import is bundled rather than consumed from the share scope (which
 * would be this facade again).
 */
export function facadeFor(packageDir, name) {
  const { entry, exports } = FACADES[name];
  const library = realpathSync(path.join(packageDir, 'node_modules', name));
  const file = path.join(packageDir, 'node_modules', '.cache', 'm-shared-facades', `${name}.mjs`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `export { ${exports.join(', ')} } from ${JSON.stringify(path.join(library, entry))};\n`);
  return file;
}
