import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { federationRuntimeEsmAliases } from './federation-runtime-esm.mjs';
import { REPO_ROOT } from './paths.mjs';

describe('federation runtime aliases', () => {
  const aliases = federationRuntimeEsmAliases(path.join(REPO_ROOT, 'shell'));

  it('point each runtime package, by name and by its CommonJS build, at an ES module build that exists', () => {
    for (const name of [
      '@module-federation/runtime',
      '@module-federation/runtime-core',
      '@module-federation/webpack-bundler-runtime',
      '@module-federation/sdk',
    ]) {
      expect(aliases[`${name}$`], name).toMatch(/\.m?js$/);
      expect(existsSync(aliases[`${name}$`])).toBe(true);
    }
    const fromCommonJs = Object.entries(aliases).filter(([from]) => from.endsWith('.cjs$'));
    expect(fromCommonJs.length).toBeGreaterThanOrEqual(6);
    for (const [, to] of fromCommonJs) expect(to).toMatch(/\.m?js$/);
  });

  it("replace the plugin's own bare-name aliases of the runtime and its tools", () => {
    expect(aliases['@module-federation/runtime']).toBe(aliases['@module-federation/runtime$']);
    expect(aliases['@module-federation/runtime-tools']).toBe(aliases['@module-federation/runtime-tools$']);
  });
});
