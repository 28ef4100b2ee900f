/**
 * SHA-384 of some bytes. Web Crypto exists only in a secure context (https, or localhost): a phone opening
 * the site over plain http on the local network has none, so the hash then comes from a small library,
 * fetched only in that case so the first load never carries it.
 */
async function digestSha384(bytes: ArrayBuffer): Promise<Uint8Array> {
  if (globalThis.crypto?.subtle) return new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  const library = await import(/* webpackChunkName: "sha384-fallback" */ '@noble/hashes/sha2.js').catch((cause: unknown) => {
    throw new IntegrityError(
      'This page is not in a secure context (plain http on an address other than localhost), so the browser has no Web Crypto, and the in-page SHA-384 could not be loaded either: remotes cannot be verified',
      { cause },
    );
  });
  return library.sha384(new Uint8Array(bytes));
}

/** `sha384-<base64>` of some bytes, the subresource-integrity form. */
export async function sha384(bytes: ArrayBuffer): Promise<string> {
  const digest = await digestSha384(bytes);
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

export class IntegrityError extends Error {
  override name = 'IntegrityError';
}

/**
 * Fetch `url` (or take the answer already `started` for it) and answer only when its bytes hash to
 * `expected`; anything else is a failed load.
 */
export async function fetchVerified(url: string, init: RequestInit, expected: string, started?: Promise<Response>): Promise<Response> {
  const response = await (started ?? fetch(url, init));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const bytes = await response.arrayBuffer();
  const actual = await sha384(bytes);
  if (actual !== expected) throw new IntegrityError(`${url} does not match its release hash (expected ${expected}, got ${actual})`);
  return new Response(bytes, { status: response.status, headers: response.headers });
}
