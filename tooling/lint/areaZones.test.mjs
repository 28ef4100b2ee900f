import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutViolation, placeOf, zoneViolation } from './areaZones.mjs';
import { ROOT, ruleMessages } from './lintProbe.mjs';

/**
 * The area-zones messages for one in-memory file linted with the workspace's eslint.config.mjs, as if it sat at `file`.
 * @param {string} file path from the workspace root
 * @param {string} code
 */
const zoneErrors = (file, code) => ruleMessages('boundaries/area-zones', file, code);

const AREAS = ['mfe-lobby', 'mfe-account', 'mfe-promotions', 'mfe-support', 'mfe-agent'];
const use = (...names) => `console.log(${names.join(', ')});\n`;

describe('where a path sits in an area', () => {
  const src = path.join(ROOT, 'mfe-lobby/src');
  it.each([
    ['routes/Home.tsx', { zone: 'routes' }],
    ['widgets/Balance.tsx', { zone: 'widgets' }],
    ['common/gameTypes.ts', { zone: 'common' }],
    ['features/games', { zone: 'feature', feature: 'games', index: true }],
    ['features/games/index', { zone: 'feature', feature: 'games', index: true }],
    ['features/games/index.ts', { zone: 'feature', feature: 'games', index: true }],
    ['features/games/ui/GameTile', { zone: 'feature', feature: 'games', index: false }],
    ['features/games/ui/index.ts', { zone: 'feature', feature: 'games', index: false }],
    ['i18n.ts', { zone: 'top' }],
    ['lib/money.ts', { zone: 'outside' }],
    ['../../shared/src/index.ts', { zone: 'outside' }],
  ])('%s is %o', (relative, place) => {
    expect(placeOf(src, path.join(src, relative))).toEqual(place);
  });
});

// Loading the config and the TypeScript parser takes seconds on a busy machine.
describe('the zones inside an area, in lint', { timeout: 60_000 }, () => {
  it("fails a feature importing another feature's internals, in every form, and passes its index", async () => {
    const file = 'mfe-lobby/src/features/home/ui/GameRow.tsx';
    const code =
      "import { GameTile } from '../../games/ui/GameTile';\n" +
      "export { lobbyMode } from '../../games/model/lobbyMode';\n" +
      "export * from '../../games/hooks/listMemory';\n" +
      "const later = () => import('../../launch/useLaunchGame');\n" +
      "import styles from '../../games/ui/tiles.module.css';\n" +
      use('GameTile', 'later', 'styles');
    const errors = await zoneErrors(file, code);
    expect(errors).toHaveLength(5);
    expect(errors[0]).toContain("'../../games/ui/GameTile' reaches into features/games/; import its public surface, '../../games'");
    expect(errors[3]).toContain('reaches into features/launch/');
    const viaIndex =
      "import { GameTile } from '../../games';\nimport { useLaunchGame } from '../../launch/index';\nimport { x } from '../../games/index.ts';\n" +
      use('GameTile', 'useLaunchGame', 'x');
    expect(await zoneErrors(file, viaIndex)).toEqual([]);
  });

  it("passes a feature's own files, and fails its own index (a cycle through index.ts)", async () => {
    const file = 'mfe-lobby/src/features/games/ui/GameBrowser.tsx';
    expect(
      await zoneErrors(
        file,
        "import { lobbyMode } from '../model/lobbyMode';\nimport s from './tiles.module.css';\n" + use('lobbyMode', 's'),
      ),
    ).toEqual([]);
    expect(await zoneErrors(file, "import { GameTile } from '..';\nimport { x } from '../index';\n" + use('GameTile', 'x'))).toEqual([
      expect.stringContaining('features/games/ imports its own index.ts'),
      expect.stringContaining('features/games/ imports its own index.ts'),
    ]);
  });

  it('fails a feature importing a route or a widget module, a test of the feature included', async () => {
    const code = "import Home from '../../routes/Home';\nimport Balance from '../../widgets/Balance';\n" + use('Home', 'Balance');
    for (const file of ['mfe-account/src/features/member/MemberCentreView.tsx', 'mfe-account/src/features/member/MemberCentre.test.tsx'])
      expect(await zoneErrors(file, code)).toEqual([
        expect.stringContaining('a feature imports no route module'),
        expect.stringContaining('a feature imports no widget module'),
      ]);
  });

  it('fails common/ importing a feature (even its index), a route or a widget; passes common, i18n and packages', async () => {
    const file = 'mfe-account/src/common/useRules.ts';
    const code =
      "import { a } from '../features/member';\nimport { b } from '../features/member/entries';\nimport c from '../routes/Login';\nimport d from '../widgets/Balance';\n" +
      use('a', 'b', 'c', 'd');
    const errors = await zoneErrors(file, code);
    expect(errors).toHaveLength(4);
    for (const error of errors) expect(error).toContain('common/ imports no feature, route or widget');
    const fine = "import { money } from './money';\nimport '../i18n';\nimport { useApi } from 'shared';\n" + use('money', 'useApi');
    expect(await zoneErrors(file, fine)).toEqual([]);
  });

  it("fails a route or widget reaching past a feature's index (its CSS too), and passes the index", async () => {
    for (const file of ['mfe-support/src/routes/Help.tsx', 'mfe-support/src/widgets/AppDownloadPopup.tsx']) {
      const code =
        "import { useHelpCentre } from '../features/help/useHelpCentre';\nimport s from '../features/help/help.module.css';\n" +
        use('useHelpCentre', 's');
      expect(await zoneErrors(file, code)).toEqual([
        expect.stringContaining("reaches into features/help/; import its public surface, '../features/help'"),
        expect.stringContaining('reaches into features/help/'),
      ]);
      expect(
        await zoneErrors(
          file,
          "import { useHelpCentre } from '../features/help';\nimport ui from '../common/ui.module.css';\n" + use('useHelpCentre', 'ui'),
        ),
      ).toEqual([]);
    }
  });

  it("holds for tests, test helpers and locales too, vi.mock of a feature's internals included", async () => {
    const code =
      "import { FIELD_META } from '../features/register/fieldMeta';\nvi.mock('../features/remember/keyStore');\n" + use('FIELD_META');
    for (const file of [
      'mfe-account/src/locales/locales.test.ts',
      'mfe-account/src/testing/fixtures.ts',
      'mfe-account/src/routes/Login.test.tsx',
    ])
      expect(await zoneErrors(file, code)).toHaveLength(2);
    const viaIndex =
      "import { FIELD_META } from '../features/register';\nvi.mock('../features/remember', async () => ({}));\n" + use('FIELD_META');
    expect(await zoneErrors('mfe-account/src/routes/Login.test.tsx', viaIndex)).toEqual([]);
  });

  it('fails a file outside the folders of an area, or loose in features/; passes the top-level files', async () => {
    expect(await zoneErrors('mfe-account/src/lib/money.ts', 'export const money = 1;\n')).toEqual([
      expect.stringContaining('src/lib/ is not a folder of an area'),
    ]);
    expect(await zoneErrors('mfe-account/src/features/money.ts', 'export const money = 1;\n')).toEqual([
      expect.stringContaining('a feature is a folder with its index.ts'),
    ]);
    for (const top of ['i18n.ts', 'index.ts', 'bootstrap.tsx'])
      expect(await zoneErrors(`mfe-account/src/${top}`, 'export const x = 1;\n')).toEqual([]);
  });

  it.each(AREAS)('holds in %s, and nowhere outside the areas', async (area) => {
    const code = "import { x } from '../features/some/internal';\n" + use('x');
    expect(await zoneErrors(`${area}/src/routes/Probe.tsx`, code)).toHaveLength(1);
    expect(layoutViolation({ root: ROOT, file: path.join(ROOT, area, 'src/features/some/internal.ts') })).toBeNull();
  });

  it('leaves the shell and shared alone: their src/ have layouts of their own', async () => {
    expect(await zoneErrors('shell/src/frame/probe.ts', "import { x } from '../features/some/internal';\n" + use('x'))).toEqual([]);
    expect(await zoneErrors('shared/src/lib/probe.ts', 'export const x = 1;\n')).toEqual([]);
    expect(zoneViolation({ root: ROOT, file: path.join(ROOT, 'mfe-lobby/src/routes/Home.tsx'), specifier: 'shared' })).toBeNull();
  });
});
