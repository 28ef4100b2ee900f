import * as v from 'valibot';

/**
 * The answer of a write whose value no screen reads (logout, password change, favourite toggle, inbox read):
 * dev-api sends null. Any value passes, so a backend that acknowledges with another value never turns a write
 * that succeeded into an error the user would retry.
 */
export const AcknowledgementSchema = v.unknown();
