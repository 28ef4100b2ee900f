import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@m/tooling/rspack/remote';

export default remoteConfig({ packageDir: path.dirname(fileURLToPath(import.meta.url)), area: 'promotions', port: 3003 });
