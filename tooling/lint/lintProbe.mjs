// The lint rules' tests lint in-memory code with the workspace's eslint.config.mjs, as if it sat at a path of
// the repository: the rules see the real config, plugins and file globs.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {ESLint | undefined} */
let eslint;

/**
 * The messages `rule` gives for `code` linted as the file at `file`.
 * @param {string} rule e.g. 'boundaries/area-zones'
 * @param {string} file path from the workspace root
 * @param {string} code
 */
export async function ruleMessages(rule, file, code) {
  eslint ??= new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}
