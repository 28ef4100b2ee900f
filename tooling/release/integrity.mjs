import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Subresource-integrity value of some bytes: `sha384-<base64>`, as browsers check it. */
export const sha384Of = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Subresource-integrity value of a file. */
export const sha384 = (file) => sha384Of(readFileSync(file));
