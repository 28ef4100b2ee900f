import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt's cost (N = 2^14, r = 8, p = 1): the Node default, about 30 ms a check. */
const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

/**
 * A secret (the payment password) as it is kept in the store: `scrypt$<salt>$<hash>`, base64, a fresh salt each
 * time. The plain text is never written.
 */
export function hashSecret(plain: string): string {
  const salt = randomBytes(16);
  return [PREFIX, salt.toString('base64'), scryptSync(plain, salt, KEY_LENGTH).toString('base64')].join('$');
}

/** Whether `stored` is a hash this module wrote. */
export const isSecretHash = (stored: string): boolean => stored.startsWith(`${PREFIX}$`) && stored.split('$').length === 3;

/** Whether `plain` is the secret `stored` was made from (constant-time comparison); false for anything malformed. */
export function verifySecret(plain: string, stored: string): boolean {
  if (!isSecretHash(stored)) return false;
  const [, salt = '', hash = ''] = stored.split('$');
  const expected = Buffer.from(hash, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  return timingSafeEqual(scryptSync(plain, Buffer.from(salt, 'base64'), KEY_LENGTH), expected);
}

const seeded = new Map<string, string>();

/** The hash of a seeded secret, made once per process (every reset rebuilds the seeded state). */
export function seededSecret(plain: string): string {
  let hash = seeded.get(plain);
  if (!hash) seeded.set(plain, (hash = hashSecret(plain)));
  return hash;
}
