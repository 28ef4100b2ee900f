/**
 * How sensitive payloads (login, register, setPasswordPhone) are encoded before they are sent, named in the
 * `Encryption` header. The algorithm is the backend's choice, so it is pluggable: a deployment registers
 * its encoder at start-up with `setPayloadEncoder`. The default, understood by dev-api, is
 * `BASE64-JSON-V1`: base64 of the UTF-8 JSON text (an encoding, not a cipher: transport security is TLS).
 */
export interface PayloadEncoder {
  name: string;
  encode(payload: unknown): string;
}

const utf8ToBase64 = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export const base64JsonEncoder: PayloadEncoder = {
  name: 'BASE64-JSON-V1',
  encode: (payload) => utf8ToBase64(JSON.stringify(payload)),
};

let encoder: PayloadEncoder = base64JsonEncoder;

export const setPayloadEncoder = (next: PayloadEncoder): void => {
  encoder = next;
};

/** The body and header of an encoded call. */
export function encodePayload(payload: unknown): { body: { data: string }; headers: { Encryption: string } } {
  return { body: { data: encoder.encode(payload) }, headers: { Encryption: encoder.name } };
}
