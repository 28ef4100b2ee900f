import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.mjs';
import { FACADES } from './shared-facades.mjs';

const SOURCE_ROOTS = ['shell', 'shared', 'mfe-lobby', 'mfe-account', 'mfe-promotions', 'mfe-support', 'mfe-agent'].map((p) =>
  path.join(REPO_ROOT, p, 'src'),
);
const isTest = (file) => /\.test\.[jt]sx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);
/** The shell's server render is built for Node without Module Federation: it imports the libraries whole. */
const isServerOnly = (file) => file.includes(`${path.sep}shell${path.sep}src${path.sep}server${path.sep}`);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.[jt]sx?$/.test(entry) && !isTest(full) && !isServerOnly(full) ? [full] : [];
  });
}

/** Every run-time import from `packages` (or their subpaths) in `source`; type-only names are left out. */
function importsOf(source, packages) {
  const alternatives = packages.map((p) => p.replace(/[-/]/g, '\\$&')).join('|');
  const found = [];
  for (const match of source.matchAll(
    new RegExp(`import\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]((?:${alternatives})(?:/[^'"]*)?)['"]`, 'g'),
  )) {
    const [, typeOnly, clause, from] = match;
    if (typeOnly) continue;
    const named = /\{([^}]*)\}/.exec(clause);
    const names = named?.[1]
      ? named[1]
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0])
      : [];
    const other = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    found.push({ from, names: other ? [...names, `(${other})`] : names });
  }
  return found;
}

describe('the shared facades', () => {
  it('read named, renamed, type-only and namespace imports', () => {
    const source = `import { Link, type To, useNavigate as go } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';\nimport * as R from 'react-router';`;
    expect(importsOf(source, ['react-router-dom', 'react-router'])).toEqual([
      { from: 'react-router-dom', names: ['Link', 'useNavigate'] },
      { from: 'react-router', names: ['(* as R)'] },
    ]);
  });

  it('provide every export the site imports from them, and the router is imported only as react-router-dom', () => {
    const problems = [];
    for (const file of SOURCE_ROOTS.flatMap(sourceFiles)) {
      const where = path.relative(REPO_ROOT, file);
      for (const { from, names } of importsOf(readFileSync(file, 'utf8'), [...Object.keys(FACADES), 'react-router'])) {
        const facade = FACADES[from];
        if (!facade)
          problems.push(
            `${where} imports from ${from}: import it from ${from === 'react-router' || from.startsWith('react-router') ? 'react-router-dom' : from.split('/')[0]}`,
          );
        else
          for (const name of names)
            if (!facade.exports.includes(name))
              problems.push(`${where} uses ${name} from ${from}, which its shared facade does not provide`);
      }
    }
    expect(problems).toEqual([]);
  });
});
