// A remote that does not list every run-time singleton as shared would carry its own copy: a second
// event bus, session store and i18n instance on the page. This check reads each built mf-manifest.json.
import { readFileSync } from 'node:fs';
import { SINGLETONS } from './shared-deps.mjs';

/** Names of the singletons missing from a built remote's manifest, or shared but not as singletons. */
export function missingSingletons(manifestFile) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const shared = new Map(manifest.shared.map((s) => [s.name, s]));
  return SINGLETONS.filter((name) => !shared.get(name)?.singleton);
}
