/**
 * The answer to a call whose request was started before the client existed (the shell asks for the system
 * status while its own code is still downloading): that request's response, read by the client like any
 * other (status check, envelope, errors, time-out). A request that failed to arrive is made again by `fresh`.
 */
export async function startedOrFresh(started: Promise<Response>, fresh: () => Promise<Response>): Promise<Response> {
  return (await started.catch(() => undefined)) ?? fresh();
}
