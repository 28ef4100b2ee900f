/**
 * What the boundary rules share: each module specifier a file names (`import`, `export … from`, `import()`) is
 * given to `violation`, and each message it returns is reported on that specifier. `check` takes any other
 * specifier node a rule finds (a test's `vi.mock('…')`).
 * @param {import('eslint').Rule.RuleContext} context
 * @param {(specifier: string) => string | null} violation
 */
export function importSourceChecks(context, violation) {
  /** @param {import('estree').Node | null | undefined} source */
  const check = (source) => {
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    const message = violation(source.value);
    if (message !== null) context.report({ node: source, message });
  };
  /** @type {import('eslint').Rule.RuleListener} */
  const visitors = {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
  };
  return { check, visitors };
}
