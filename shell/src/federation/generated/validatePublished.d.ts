// Generated from tooling/release/schema by `node tooling/release/generate-validators.mjs`. Do not edit.
export interface SchemaViolation {
  instancePath: string;
  message?: string;
}
/** True when `data` matches the schema; otherwise `errors` says where and why. */
declare const validate: ((data: unknown) => boolean) & { errors?: SchemaViolation[] | null };
export default validate;
