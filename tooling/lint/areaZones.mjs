/**
 * The layout inside an area (a remote's `src/`) as a lint rule. Every area has the same folders
 * (docs/architecture.md, "Inside an area"):
 *
 * - `routes/` the route modules it exposes, `widgets/` the widgets it exposes;
 * - `features/<name>/` one folder per feature, whose public surface is its `index.ts`;
 * - `common/` area-wide ui and helpers that several features use;
 * - `locales/`, `testing/` and the top-level files (bootstrap.tsx, index.ts, i18n.ts).
 *
 * and these zones:
 *
 * - outside `features/<name>/`, a file imports the feature only through `features/<name>/index.ts`;
 * - a feature imports no route or widget module, nor its own index (import the file itself);
 * - `common/` imports no feature, route or widget.
 *
 * Imports count in every form: `import`, `export … from`, `import()` and a test's `vi.mock()` of a path.
 */
import path from 'node:path';
import { importSourceChecks } from './importSources.mjs';

/** The folders of an area's `src/` besides `features/`; anything else under `src/` is outside the layout. */
const ZONE_FOLDERS = /** @type {const} */ (['routes', 'widgets', 'common', 'locales', 'testing']);

const LAYOUT = 'docs/architecture.md#inside-an-area';

/**
 * @typedef {{ zone: 'routes' | 'widgets' | 'common' | 'locales' | 'testing' | 'top' | 'feature' | 'outside', feature?: string, index?: boolean }} Place
 *   Where a path of an area sits: its zone; for a feature its name, and whether the path is its index (or the
 *   feature's folder itself).
 */

/**
 * Where `file` sits in the area whose `src/` is `src`.
 * @param {string} src absolute path of the area's src/
 * @param {string} file absolute path (a module specifier resolved, with or without its extension)
 * @returns {Place}
 */
export function placeOf(src, file) {
  const relative = path.relative(src, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return { zone: 'outside' };
  const parts = relative.split(path.sep);
  if (parts.length === 1) return { zone: 'top' };
  const [folder] = parts;
  if (folder === 'features') {
    // `features/<name>` itself is a folder import: its index.
    if (parts.length === 2) return { zone: 'feature', feature: parts[1], index: true };
    const rest = parts
      .slice(2)
      .join('/')
      .replace(/\.(tsx?|jsx?|mjs)$/, '');
    return { zone: 'feature', feature: parts[1], index: rest === 'index' };
  }
  const zone = ZONE_FOLDERS.find((name) => name === folder);
  if (zone) return { zone };
  return { zone: 'outside' };
}

/**
 * The area `src/` folder that holds `file` (`<root>/<package>/src`), or null when the file is in none.
 * @param {string} root
 * @param {string} file
 */
export function areaSrcOf(root, file) {
  const [dir, src, ...rest] = path.relative(root, file).split(path.sep);
  if (dir === undefined || dir === '..' || src !== 'src' || rest.length === 0) return null;
  return path.join(root, dir, 'src');
}

/**
 * Why `file` sits outside the area layout, or null when it is in place.
 * @param {{ root: string, file: string }} input
 * @returns {string | null}
 */
export function layoutViolation({ root, file }) {
  const src = areaSrcOf(root, file);
  if (src === null) return null;
  const parts = path.relative(src, file).split(path.sep);
  if (placeOf(src, file).zone === 'outside')
    return `src/${parts[0]}/ is not a folder of an area: routes/, widgets/, features/<name>/, common/, locales/ or testing/ (${LAYOUT})`;
  if (parts[0] === 'features' && parts.length === 2)
    return `a feature is a folder with its index.ts: features/<name>/, not a file in features/ (${LAYOUT})`;
  return null;
}

/**
 * Why importing `specifier` from `file` crosses a zone of its area, or null when it may.
 * @param {{ root: string, file: string, specifier: string }} input
 * @returns {string | null}
 */
export function zoneViolation({ root, file, specifier }) {
  if (!specifier.startsWith('.')) return null;
  const src = areaSrcOf(root, file);
  if (src === null) return null;
  const from = placeOf(src, file);
  const to = placeOf(src, path.resolve(path.dirname(file), specifier));
  if (to.zone === 'outside' || from.zone === 'outside') return null;
  const ownFeature = from.zone === 'feature' && to.zone === 'feature' && from.feature === to.feature;
  if (from.zone === 'common' && (to.zone === 'feature' || to.zone === 'routes' || to.zone === 'widgets'))
    return `'${specifier}': common/ imports no feature, route or widget; what several of them use moves into common/ (${LAYOUT})`;
  if (from.zone === 'feature' && (to.zone === 'routes' || to.zone === 'widgets'))
    return `'${specifier}': a feature imports no ${to.zone === 'routes' ? 'route' : 'widget'} module; what both need lives in a feature (${LAYOUT})`;
  if (ownFeature && to.index)
    return `'${specifier}': features/${from.feature}/ imports its own index.ts; import the file itself (the index is for the rest of the area) (${LAYOUT})`;
  if (to.zone === 'feature' && !ownFeature && !to.index)
    return `'${specifier}' reaches into features/${to.feature}/; import its public surface, '${publicPath(file, src, to.feature ?? '')}' (its index.ts) (${LAYOUT})`;
  return null;
}

/** The specifier of a feature's index from `file`: `../features/games`. */
function publicPath(file, src, feature) {
  const relative = path
    .relative(path.dirname(file), path.join(src, 'features', feature))
    .split(path.sep)
    .join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** `vi.mock('…')` and its kin name a module a test replaces or reads: an import like any other. */
const MOCKS = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock']);

/**
 * @param {string} root absolute path of the workspace root
 * @returns {import('eslint').Rule.RuleModule}
 */
export function areaZonesRule(root) {
  return {
    meta: {
      type: 'problem',
      docs: {
        description:
          "Inside an area: routes/, widgets/, features/<name>/ (reached through its index.ts), common/; no feature imports a route, a widget or another feature's internals, common/ imports no feature",
      },
      schema: [],
    },
    create(context) {
      const { check, visitors } = importSourceChecks(context, (specifier) => zoneViolation({ root, file: context.filename, specifier }));
      return {
        ...visitors,
        Program: (node) => {
          const message = layoutViolation({ root, file: context.filename });
          if (message !== null) context.report({ node, message });
        },
        CallExpression: (node) => {
          const { callee } = node;
          if (
            callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'vi' &&
            callee.property.type === 'Identifier' &&
            MOCKS.has(callee.property.name)
          )
            check(/** @type {import('estree').Node | undefined} */ (node.arguments[0]));
        },
      };
    },
  };
}
