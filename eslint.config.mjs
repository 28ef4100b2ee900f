// The house rules as lint: TypeScript, the rules of hooks, accessibility of what can be tapped, the
// package boundary and, inside each area, its folders and zones (tooling/lint/boundaries.mjs, areaZones.mjs).
// Every package lints with this one file.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './tooling/lint/boundaries.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

const AREA_PACKAGES = ['mfe-lobby', 'mfe-account', 'mfe-promotions', 'mfe-support', 'mfe-agent'];
const BROWSER_PACKAGES = ['shared', 'shell', ...AREA_PACKAGES, 'console'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/screens-out/**',
      'tooling/bench/.out/**',
      'dev-api/data/**',
      // written by tooling/release/generate-validators.mjs
      'shell/src/federation/generated/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Playwright's fixtures take a `use` callback that is not React's.
    ignores: ['e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    plugins: { boundaries: boundariesPlugin(ROOT) },
    rules: { 'boundaries/public-entry-points': 'error' },
  },
  {
    // Every area: routes/, widgets/, features/<name>/ reached through its index.ts, common/ (docs/architecture.md).
    files: AREA_PACKAGES.map((dir) => `${dir}/src/**`),
    rules: { 'boundaries/area-zones': 'error' },
  },
  {
    files: BROWSER_PACKAGES.map((dir) => `${dir}/src/**`),
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.mjs', '**/*.config.ts', 'dev-api/**', 'e2e/**', 'tooling/**', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // The service worker runs in its own global scope.
    files: ['shell/src/worker/**'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['shell/public/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Playwright's and the bench's page.evaluate callbacks run in the page.
    files: ['e2e/**', 'tooling/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
