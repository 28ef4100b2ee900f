#!/usr/bin/env node
// `shared`'s public surface holds what is used: every export of its root entry point (`shared`,
// src/index.ts) and of its form kit (`shared/forms`, src/forms/index.ts) is imported by some other workspace
// package, or by one of shared's other entry points by name (`shared/cashier`, the form kit and
// `shared/testing` take the singleton as `shared`, as an area does). Shared's tests do not count, nor its
// relative imports: a helper only shared uses stays a file of shared, not an export. Run by tooling's tests
// (sharedUse.test.mjs); `node tooling/release/sharedUse.mjs --list` lists who imports what; it exits 1 when an
// export is imported by nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../rspack/paths.mjs';
import { SHARED_DIR } from './sharedApi.mjs';

/** The entry points checked: specifier → its source in shared. */
export const CHECKED_ENTRIES = { shared: 'src/index.ts', 'shared/forms': 'src/forms/index.ts' };

/** Folders never read: installs, build output, generated code. */
const SKIP = new Set(['node_modules', 'dist', 'dist-node', 'dist-dev', 'deploy', 'generated', 'test-results', 'playwright-report']);
const SOURCE = /\.(tsx?|mts|cts|mjs|cjs|js)$/;
const TEST = /\.test\.(tsx?|mjs|js)$/;

/** @returns {any} the TypeScript compiler shared type-checks with (tooling does not depend on it). */
function typescript(sharedDir = SHARED_DIR) {
  return createRequire(path.join(sharedDir, 'package.json'))('typescript');
}

/**
 * The names each checked entry point exports (`export *` followed), types included.
 * @param {string} [sharedDir]
 * @returns {Map<string, string[]>} specifier → sorted names
 */
export function exportedNames(sharedDir = SHARED_DIR) {
  const ts = typescript(sharedDir);
  const configFile = ts.findConfigFile(sharedDir, ts.sys.fileExists);
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configFile, ts.sys.readFile).config, ts.sys, sharedDir);
  const files = Object.values(CHECKED_ENTRIES).map((file) => path.join(sharedDir, file));
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  /** @type {Map<string, string[]>} */
  const names = new Map();
  for (const [specifier, file] of Object.entries(CHECKED_ENTRIES)) {
    const source = program.getSourceFile(path.join(sharedDir, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`shared: ${file} is not a module`);
    names.set(
      specifier,
      checker
        .getExportsOfModule(moduleSymbol)
        .map((/** @type {any} */ s) => String(s.name))
        .sort(),
    );
  }
  return names;
}

/**
 * The names one source file takes from each checked entry point: named imports and re-exports, a namespace
 * import's `ns.name` (in code and in types), `const { a } = await import('shared')`, `(await import('shared')).a`
 * and `import('shared').Name` in types.
 * @param {string} file its name (for the parser's dialect)
 * @param {string} text
 * @param {any} ts
 * @returns {Map<string, Set<string>>} specifier → names
 */
export function namesUsedIn(file, text, ts) {
  /** @type {Map<string, Set<string>>} */
  const used = new Map();
  const add = (/** @type {string} */ specifier, /** @type {string} */ name) => {
    if (!(specifier in CHECKED_ENTRIES)) return;
    if (!used.has(specifier)) used.set(specifier, new Set());
    used.get(specifier)?.add(name);
  };
  if (!Object.keys(CHECKED_ENTRIES).some((specifier) => text.includes(`'${specifier}'`) || text.includes(`"${specifier}"`))) return used;
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {Map<string, string>} namespace identifier → specifier */
  const namespaces = new Map();
  const literal = (/** @type {any} */ node) => (node && ts.isStringLiteral(node) ? node.text : null);
  /** @param {any} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const specifier = literal(node.moduleSpecifier);
      const bindings = node.importClause?.namedBindings;
      if (specifier && bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) add(specifier, (element.propertyName ?? element.name).text);
      if (specifier && bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, specifier);
    } else if (ts.isExportDeclaration(node)) {
      const specifier = literal(node.moduleSpecifier);
      if (specifier && node.exportClause && ts.isNamedExports(node.exportClause))
        for (const element of node.exportClause.elements) add(specifier, (element.propertyName ?? element.name).text);
    } else if (ts.isImportTypeNode(node)) {
      const specifier = ts.isLiteralTypeNode(node.argument) ? literal(node.argument.literal) : null;
      if (specifier && node.qualifier)
        add(specifier, ts.isIdentifier(node.qualifier) ? node.qualifier.text : node.qualifier.left.getText());
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = literal(node.arguments[0]);
      let outer = node.parent;
      while (outer && (ts.isAwaitExpression(outer) || ts.isParenthesizedExpression(outer))) outer = outer.parent;
      if (specifier && outer && ts.isVariableDeclaration(outer) && ts.isObjectBindingPattern(outer.name))
        for (const element of outer.name.elements) add(specifier, (element.propertyName ?? element.name).getText());
      if (specifier && outer && ts.isPropertyAccessExpression(outer)) add(specifier, outer.name.text);
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
      add(/** @type {string} */ (namespaces.get(node.expression.text)), node.name.text);
    } else if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && namespaces.has(node.left.text)) {
      add(/** @type {string} */ (namespaces.get(node.left.text)), node.right.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return used;
}

/**
 * Every name each checked entry point gives the workspace's packages, with who imports it: any file of the other
 * packages, and shared's own files that are not tests (`shared` in the list).
 * @param {string} [root]
 * @returns {Map<string, Map<string, Set<string>>>} specifier → name → packages
 */
export function namesUsedByPackages(root = REPO_ROOT) {
  const ts = typescript();
  /** @type {Map<string, Map<string, Set<string>>>} */
  const used = new Map(Object.keys(CHECKED_ENTRIES).map((specifier) => [specifier, new Map()]));
  const packages = readdirSync(root, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && !entry.name.startsWith('.') && !SKIP.has(entry.name),
  );
  for (const { name: pkg } of packages) {
    /** @param {string} dir */
    const walk = (dir) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !(pkg === 'shared' && TEST.test(entry.name)))
          for (const [specifier, names] of namesUsedIn(full, readFileSync(full, 'utf8'), ts))
            for (const name of names) {
              const byName = /** @type {Map<string, Set<string>>} */ (used.get(specifier));
              if (!byName.has(name)) byName.set(name, new Set());
              byName.get(name)?.add(pkg);
            }
      }
    };
    walk(path.join(root, pkg));
  }
  return used;
}

/**
 * The exports no other package imports, as `shared/forms FieldError`.
 * @param {Map<string, string[]>} exported
 * @param {Map<string, Map<string, Set<string>>>} used
 */
export function unusedExports(exported, used) {
  return [...exported].flatMap(([specifier, names]) =>
    names.filter((name) => !used.get(specifier)?.has(name)).map((name) => `${specifier} ${name}`),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const exported = exportedNames();
  const used = namesUsedByPackages();
  const unused = unusedExports(exported, used);
  if (process.argv.includes('--list'))
    for (const [specifier, names] of exported)
      for (const name of names)
        console.log(`${specifier} ${name}: ${[...(used.get(specifier)?.get(name) ?? [])].sort().join(', ') || '-'}`);
  const total = [...exported.values()].reduce((sum, names) => sum + names.length, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (unused.length) {
    console.error(
      `exported by shared and imported by no other package or entry point (${unused.length} of ${total}):\n${unused.map((u) => `  ${u}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`every one of shared's ${total} root and form-kit exports is imported by another package or entry point (${seconds} s)`);
}
