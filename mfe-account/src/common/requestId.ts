/**
 * A fresh id for a write the server must apply once (a deposit order, a voucher redeem): sent again with a retry,
 * it gets the first answer back. `getRandomValues` works on plain-http pages too, where `randomUUID` does not.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
