import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exposesFrom, exposesOf, tableModules, writeStandaloneModules } from './exposes.mjs';
import { loadRouteTable, routesDirOf } from './route-table.mjs';
import { REPO_ROOT } from './paths.mjs';

const AREAS = ['lobby', 'account', 'promotions', 'support', 'agent'];
const packageDirOf = (area) => path.join(REPO_ROOT, `mfe-${area}`);

/** A remote package folder holding the given files (paths under src/). */
function fixture(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'm-exposes-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, 'src', file)), { recursive: true });
    writeFileSync(path.join(dir, 'src', file), 'export default function X() { return null; }\n');
  }
  return dir;
}

const table = {
  ROUTES: [
    { path: '/m/home', area: 'lobby', module: './Home' },
    { path: '/m/index', area: 'lobby', module: './Home' },
    { path: '/m/hot', area: 'lobby', module: './Hot' },
    { path: '/m/login', area: 'account', module: './Login' },
  ],
  WIDGETS: { balance: { area: 'lobby', module: './Balance' }, logout: { area: 'lobby', module: './logout' } },
};

describe('exposes generated from the route table', () => {
  it.each(AREAS)('the %s remote exposes exactly the modules the route table gives it, each from its file', async (area) => {
    const routeTable = await loadRouteTable(routesDirOf(packageDirOf(area)));
    const exposes = await exposesOf({ area, packageDir: packageDirOf(area) });
    expect(Object.keys(exposes).sort()).toEqual(
      tableModules(routeTable, area)
        .map((m) => m.module)
        .sort(),
    );
    for (const source of Object.values(exposes)) expect(readFileSync(path.join(packageDirOf(area), source), 'utf8')).toMatch(/\bexport\b/);
  });

  it('reads the route table the shell renders from', async () => {
    const routeTable = await loadRouteTable(routesDirOf(packageDirOf('agent')));
    expect(routeTable.modulesOf('agent')).toEqual(['./AgentRegister', './SalaryContract', './DividendContract', './HourlyContract']);
    expect(routeTable.WIDGETS.contractAlert).toEqual({ area: 'agent', module: './ContractAlert' });
  });

  it('maps route modules to src/routes and widgets to src/widgets, each once; tests and declarations are not modules', () => {
    const dir = fixture([
      'routes/Home.tsx',
      'routes/Hot.tsx',
      'routes/Home.test.tsx',
      'routes/types.d.ts',
      'widgets/Balance.tsx',
      'widgets/logout.ts',
      'widgets/balance.module.css',
    ]);
    expect(exposesFrom(table, { area: 'lobby', packageDir: dir })).toEqual({
      './Home': './src/routes/Home.tsx',
      './Hot': './src/routes/Hot.tsx',
      './Balance': './src/widgets/Balance.tsx',
      './logout': './src/widgets/logout.ts',
    });
  });

  it('fails when a route module is not exposed: no file for it', () => {
    const dir = fixture(['routes/Home.tsx', 'widgets/Balance.tsx', 'widgets/logout.ts']);
    expect(() => exposesFrom(table, { area: 'lobby', packageDir: dir })).toThrow(
      /route module \.\/Hot of the lobby area has no file src\/routes\/Hot\.tsx/,
    );
  });

  it('fails when a widget of the table has no file', () => {
    const dir = fixture(['routes/Home.tsx', 'routes/Hot.tsx', 'widgets/logout.ts']);
    expect(() => exposesFrom(table, { area: 'lobby', packageDir: dir })).toThrow(/widget module \.\/Balance of the lobby area has no file/);
  });

  it('fails when an exposed module has no route or widget entry', () => {
    const dir = fixture([
      'routes/Home.tsx',
      'routes/Hot.tsx',
      'routes/Casino.tsx',
      'widgets/Balance.tsx',
      'widgets/logout.ts',
      'widgets/Jackpot.tsx',
    ]);
    const attempt = () => exposesFrom(table, { area: 'lobby', packageDir: dir });
    expect(attempt).toThrow(/src\/routes\/Casino\.tsx of the lobby area has no route entry in the route table/);
    expect(attempt).toThrow(/src\/widgets\/Jackpot\.tsx of the lobby area has no widget entry/);
  });

  it('fails when a module sits in the wrong folder', () => {
    const dir = fixture(['routes/Home.tsx', 'routes/Hot.tsx', 'routes/Balance.tsx', 'widgets/logout.ts']);
    expect(() => exposesFrom(table, { area: 'lobby', packageDir: dir })).toThrow(/Balance/);
  });

  it('gives the standalone page lazy imports of the route modules and the component widgets', () => {
    const dir = fixture([]);
    const file = writeStandaloneModules({
      exposes: { './Home': './src/routes/Home.tsx', './Balance': './src/widgets/Balance.tsx', './logout': './src/widgets/logout.ts' },
      packageDir: dir,
      file: path.join(dir, 'out', 'modules.js'),
    });
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(`"./Home": () => import(${JSON.stringify(path.join(dir, 'src/routes/Home.tsx'))})`);
    expect(source).toContain(`"./Balance": () => import(${JSON.stringify(path.join(dir, 'src/widgets/Balance.tsx'))})`);
    expect(source).not.toContain('logout');
  });
});
