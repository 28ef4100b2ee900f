// A change's X-Release-Nonce: 32 random characters of [A-Za-z0-9_-] (192 bits), which the service accepts
// once (16 to 128 such characters).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const NONCE_LENGTH = 32;

export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const platformRandom: RandomFill = (bytes) => crypto.getRandomValues(bytes);

export function makeNonce(random: RandomFill = platformRandom): string {
  // 64 characters: each byte's low six bits pick one with no bias.
  return Array.from(random(new Uint8Array(NONCE_LENGTH)), (byte) => ALPHABET[byte & 63]).join('');
}
