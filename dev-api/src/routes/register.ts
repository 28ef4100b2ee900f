import type { FastifyInstance } from 'fastify';
import { fail, MSG, ok } from '../lib/envelope.js';
import { decodeEncodedBody } from '../lib/encoded.js';
import { refuseUnlessRuleHolds } from '../lib/ruleCheck.js';
import { hashSecret } from '../lib/secret.js';
import { formatDate, obj, str } from '../lib/schema.js';
import type { Runtime } from '../runtime.js';
import { AFFILIATE_CODES } from '../seed/accounts.js';
import { FIELD_ORDER, RULES } from '../seed/settings.js';
import { userKey, type Account } from '../store/state.js';
import type { RegisterField, RegisterPayload } from '../types.js';
import { logIn } from './session.js';

const field = str({ maxLength: 128 });
const registerSchema = obj(
  {
    ...Object.fromEntries(FIELD_ORDER.map((name) => [name, field])),
    countryDialingCode: str({ maxLength: 8 }),
    registerUrl: str({ maxLength: 2048 }),
    registerMethod: str({ enum: ['APP', 'H5', 'PWA', 'WEBCLIP'] }),
    type: { type: 'integer' },
    domain: str({ maxLength: 256 }),
    firebaseChannel: str(),
    firebaseIdToken: str(),
    moduleId: str({ maxLength: 64 }),
  },
  [],
);

export const isValidAffiliateCode = (code: string): boolean => AFFILIATE_CODES.includes(code.trim().toUpperCase());

type Method = 'username' | 'mobile';

/** The payment password a registration sets (when its field is on): kept only as a hash. */
const paymentPasswordOf = (payload: RegisterPayload): string => {
  const plain = payload.paymentPassword?.trim() ?? '';
  return plain && RULES.paymentPassword.enabled ? hashSecret(plain) : '';
};

/** Validates a registration and creates the account (type 1 member or 40 agent); returns the login value. */
function registerAccount(rt: Runtime, payload: RegisterPayload, method: Method, accountType: number) {
  const { flags } = rt;
  if (method === 'username' && !flags.USERNAMEREG3) throw fail(MSG.noPermission);
  if (method === 'mobile' && !flags.MOBILENUMREG3) throw fail(MSG.noPermission);

  const mobile = method === 'mobile';
  const needsPassword = !mobile || flags.MOBILENUMPASSREG3;
  const skip = new Set<RegisterField>(['captcha', 'verificationCode', 'affiliateCode', 'recommenderId']);
  if (mobile && !payload.username) skip.add('username');
  if (!needsPassword) {
    skip.add('password');
    skip.add('confirmPassword');
  }
  for (const name of FIELD_ORDER) {
    if (skip.has(name)) continue;
    const forced = (mobile && name === 'mobileNum') || (name === 'username' && !mobile);
    refuseUnlessRuleHolds(RULES[name], payload[name], forced);
  }
  if (needsPassword && (payload.confirmPassword ?? '') !== (payload.password ?? '')) {
    throw fail('in_confirmation_correct', null, 'VALIDATION');
  }
  refuseUnlessRuleHolds(RULES.captcha, payload.captcha);
  if (RULES.captcha.enabled && !rt.captchas.verify(payload.captcha)) throw fail(MSG.captcha);

  const mobileNum = payload.mobileNum?.trim() ?? '';
  if (mobile && flags.REGMOBVERF3) {
    refuseUnlessRuleHolds(RULES.verificationCode, payload.verificationCode, true);
    if (!rt.sms.verify(mobileNum, payload.verificationCode)) throw fail(MSG.captcha);
  }
  const affiliateCode = payload.affiliateCode?.trim() ?? '';
  if (affiliateCode && !isValidAffiliateCode(affiliateCode)) throw fail(MSG.invalidInvitation);
  if (RULES.affiliateCode.required && !affiliateCode) throw fail(MSG.invalidInvitation);
  const recommenderId = payload.recommenderId?.trim() ?? '';
  if (recommenderId && !rt.findAccount(recommenderId)) throw fail(MSG.referrer);

  const username = (payload.username?.trim() || `m${mobileNum}`).slice(0, 32);
  if (rt.findAccount(username)) throw fail(MSG.usernameTaken);
  if (mobileNum && rt.findByMobile(mobileNum)) throw fail('Sorry, this mobile number is already registered');

  if (mobile && flags.REGMOBVERF3) rt.sms.consume(mobileNum);
  return rt.store.update((s) => {
    const account: Account = {
      id: s.nextId.account++,
      username,
      password: needsPassword ? (payload.password ?? '') : '',
      type: accountType,
      nickname: payload.nickname?.trim() || username,
      mobileNum,
      countryDialingCode: payload.countryDialingCode ?? '+63',
      email: payload.email?.trim() ?? '',
      balance: 0,
      currencySymbol: '₱',
      vipLabel: '0',
      registerDate: formatDate(rt.now()),
      loginCount: 0,
      headIcon: 'avatar/1.svg',
      paymentPasswordHash: paymentPasswordOf(payload),
      affiliateCode: affiliateCode.toUpperCase(),
      recommenderId,
    };
    s.accounts[userKey(username)] = account;
    return logIn(rt, account);
  });
}

export function registerRoutes(app: FastifyInstance, rt: Runtime): void {
  const options = { preValidation: decodeEncodedBody, schema: { body: registerSchema } };
  app.put<{ Body: RegisterPayload }>('/member/register', options, async (request) => ok(registerAccount(rt, request.body, 'username', 1)));
  app.put<{ Body: RegisterPayload }>('/member/register/mobile', options, async (request) =>
    ok(registerAccount(rt, request.body, 'mobile', 1)),
  );
  app.put<{ Body: RegisterPayload }>('/agent/register', options, async (request) => ok(registerAccount(rt, request.body, 'username', 40)));

  app.get<{ Querystring: { username: string } }>(
    '/check/username',
    { schema: { querystring: obj({ username: str({ minLength: 1, maxLength: 64 }) }, ['username']) } },
    async (request) => {
      const username = request.query.username.trim();
      return ok({ username, available: !rt.findAccount(username) });
    },
  );

  app.get<{ Querystring: { code: string } }>(
    '/agent/affiliate',
    { schema: { querystring: obj({ code: str({ maxLength: 64 }) }, ['code']) } },
    async (request) => {
      const code = request.query.code.trim().toUpperCase();
      if (!isValidAffiliateCode(code)) throw fail(MSG.invalidInvitation, { code: '' });
      return ok({ code });
    },
  );
}
