import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../config.js';
import { buildApp } from '../server.js';

export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'dev-api-test-'));
export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

/** An app on a fresh data dir with test hooks on (unless told otherwise). */
export function testApp(options: AppOptions = {}): { app: FastifyInstance; dir: string } {
  const dir = options.dataDir ?? tempDir();
  return { app: buildApp({ testHooks: true, faultHoldMs: 200, ...options, dataDir: dir }), dir };
}

export const encode = (payload: unknown): string => Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');

export interface Body<T = unknown> {
  success: boolean;
  value: T;
  message?: string;
  code?: string;
}

export const json = <T = unknown>(res: LightMyRequestResponse): Body<T> => res.json<Body<T>>();

/** What a call that needs a session answers without a valid token (with HTTP 401). */
export const SESSION_EXPIRED_ANSWER: Body<null> = {
  success: false,
  value: null,
  code: 'SESSION_EXPIRED',
  message: 'account logged out please log in again',
};

/** An encoded call (login, register). */
export function sendEncoded(app: FastifyInstance, method: 'POST' | 'PUT', url: string, payload: unknown, token?: string) {
  return app.inject({
    method,
    url,
    headers: { Encryption: 'BASE64-JSON-V1', 'content-type': 'application/json', ...(token ? { token } : {}) },
    payload: { data: encode(payload) },
  });
}

export async function captcha(app: FastifyInstance): Promise<string> {
  await app.inject({ method: 'GET', url: '/wps/captcha' });
  return app.runtime.captchas.last();
}

export async function login(app: FastifyInstance, username: string, password: string, extra: Record<string, unknown> = {}) {
  const res = await sendEncoded(app, 'POST', '/wps/session/login', { type: 'username', username, password, loginAs: 'member', ...extra });
  return json<{ token: string; userName: string; type: number; firstTimeLogin: boolean; captcha?: boolean }>(res);
}

export async function tokenOf(app: FastifyInstance, username = 'player01', password = 'Player#2026', loginAs = 'member'): Promise<string> {
  const body = await login(app, username, password, { loginAs });
  if (!body.success) throw new Error(`login failed: ${body.message}`);
  return body.value.token;
}
