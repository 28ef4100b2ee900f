import type { FastifyInstance } from 'fastify';
import { fail, MSG, ok } from '../lib/envelope.js';
import { obj, str } from '../lib/schema.js';
import type { Runtime } from '../runtime.js';
import { brandSettings, COUNTRIES, LIVE_MODELS, registerSettings, SERVICES } from '../seed/settings.js';
import type { SmsSendPayload, SystemStatus } from '../types.js';

interface SmsBody extends SmsSendPayload {
  mobileNo?: string;
}

interface SmsRequest {
  body: SmsBody;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The client an SMS request comes from: the first forwarded address (behind the site's proxy), else the peer. */
function clientOf(request: SmsRequest): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.ip;
}

const smsSchema = obj(
  {
    mobileNum: str({ maxLength: 20 }),
    mobileNo: str({ maxLength: 20 }),
    countryDialingCode: str({ maxLength: 8 }),
    captcha: str({ maxLength: 64 }),
  },
  ['countryDialingCode', 'captcha'],
  { anyOf: [{ required: ['mobileNum'] }, { required: ['mobileNo'] }] },
);

export function systemRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/system/whitelabel', async () => ok(brandSettings(rt.flags)));

  app.get('/system/status', async () => {
    const status: SystemStatus = { maintenance: rt.status === 1, regionRestriction: rt.status === 2 };
    return ok(status);
  });

  app.get('/system/setting/register', async () => ok(registerSettings(rt.flags)));
  app.get('/system/country', async () => ok(COUNTRIES));
  app.get('/system/service', async () => ok(SERVICES.filter((s) => s.csType !== 'LIVECHAT' || rt.flags.CBS3)));
  app.get('/system/liveModels', async () => ok(LIVE_MODELS));

  app.get('/captcha', async () => ok({ image: rt.captchas.issue().image }));

  // The human check comes first: without it the call says nothing, not even whether a number is registered
  // (docs/product-rules.md §2, 2.54).
  const sendSms = (purpose: 'register' | 'noLogin') => async (request: SmsRequest) => {
    const mobileNum = (request.body.mobileNum ?? request.body.mobileNo ?? '').trim();
    const captcha = request.body.captcha ?? '';
    if (!rt.captchas.verify(captcha)) throw fail(MSG.captcha, { captcha: true });
    rt.captchas.spend(captcha);
    if (!/^\d{10,11}$/.test(mobileNum)) throw fail(MSG.mobile);
    const client = clientOf(request);
    const refusal = rt.smsLimiter.refusal(`${purpose}:${mobileNum}`, client);
    if (refusal) throw fail(refusal);
    const account = rt.findByMobile(mobileNum);
    if (purpose === 'register' && account) throw fail('Sorry, this mobile number is already registered');
    if (purpose === 'noLogin' && !account) throw fail(MSG.noUser);
    rt.smsLimiter.record(`${purpose}:${mobileNum}`, client);
    const { expirationTime } = rt.sms.send(mobileNum);
    return ok({ expirationTime });
  };
  app.post<{ Body: SmsBody }>('/verification/sms/register', { schema: { body: smsSchema } }, sendSms('register'));
  app.post<{ Body: SmsBody }>('/verification/sms/noLogin', { schema: { body: smsSchema } }, sendSms('noLogin'));
}
