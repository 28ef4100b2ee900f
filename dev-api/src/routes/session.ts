import type { FastifyInstance } from 'fastify';
import { fail, MSG, ok } from '../lib/envelope.js';
import { decodeEncodedBody } from '../lib/encoded.js';
import { obj, str } from '../lib/schema.js';
import type { Runtime } from '../runtime.js';
import type { Account } from '../store/state.js';
import { userKey } from '../store/state.js';
import type { LoginPayload, LoginResult, TrialResult } from '../types.js';

const MEMBER_TYPES = [0, 1, 2];
const AGENT_TYPES = [40, 41, 42];

const loginSchema = obj(
  {
    type: str({ enum: ['username', 'sms', 'firebase'] }),
    username: str({ maxLength: 64 }),
    password: str({ maxLength: 64 }),
    mobileNum: str({ maxLength: 20 }),
    messageCode: str({ maxLength: 10 }),
    countryDialingCode: str({ maxLength: 8 }),
    captcha: str({ maxLength: 16 }),
    loginAs: str({ enum: ['member', 'agent'] }),
    firebaseChannel: str(),
    firebaseIdToken: str(),
    firebaseMobileNo: str(),
  },
  ['type'],
  {
    allOf: [
      { if: { properties: { type: { const: 'username' } }, required: ['type'] }, then: { required: ['username', 'password'] } },
      { if: { properties: { type: { const: 'sms' } }, required: ['type'] }, then: { required: ['mobileNum', 'messageCode'] } },
    ],
  },
);

/** Logs an account in: counts the login and opens a session (caller saves). */
export function logIn(rt: Runtime, account: Account): LoginResult {
  const firstTimeLogin = account.loginCount === 0;
  account.loginCount++;
  const token = rt.openSession(account);
  return { token, userName: account.username, type: account.type, firstTimeLogin };
}

export function sessionRoutes(app: FastifyInstance, rt: Runtime): void {
  app.post<{ Body: LoginPayload }>(
    '/session/login',
    { preValidation: decodeEncodedBody, schema: { body: loginSchema } },
    async (request) => {
      const payload = request.body;
      if (payload.type === 'firebase') throw fail(MSG.noPermission);
      const sms = payload.type === 'sms';
      if (sms && !rt.flags.MOBILEVERFLOGIN3) throw fail(MSG.noPermission);
      const key = sms ? `sms:${payload.mobileNum?.trim() ?? ''}` : userKey(payload.username ?? '');
      const state = rt.state;

      if (state.captchaRequired.includes(key) && !rt.captchas.verify(payload.captcha)) {
        throw fail(MSG.captcha, { captcha: true });
      }
      const mobileNum = payload.mobileNum?.trim() ?? '';
      const account = sms ? rt.findByMobile(mobileNum) : rt.findAccount(payload.username);
      const valid = sms
        ? account !== undefined && rt.sms.verify(mobileNum, payload.messageCode)
        : account !== undefined && account.type !== 4 && account.password === payload.password;
      if (!account || !valid) {
        rt.store.update((s) => {
          if (!s.captchaRequired.includes(key)) s.captchaRequired.push(key);
        });
        throw fail(sms && account ? MSG.captcha : MSG.noUser, { captcha: true });
      }
      const loginAs = payload.loginAs ?? 'member';
      const allowed = loginAs === 'agent' ? AGENT_TYPES : MEMBER_TYPES;
      if (!allowed.includes(account.type)) throw fail(MSG.noPermission);

      if (sms) rt.sms.consume(mobileNum);
      return ok(
        rt.store.update((s) => {
          s.captchaRequired = s.captchaRequired.filter((k) => k !== key);
          return logIn(rt, account);
        }),
      );
    },
  );

  app.delete('/session/logout', async (request) => {
    const session = rt.requireSession(request);
    rt.store.update((s) => {
      delete s.sessions[session.token];
    });
    return ok(null);
  });

  // `moduleId` is not used by the stand-in; a call without a body is a call without it.
  app.post(
    '/session/testPlay',
    {
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schema: { body: obj({ moduleId: str({ maxLength: 64 }) }) },
    },
    async () => {
      const result = rt.store.update((s): TrialResult => {
        const n = s.nextId.trial++;
        const account: Account = {
          id: s.nextId.account++,
          username: `trial${n}`,
          password: '',
          type: 4,
          nickname: `Guest ${n}`,
          mobileNum: '',
          countryDialingCode: '+63',
          email: '',
          balance: 2000,
          currencySymbol: '₱',
          vipLabel: '0',
          registerDate: new Date(rt.now()).toISOString().replace('T', ' ').slice(0, 19),
          loginCount: 1,
          headIcon: 'avatar/1.svg',
          paymentPasswordHash: '',
          affiliateCode: '',
          recommenderId: '',
        };
        s.accounts[userKey(account.username)] = account;
        return { token: rt.openSession(account), userName: account.username, customerType: 4 };
      });
      return ok(result);
    },
  );
}
