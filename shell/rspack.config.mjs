import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { hostConfig } from '@m/tooling/rspack/host';

export default hostConfig({ packageDir: path.dirname(fileURLToPath(import.meta.url)), port: 3000 });
