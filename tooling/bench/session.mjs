// A player's session for the bench's signed-in variant: what the login call answers, as the shell keeps it.
/** One of dev-api's seeded players. */
export const BENCH_PLAYER = { username: 'player01', password: 'Player#2026' };

/**
 * Logs `account` in through dev-api's login call (the form's encoding, no captcha).
 * @param {string} apiUrl  dev-api's origin, e.g. http://127.0.0.1:8091
 * @param {{ username: string, password: string }} account
 * @returns {Promise<Record<string, unknown>>}
 */
export async function loginSession(apiUrl, account) {
  const payload = Buffer.from(JSON.stringify({ ...account, captcha: '', type: 'username', loginAs: 'member' })).toString('base64');
  const response = await fetch(new URL('/wps/session/login', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', Encryption: 'BASE64-JSON-V1' },
    body: JSON.stringify({ data: payload }),
  });
  const body = /** @type {{ success?: boolean, value?: Record<string, unknown>, message?: string }} */ (await response.json());
  if (!body.success || !body.value) throw new Error(`the bench could not log ${account.username} in: ${body.message ?? response.status}`);
  return { ...body.value, merchantCode: 'mcasino' };
}
