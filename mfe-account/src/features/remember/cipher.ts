/** AES-GCM ciphertext with its nonce, both base64, as kept in storage. */
export interface Sealed {
  iv: string;
  data: string;
}

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** A fresh 256-bit AES-GCM key that script can use but never read (`extractable: false`). */
export function generateKey(subtle: SubtleCrypto): Promise<CryptoKey> {
  return subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export async function seal(subtle: SubtleCrypto, key: CryptoKey, text: string, random: Crypto): Promise<Sealed> {
  const iv = random.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text));
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** Rejects when the key is not the one that sealed it or the data was changed (GCM authenticates). */
export async function open(subtle: SubtleCrypto, key: CryptoKey, sealed: Sealed): Promise<string> {
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
  return new TextDecoder().decode(plain);
}
