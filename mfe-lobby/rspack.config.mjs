import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@m/tooling/rspack/remote';
import { exposes } from './exposes.mjs';

export default remoteConfig({ packageDir: path.dirname(fileURLToPath(import.meta.url)), area: 'lobby', port: 3001, exposes });
