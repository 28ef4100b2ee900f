// What a player's browser sends the collector (a beacon, a vitals report): JSON, as text or already parsed,
// naming area versions. Read the same way for both.

/**
 * A version as the release registry names one (1.2.0, 1.3.0-workspace.2), at most 64 characters.
 * @param {unknown} value
 * @returns {value is string}
 */
export const isReleaseVersion = (value) =>
  typeof value === 'string' && value.length <= 64 && /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(value);

/**
 * The body as an object, parsed when it came as text; null when it is no JSON object.
 * @param {unknown} body
 * @returns {Record<string, unknown> | null}
 */
export function bodyObject(body) {
  let doc = body;
  if (typeof body === 'string') {
    try {
      doc = JSON.parse(body);
    } catch {
      return null;
    }
  }
  return doc && typeof doc === 'object' ? /** @type {Record<string, unknown>} */ (doc) : null;
}
