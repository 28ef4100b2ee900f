/** `sha384-<base64>` of some bytes, the subresource-integrity form. */
export async function sha384(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
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
