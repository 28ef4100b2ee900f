#!/usr/bin/env node
// Compiles the JSON Schemas to standalone validator modules for the shell, which validates the release
// manifest and the published versions (its preview's) on read without shipping a schema compiler. `--check`
// fails when they are stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createAjv, publishedSchema, releaseManifestSchema } from './schemas.mjs';
import { REPO_ROOT } from '../rspack/paths.mjs';

const outDir = path.join(REPO_ROOT, 'shell', 'src', 'federation', 'generated');
const targets = [
  { file: 'validateReleaseManifest.js', id: releaseManifestSchema.$id },
  { file: 'validatePublished.js', id: publishedSchema.$id },
];
const header = '// Generated from tooling/release/schema by `node tooling/release/generate-validators.mjs`. Do not edit.\n';

/** The schema without its prose: the shell's copy carries only what validation needs. */
const withoutProse = (node) =>
  Array.isArray(node)
    ? node.map(withoutProse)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([k]) => k !== 'description' && k !== 'title')
            .map(([k, v]) => [k, withoutProse(v)]),
        )
      : node;

export function generatedValidators() {
  return targets
    .map(({ file, id }) => {
      const ajv = createAjv({ code: { source: true, esm: true, lines: false }, unicodeRegExp: false }, withoutProse);
      return [
        { file: path.join(outDir, file), code: header + standaloneCode(ajv, ajv.getSchema(id)) },
        { file: path.join(outDir, file.replace(/\.js$/, '.d.ts')), code: header + DECLARATION },
      ];
    })
    .flat();
}

const DECLARATION = `export interface SchemaViolation {
  instancePath: string;
  message?: string;
}
/** True when \`data\` matches the schema; otherwise \`errors\` says where and why. */
declare const validate: ((data: unknown) => boolean) & { errors?: SchemaViolation[] | null };
export default validate;
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { file, code } of generatedValidators()) {
    const current = (() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    })();
    if (current === code) continue;
    if (check) {
      console.error(`${path.relative(REPO_ROOT, file)} is stale: run node tooling/release/generate-validators.mjs`);
      stale++;
    } else {
      writeFileSync(file, code);
      console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
    }
  }
  process.exit(stale ? 1 : 0);
}
