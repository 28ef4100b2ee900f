import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { aboveTargetsInTree, cssAboveTargets } from './aboveTargets.mjs';
import { SUPPORTED_BROWSERS } from './browsers.mjs';
import { commonConfig } from './common.mjs';
import { REPO_ROOT } from './paths.mjs';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'targets');

/** A production build of the fixture with the workspace's loaders and minimisers; returns its output folder. */
function buildFixture(browsers) {
  const out = mkdtempSync(path.join(tmpdir(), 'm-targets-'));
  /** @type {import('@rspack/core').RspackOptions} */
  const config = {
    ...commonConfig({ mode: 'production', browsers }),
    context: FIXTURE,
    entry: './entry.ts',
    devtool: false,
    output: { path: out, filename: '[name].js', cssFilename: '[name].css' },
  };
  return new Promise((resolve, reject) =>
    rspack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve(out);
    }),
  );
}

describe('the supported browsers', () => {
  it('are declared once, in the workspace browserslist: iOS Safari 15 and the last two Chrome for Android', () => {
    const declared = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).browserslist;
    expect(SUPPORTED_BROWSERS).toEqual(declared);
    expect(declared).toEqual(expect.arrayContaining(['iOS >= 15', 'last 2 ChromeAndroid versions']));
  });

  it('get JavaScript and CSS the build lowered to them: nothing above the targets in the output', async () => {
    const out = await buildFixture(SUPPORTED_BROWSERS);
    expect(readdirSync(out).some((f) => f.endsWith('.css'))).toBe(true);
    expect(aboveTargetsInTree(out)).toEqual([]);
  }, 60_000);

  it('the same fixture built for new browsers only is caught: static blocks, nesting, oklch() without a fallback', async () => {
    const problems = aboveTargetsInTree(await buildFixture(['chrome >= 130']));
    expect(problems.join('\n')).toMatch(/StaticBlock/);
    expect(problems.join('\n')).toMatch(/CSS nesting/);
    expect(problems.join('\n')).toMatch(/no fallback before color:oklch/);
  }, 60_000);
});

describe('the style sources', () => {
  // :has() and color-mix() over var() cannot be lowered by any tool: the source gives the fallback.
  const packages = ['shared', 'shell', 'mfe-lobby', 'mfe-account', 'mfe-promotions', 'mfe-support', 'mfe-agent'];
  const styleFiles = packages.flatMap((pkg) =>
    readdirSync(path.join(REPO_ROOT, pkg, 'src'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.css'))
      .map((e) => path.join(e.parentPath, e.name)),
  );

  it('are found', () => {
    expect(styleFiles.length).toBeGreaterThan(20);
  });

  it('use no :has() and give every new colour function a fallback before it', () => {
    const problems = styleFiles.flatMap((file) =>
      cssAboveTargets(readFileSync(file, 'utf8'))
        .filter((p) => !p.startsWith('CSS nesting'))
        .map((p) => `${path.relative(REPO_ROOT, file)}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('the CSS check', () => {
  it('accepts a fallback declaration of the same property before a colour function, and nothing else', () => {
    expect(cssAboveTargets('.a{background:#000;background:color-mix(in srgb,var(--x) 5%,transparent)}')).toEqual([]);
    expect(cssAboveTargets('.a{color:#000;background:color-mix(in srgb,var(--x) 5%,transparent)}')).toHaveLength(1);
    expect(cssAboveTargets('@media (min-width:1px){.a:has(+.b){color:red}}')).toEqual(['not :has() (.a:has(+.b))'.slice(4)]);
  });
});
