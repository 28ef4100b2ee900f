import type { AppOptions } from '../config.js';
import { buildApp } from '../server.js';
import type { Body } from './helpers.js';
import { encode, tempDir } from './helpers.js';

export interface Answer<T = unknown> {
  status: number;
  body: Body<T>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** Send the body as an encoded call (`{data}` plus the Encryption header). */
  encoded?: boolean;
}

export type Call = <T = unknown>(method: string, path: string, options?: CallOptions) => Promise<Answer<T>>;

/** Calls a dev-api over real HTTP; a failed connection rejects. */
export function httpClient(baseUrl: string): Call {
  return async <T>(method: string, path: string, { body, token, encoded = false }: CallOptions = {}) => {
    const headers: Record<string, string> = {};
    if (token) headers.token = token;
    if (encoded) headers.Encryption = 'BASE64-JSON-V1';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const payload = body === undefined ? undefined : JSON.stringify(encoded ? { data: encode(body) } : body);
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
}

/** A dev-api listening on an ephemeral loopback port, over a fresh data dir unless one is given. */
export async function listeningApp(options: AppOptions = {}) {
  const dataDir = options.dataDir ?? tempDir();
  const app = buildApp({ testHooks: true, ...options, dataDir });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, dataDir, baseUrl: address, call: httpClient(address) };
}

/** A captcha answer the server accepts (the last 50 issued stay valid). */
export async function issueCaptcha(call: Call): Promise<string> {
  await call('GET', '/wps/captcha');
  return (await call<string>('GET', '/wps/__test__/captcha')).body.value;
}

export async function logInOver(call: Call, username: string, password: string): Promise<string> {
  const res = await call<{ token: string }>('POST', '/wps/session/login', {
    encoded: true,
    body: { type: 'username', username, password, loginAs: 'member' },
  });
  if (!res.body.success) throw new Error(`login of ${username} failed: ${res.body.message}`);
  return res.body.value.token;
}
