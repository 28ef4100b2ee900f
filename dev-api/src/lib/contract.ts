import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';

/**
 * A route's JSON schema (Fastify validates it with Ajv) derived from the request's schema in `shared/contract`,
 * so the client's payload type and dev-api's request check come from one place.
 */
export function requestSchema(schema: GenericSchema): Record<string, unknown> {
  const { $schema: _draft, ...jsonSchema } = toJsonSchema(schema) as Record<string, unknown>;
  return jsonSchema;
}
