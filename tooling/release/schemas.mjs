// The JSON Schemas of the release manifest, the registry and the published versions, compiled once with Ajv.
// The shell's standalone validators are compiled from the same schemas (generate-validators.mjs), so both
// sides read alike.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';

const schemaFile = (name) => new URL(`./schema/${name}.schema.json`, import.meta.url);
export const releaseManifestSchema = JSON.parse(readFileSync(schemaFile('release-manifest'), 'utf8'));
export const registrySchema = JSON.parse(readFileSync(schemaFile('registry'), 'utf8'));
export const publishedSchema = JSON.parse(readFileSync(schemaFile('published'), 'utf8'));

/** An Ajv instance holding the schemas (the registry and the published versions refer to the manifest's definitions). */
export function createAjv(options = {}, transform = (schema) => schema) {
  // Timestamps are written by the tooling itself; their format is not worth a format library in the shell.
  const ajv = new Ajv({ allErrors: true, validateFormats: false, ...options });
  ajv.addSchema(transform(releaseManifestSchema)).addSchema(transform(registrySchema)).addSchema(transform(publishedSchema));
  return ajv;
}

const ajv = createAjv();
const validators = {
  manifest: ajv.getSchema(releaseManifestSchema.$id),
  registry: ajv.getSchema(registrySchema.$id),
  published: ajv.getSchema(publishedSchema.$id),
};
const NAMES = { manifest: 'release manifest', registry: 'registry', published: 'list of published versions' };

/** Throws a readable error naming the file and every schema violation when `doc` is not a valid `kind`. */
export function assertValid(kind, doc, where) {
  const validate = validators[kind];
  if (validate(doc)) return doc;
  const problems = validate.errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
  throw new Error(`${where} is not a valid ${NAMES[kind]}: ${problems}`);
}
