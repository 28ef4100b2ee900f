// A remote's Module Federation `exposes`, generated from the route table: every module a route or widget
// of the area names, found by folder — route modules in src/routes/, widgets in src/widgets/. Those two
// folders hold exactly the exposed modules, so a module without a file, or a file without a route or
// widget entry, stops the build.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadRouteTable, routesDirOf } from './route-table.mjs';

const FOLDER = { route: 'routes', widget: 'widgets' };
const isModuleFile = (file) => /^[A-Za-z]\w*\.tsx?$/.test(file) && !file.endsWith('.d.ts');
const nameOf = (module) => module.replace(/^\.\//, '');

/** The modules the route table gives `area`: `{ module, kind }`, routes first, each once. */
export function tableModules(table, area) {
  const routes = [...new Set(table.ROUTES.filter((r) => r.area === area).map((r) => r.module))];
  const widgets = Object.values(table.WIDGETS)
    .filter((w) => w.area === area)
    .map((w) => w.module);
  return [...routes.map((module) => ({ module, kind: 'route' })), ...widgets.map((module) => ({ module, kind: 'widget' }))];
}

/**
 * The `exposes` map of `area` for the package in `packageDir` (`{ './Home': './src/routes/Home.tsx' }`).
 * Throws, naming each, when a route or widget module has no file, or a file in src/routes/ or
 * src/widgets/ has no entry in the route table.
 */
export function exposesFrom(table, { area, packageDir }) {
  const problems = [];
  /** @type {Record<string, string>} */
  const exposes = {};
  const wanted = tableModules(table, area);
  for (const kind of Object.keys(FOLDER)) {
    const folder = path.join(packageDir, 'src', FOLDER[kind]);
    const files = existsSync(folder) ? readdirSync(folder).filter(isModuleFile) : [];
    const names = new Set(wanted.filter((w) => w.kind === kind).map((w) => nameOf(w.module)));
    for (const name of names) {
      const file = files.find((f) => f.replace(/\.tsx?$/, '') === name);
      if (file) exposes[`./${name}`] = `./src/${FOLDER[kind]}/${file}`;
      else problems.push(`the ${kind} module ./${name} of the ${area} area has no file src/${FOLDER[kind]}/${name}.tsx (or .ts)`);
    }
    for (const file of files)
      if (!names.has(file.replace(/\.tsx?$/, '')))
        problems.push(
          `src/${FOLDER[kind]}/${file} of the ${area} area has no ${kind} entry in the route table (shared/src/routes/table.ts)`,
        );
  }
  if (problems.length) throw new Error(`The exposed modules of mfe-${area} do not match the route table:\n- ${problems.join('\n- ')}`);
  return exposes;
}

/** `exposesFrom` with the route table of the `shared` package the remote depends on. */
export async function exposesOf({ area, packageDir }) {
  return exposesFrom(await loadRouteTable(routesDirOf(packageDir)), { area, packageDir });
}

/**
 * Writes the module the remote's standalone page imports as `m-exposed-modules` (see shared/standalone):
 * a lazy import of each exposed route module and component widget. Returns the file's path.
 */
export function writeStandaloneModules({ exposes, packageDir, file }) {
  const entries = (kind) =>
    Object.entries(exposes)
      .filter(([, source]) => source.startsWith(`./src/${FOLDER[kind]}/`) && (kind === 'route' || source.endsWith('.tsx')))
      .map(([name, source]) => `    ${JSON.stringify(name)}: () => import(${JSON.stringify(path.join(packageDir, source))}),`)
      .join('\n');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `// Generated from the route table by tooling/rspack/exposes.mjs.\nexport default {\n  routes: {\n${entries('route')}\n  },\n  widgets: {\n${entries('widget')}\n  },\n};\n`,
  );
  return file;
}
