/** One backend request as the client sends it: the URL is complete (base, path and query). */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Headers;
  body?: string;
  signal: AbortSignal;
}

/** What puts a request on the wire: the platform's `fetch`, or a test's stand-in (`shared/testing`). */
export type Transport = (request: TransportRequest) => Promise<Response>;

// `fetch` is looked up at each call, so the browser's, Node's (server render) or a test environment's is used.
const platformFetch: Transport = ({ url, ...init }) => fetch(url, init);

let transport: Transport = platformFetch;

export const send: Transport = (request) => transport(request);

/** Tests only: every backend call goes to `next` until `resetTransport()`. */
export function setTransport(next: Transport): void {
  transport = next;
}

export function resetTransport(): void {
  transport = platformFetch;
}
