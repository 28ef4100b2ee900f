import type { Envelope } from '../contract/envelope';

export { SESSION_EXPIRED_CODE, type Envelope } from '../contract/envelope';

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}
