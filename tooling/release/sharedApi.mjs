#!/usr/bin/env node
// `shared` is the run-time singleton every area is built against and the shell provides, so its public
// surface is a versioned contract. This reads that surface with the TypeScript compiler (every export of
// each run-time entry point in shared/package.json, with its type) into a report committed as
// shared/api/shared.api.md, and says which version bump a change needs: additions a minor, changes and
// removals a major. `--check` (run by tooling's tests) fails when the surface changed without that bump or
// the report is stale; without it the report is rewritten, once the version has been bumped enough.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { REPO_ROOT } from '../rspack/paths.mjs';

export const SHARED_DIR = path.join(REPO_ROOT, 'shared');
export const REPORT_FILE = path.join(SHARED_DIR, 'api', 'shared.api.md');
/** Entry points only tests use: not part of what the shell provides at run time. */
const NOT_RUNTIME = ['./testing', './src/testing/setup.ts'];

/** @typedef {Map<string, string>} Surface key (entry point and name) → its declaration */

/**
 * @param {string} [sharedDir]
 * @returns {{ version: string, surface: Surface }}
 */
export function readSurface(sharedDir = SHARED_DIR) {
  // The compiler shared itself type-checks with (tooling does not depend on typescript).
  /** @type {any} */
  const ts = createRequire(path.join(sharedDir, 'package.json'))('typescript');
  const pkg = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  // An entry point with conditions (`shared/contract`: a Node build for dev-api) is read from its source, `default`.
  const entries = Object.entries(pkg.exports)
    .map(([key, target]) => /** @type {[string, string]} */ ([key, typeof target === 'string' ? target : target.default]))
    .filter(([key, file]) => !NOT_RUNTIME.includes(key) && /\.tsx?$/.test(file));
  const configFile = ts.findConfigFile(sharedDir, ts.sys.fileExists);
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(/** @type {string} */ (configFile), ts.sys.readFile).config,
    ts.sys,
    sharedDir,
  );
  const program = ts.createProgram(
    entries.map(([, file]) => path.join(sharedDir, file)),
    { ...config.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const flags =
    ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  /** @param {unknown} t */
  const text = (t) => checker.typeToString(t, undefined, flags);
  /** @type {Surface} */
  const surface = new Map();
  for (const [key, file] of entries) {
    const source = program.getSourceFile(path.join(sharedDir, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`shared: ${file} (${key}) is not a module`);
    const entry = key === '.' ? 'shared' : `shared/${key.slice(2)}`;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const name = `${entry} ${exported.name}`;
      if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Enum | ts.SymbolFlags.Class)) {
        const type = checker.getDeclaredTypeOfSymbol(symbol);
        const isObject = symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class);
        if (isObject) {
          surface.set(name, symbol.flags & ts.SymbolFlags.Class ? 'class' : 'interface');
          for (const member of checker.getPropertiesOfType(type))
            surface.set(
              `${name}.${member.name}`,
              `${member.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${text(checker.getTypeOfSymbol(member))}`,
            );
          for (const signature of type.getCallSignatures())
            surface.set(`${name}()`, checker.signatureToString(signature, undefined, flags));
        } else {
          const declaration = symbol.declarations?.[0];
          const aliased = declaration && ts.isTypeAliasDeclaration(declaration) ? checker.getTypeFromTypeNode(declaration.type) : type;
          surface.set(name, `type = ${checker.typeToString(aliased, declaration, flags | ts.TypeFormatFlags.InTypeAlias)}`);
        }
      }
      if (symbol.flags & ts.SymbolFlags.Value)
        surface.set(`${name}${symbol.flags & ts.SymbolFlags.Type ? ' (value)' : ''}`, `: ${text(checker.getTypeOfSymbol(symbol))}`);
      // A function that destructures its parameter (a component's props): the members shared declares for it,
      // whether or not their type is exported, since the report writes that parameter as `props`.
      if (symbol.flags & ts.SymbolFlags.Function) {
        const parameter = checker.getTypeOfSymbol(symbol).getCallSignatures()[0]?.parameters[0];
        const declaration = parameter?.valueDeclaration;
        if (declaration && ts.isParameter(declaration) && ts.isObjectBindingPattern(declaration.name))
          for (const member of checker.getPropertiesOfType(checker.getTypeOfSymbolAtLocation(parameter, declaration)))
            if (member.declarations?.some((/** @type {any} */ d) => d.getSourceFile().fileName.startsWith(path.join(sharedDir, 'src'))))
              surface.set(
                `${name}(props).${member.name}`,
                `${member.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${text(checker.getTypeOfSymbol(member))}`,
              );
      }
    }
  }
  return { version: pkg.version, surface: new Map([...surface].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}

/**
 * @param {string} version
 * @param {Surface} surface
 */
export function formatReport(version, surface) {
  return [
    `# Public API of shared ${version}`,
    '',
    "Generated by `node tooling/release/sharedApi.mjs` from shared's run-time entry points: do not edit.",
    'A change here needs a version bump of shared: an addition a minor one, a change or removal a major one.',
    '',
    '```',
    ...[...surface].map(([key, decl]) =>
      withoutBindingNames(`${key}${decl === 'interface' || decl === 'class' || decl.startsWith('type =') ? ` ${decl}` : decl}`),
    ),
    '```',
    '',
  ].join('\n');
}

/**
 * A declaration without the names a function destructures its parameter into (`({ a, b }: Props) => …` reads
 * `(props: Props) => …`): which props a component takes out of its parameter is its own business; what it
 * accepts is the parameter's type, whose members the report lists one by one.
 * @param {string} line
 */
export const withoutBindingNames = (line) => line.replace(/\{ (?:\.\.\.)?[\w$]+(?:, (?:\.\.\.)?[\w$]+)* \}: /g, 'props: ');

/**
 * @param {string} report
 * @returns {{ version: string, lines: Set<string> }}
 */
export function parseReport(report) {
  const version = /^# Public API of shared (\S+)$/m.exec(report)?.[1] ?? '0.0.0';
  const body = /```\n([\s\S]*?)\n```/.exec(report)?.[1] ?? '';
  return { version, lines: new Set(body.split('\n').filter(Boolean).map(withoutBindingNames)) };
}

/**
 * The bump a surface change needs: none, minor (only additions) or major (anything changed or removed).
 * @param {Set<string>} before report lines
 * @param {Set<string>} after
 * @returns {{ bump: 'none' | 'minor' | 'major', added: string[], removed: string[] }}
 */
export function neededBump(before, after) {
  const added = [...after].filter((l) => !before.has(l));
  const removed = [...before].filter((l) => !after.has(l));
  return { bump: removed.length ? 'major' : added.length ? 'minor' : 'none', added, removed };
}

/**
 * Does moving from `from` to `to` make the `bump` needed? (0.x versions: a minor is as good as a major.)
 * @param {string} from
 * @param {string} to
 * @param {'none' | 'minor' | 'major'} bump
 */
export function bumpedEnough(from, to, bump) {
  if (bump === 'none') return true;
  if (!semver.gt(to, from)) return false;
  const diff = semver.diff(from, to);
  if (bump === 'minor') return diff === 'major' || diff === 'minor' || diff === 'premajor' || diff === 'preminor';
  return diff === 'major' || diff === 'premajor' || (semver.major(from) === 0 && (diff === 'minor' || diff === 'preminor'));
}

/**
 * What is wrong with the committed report against the code, empty when nothing is.
 * @param {{ committed: string, version: string, surface: Surface }} o
 */
export function contractProblems({ committed, version, surface }) {
  const before = parseReport(committed);
  const after = parseReport(formatReport(version, surface));
  const { bump, added, removed } = neededBump(before.lines, after.lines);
  const listed = [...removed.map((l) => `  - ${l}`), ...added.map((l) => `  + ${l}`)].join('\n');
  if (!bumpedEnough(before.version, version, bump))
    return [
      `shared's public API changed since ${before.version} (${bump === 'major' ? 'changed or removed: a major' : 'only additions: a minor'} bump is needed, package.json says ${version}):\n${listed}`,
    ];
  if (bump !== 'none' || before.version !== version)
    return [
      `shared/api/shared.api.md is stale (shared ${version}): run node tooling/release/sharedApi.mjs and commit it${listed ? `\n${listed}` : ''}`,
    ];
  return [];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const { version, surface } = readSurface();
  let committed = '';
  try {
    committed = readFileSync(REPORT_FILE, 'utf8');
  } catch {
    committed = '';
  }
  const problems = committed ? contractProblems({ committed, version, surface }) : [];
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (process.argv.includes('--check')) {
    for (const p of problems) console.error(p);
    if (!problems.length) console.log(`shared ${version}: public API matches its report (${surface.size} entries, ${seconds} s)`);
    process.exit(problems.length ? 1 : 0);
  }
  if (problems.some((p) => p.startsWith("shared's public API changed"))) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  writeFileSync(REPORT_FILE, formatReport(version, surface));
  console.log(`wrote ${path.relative(REPO_ROOT, REPORT_FILE)}: shared ${version}, ${surface.size} entries (${seconds} s)`);
}
