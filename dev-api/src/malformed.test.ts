import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { encode, json, removeDir, testApp } from './testing/helpers.js';

/**
 * Every write call of dev-api (test hooks included), with a body its schema accepts. A call without `body`
 * takes no payload. Adding a write call without adding it here fails the first test.
 */
interface WriteCall {
  body?: Record<string, unknown>;
  /** Sent as `{data}` with the Encryption header. */
  encoded?: boolean;
  /** Route parameters: a valid value for each. */
  params?: Record<string, string>;
}

const password = { password: 'Secret#123', confirmPassword: 'Secret#123' };
const newPassword = { newPassword: 'Better#456', confirmNewPassword: 'Better#456' };
const WRITE_CALLS: Record<string, WriteCall> = {
  'POST /wps/session/login': {
    encoded: true,
    body: { type: 'username', username: 'player01', password: 'Player#2026', loginAs: 'member' },
  },
  'DELETE /wps/session/logout': {},
  'POST /wps/session/testPlay': { body: { moduleId: 'MOBILE' } },
  'PUT /wps/member/register': {
    encoded: true,
    body: { username: 'walker01', ...password, captcha: 'AB12', registerMethod: 'H5', type: 0 },
  },
  'PUT /wps/member/register/mobile': {
    encoded: true,
    body: { mobileNum: '09170001111', countryDialingCode: '+63', verificationCode: '123456', ...password, captcha: 'AB12' },
  },
  'PUT /wps/agent/register': { encoded: true, body: { username: 'walker02', ...password, captcha: 'AB12', registerMethod: 'H5' } },
  'POST /wps/member/password/v2': { body: { oldPassword: 'Player#2026', ...newPassword } },
  'POST /wps/member/password/phone': {
    encoded: true,
    body: { mobileNum: '09171234567', countryDialingCode: '+63', verificationCode: '123456', ...newPassword },
  },
  'POST /wps/member/password/email': { body: { username: 'player01', email: 'player01@example.com' } },
  'POST /wps/member/headIcon': { body: { headIcon: 'avatar/2.svg' } },
  'POST /wps/transaction/withdraw': { body: { amount: 150, paymentPassword: '123456', payoutAccountId: 'PA1' } },
  'POST /wps/deposit/order': { body: { channel: 'GCASH', amount: 500, requestId: 'malformed-1' } },
  'POST /wps/deposit/voucher/redeem': { body: { code: 'GIFT100MC2026', requestId: 'malformed-2' } },
  'POST /wps/member/paymentPassword': {
    body: { oldPaymentPassword: '123456', paymentPassword: '654321', confirmPaymentPassword: '654321' },
  },
  'POST /wps/member/payoutAccounts': {
    body: { bankCode: 'BPI', accountName: 'Player One', accountNumber: '0012345678', paymentPassword: '123456' },
  },
  'POST /wps/verification/sms/register': { body: { mobileNum: '09170002222', countryDialingCode: '+63', captcha: 'AB12' } },
  'POST /wps/verification/sms/noLogin': { body: { mobileNum: '09171234567', countryDialingCode: '+63', captcha: 'AB12' } },
  'POST /wps/game/favourite': { body: { nodeId: '1002', vendor: 'PG' } },
  'DELETE /wps/game/favourite': { body: { nodeId: '1002', vendor: 'PG' } },
  'DELETE /wps/member/payoutAccounts': { body: { id: 'PA1' } },
  'POST /wps/announcements/read': { body: { announcementId: 201, read: true } },
  'POST /wps/promotion/apply': { body: { promotionId: 101, comment: 'Please', images: ['data:image/png;base64,iVBORw0KGgo='] } },
  'PUT /wps/feedback': { body: { content: 'The deposit page does not load.', sender: 'player01', type: 1, captcha: 'AB12' } },
  'POST /wps/inbox/read': { body: { id: 1 } },
  'POST /wps/promotion/signIn': {},
  'POST /wps/promotion/rewards/claim': { body: { id: 1 } },
  'POST /wps/agent/contract/:kind': { params: { kind: 'dailysalreqtype' }, body: { accept: true } },
  'POST /wps/__test__/status': { body: { status: 0 } },
  'POST /wps/__test__/fault': { body: { path: '/wps/nothing', kind: 'error', times: 0 } },
  'POST /wps/__test__/reset': {},
  'POST /wps/__test__/content': { body: { kind: 'notices', contents: ['<p>One</p>'] } },
  'POST /wps/__test__/flags': { body: { CBS3: true } },
  'POST /wps/__test__/voucher': { body: { amount: 500 } },
  'POST /wps/__test__/deposit/settle': { body: { orderId: 'DP00000001', status: 'success' } },
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_LIMIT = 1024 * 1024;
/** Promotion applications carry up to three 5 MB images as data URLs. */
const APPLY_BODY_LIMIT = 24 * 1024 * 1024;

interface PropertySchema {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
}
interface BodySchema {
  properties: Record<string, PropertySchema>;
  required: string[];
}

const isBodySchema = (schema: unknown): schema is BodySchema =>
  typeof schema === 'object' && schema !== null && 'properties' in schema && 'required' in schema;

/** A value of the wrong JSON type for a property: an object, or a string where an object is expected. */
function wrongValueFor(schema: PropertySchema): unknown {
  const types = [schema.type ?? []].flat();
  return types.includes('object') ? 'not an object' : { wrong: true };
}

/** A value just past the property's size limit, or undefined when it has none. */
function oversizedValueFor(schema: PropertySchema): unknown {
  if (schema.maxLength !== undefined) return '9'.repeat(schema.maxLength + 1);
  if (schema.maxItems !== undefined) return Array.from({ length: schema.maxItems + 1 }, () => 'data:image/png;base64,AA==');
  return undefined;
}

let app: FastifyInstance;
let dir: string;
const routes = new Map<string, RouteOptions>();

beforeAll(async () => {
  ({ app, dir } = testApp());
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (WRITE_METHODS.has(method)) routes.set(`${method} ${route.url}`, route);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  removeDir(dir);
});

function urlOf(key: string, call: WriteCall): string {
  const path = key.split(' ')[1] ?? '';
  return path.replace(/:(\w+)/g, (_, name: string) => call.params?.[name] ?? name);
}

function send(key: string, call: WriteCall, payload: unknown, extra: Partial<InjectOptions> = {}): Promise<LightMyRequestResponse> {
  const method = key.split(' ')[0] as 'POST' | 'PUT' | 'DELETE';
  const body = call.encoded ? { data: encode(payload) } : payload;
  return app.inject({
    method,
    url: urlOf(key, call),
    headers: { 'content-type': 'application/json', ...(call.encoded ? { Encryption: 'BASE64-JSON-V1' } : {}) },
    payload: JSON.stringify(body),
    ...extra,
  });
}

function sendRaw(key: string, call: WriteCall, payload: string, contentType = 'application/json'): Promise<LightMyRequestResponse> {
  return app.inject({
    method: key.split(' ')[0] as 'POST' | 'PUT' | 'DELETE',
    url: urlOf(key, call),
    headers: { 'content-type': contentType, ...(call.encoded ? { Encryption: 'BASE64-JSON-V1' } : {}) },
    payload,
  });
}

/** A 4xx answer in the envelope, with a reason that names `field` when one is given. */
function expectRefused(res: LightMyRequestResponse, status: number, what: string, field?: string): void {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(status);
  const body = json(res);
  expect(body.success, what).toBe(false);
  expect(body.message, what).toEqual(expect.any(String));
  expect(body.message?.length, what).toBeGreaterThan(0);
  if (field) expect(body.message, what).toContain(field);
}

describe('malformed requests to write calls', () => {
  it('the table covers every write call the app registers', () => {
    expect([...routes.keys()].sort()).toEqual(Object.keys(WRITE_CALLS).sort());
  });

  it('every call that takes a payload declares a body schema', () => {
    for (const [key, call] of Object.entries(WRITE_CALLS)) {
      expect(isBodySchema(routes.get(key)?.schema?.body), key).toBe(call.body !== undefined);
    }
  });

  describe.each(Object.entries(WRITE_CALLS))('%s', (key, call) => {
    const schemaOf = (): BodySchema => {
      const schema = routes.get(key)?.schema?.body;
      if (!isBodySchema(schema)) throw new Error(`${key} has no body schema`);
      return schema;
    };

    it('passes validation with a well-formed body', async () => {
      const res = await send(key, call, call.body ?? {});
      expect(res.statusCode, res.body).not.toBe(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    });

    it('answers 400 to a body that is not JSON, is empty, or poisons a prototype', async () => {
      expectRefused(await sendRaw(key, call, '{"content": '), 400, 'broken JSON');
      expectRefused(await sendRaw(key, call, ''), 400, 'empty JSON body');
      expectRefused(await sendRaw(key, call, '{"__proto__": {"admin": true}}'), 400, '__proto__');
      expectRefused(await sendRaw(key, call, '{"constructor": {"prototype": {"admin": true}}}'), 400, 'constructor.prototype');
    });

    it('answers 415 to a body it cannot read and 413 to one over the size limit', async () => {
      expectRefused(await sendRaw(key, call, '<content>hello</content>', 'application/xml'), 415, 'XML');
      const limit = key === 'POST /wps/promotion/apply' ? APPLY_BODY_LIMIT : BODY_LIMIT;
      expectRefused(await sendRaw(key, call, `{"pad": "${'x'.repeat(limit)}"}`), 413, 'over the body limit');
    });

    it.runIf(call.encoded)('answers 400 to an encoded call without its encoding', async () => {
      const plain = await app.inject({ method: key.split(' ')[0] as 'POST' | 'PUT', url: urlOf(key, call), payload: call.body ?? {} });
      expectRefused(plain, 400, 'no Encryption header', 'Encryption');
      expectRefused(await sendRaw(key, call, JSON.stringify({ data: '%%% not base64 %%%' })), 400, 'data not base64 JSON');
      expectRefused(await sendRaw(key, call, JSON.stringify({ data: encode([1, 2]) })), 400, 'data of an array');
      expectRefused(await sendRaw(key, call, JSON.stringify({ payload: 'x' })), 400, 'no data field', 'data');
    });

    it.runIf(call.body !== undefined)('answers 400 to a body that is not an object', async () => {
      for (const body of [42, 'text', [1, 2], null, true]) expectRefused(await send(key, call, body), 400, JSON.stringify(body));
    });

    it.runIf(call.body !== undefined)('answers 400 naming a required field that is missing', async () => {
      for (const field of schemaOf().required) {
        const body = { ...call.body };
        delete body[field];
        expectRefused(await send(key, call, body), 400, `without ${field}`, field);
      }
    });

    it.runIf(call.body !== undefined)('answers 400 naming a field of the wrong type', async () => {
      for (const [field, schema] of Object.entries(schemaOf().properties)) {
        expectRefused(await send(key, call, { ...call.body, [field]: wrongValueFor(schema) }), 400, `${field} of the wrong type`, field);
      }
    });

    it.runIf(call.body !== undefined)('answers 400 naming a field over its size limit', async () => {
      for (const [field, schema] of Object.entries(schemaOf().properties)) {
        const value = oversizedValueFor(schema);
        if (value !== undefined) expectRefused(await send(key, call, { ...call.body, [field]: value }), 400, `${field} too long`, field);
      }
    });

    it.runIf(call.params !== undefined)('answers 400 to an unknown route parameter value', async () => {
      const params = Object.fromEntries(Object.keys(call.params ?? {}).map((name) => [name, 'nonsense']));
      expectRefused(await send(key, { ...call, params }, call.body ?? {}), 400, 'unknown parameter', Object.keys(params)[0]);
    });
  });
});
