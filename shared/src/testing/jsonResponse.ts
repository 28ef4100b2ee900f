/** A response carrying `body` as JSON, as the backend answers: what a test's transport (`setTransport`) returns. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
