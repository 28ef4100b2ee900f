/** The response envelope of every /wps call (docs/product-rules.md §7: data.value, data.success). */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message?: string;
  code?: string;
}

export const SESSION_EXPIRED_CODE = 'SESSION_EXPIRED';

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}
