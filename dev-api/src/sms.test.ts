import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SMS_LIMIT_MESSAGES, SMS_LIMITS } from './lib/smsLimiter.js';
import { json, removeDir, testApp } from './testing/helpers.js';

/** docs/product-rules.md §2, 2.54: no SMS without a human check, and no more than the limits allow. */
describe('SMS requests', () => {
  let app: FastifyInstance;
  let dir: string;
  let now = Date.parse('2026-03-01T10:00:00Z');

  beforeEach(() => {
    ({ app, dir } = testApp({ now: () => now }));
  });
  afterEach(async () => {
    await app.close();
    removeDir(dir);
  });

  const answer = () => app.runtime.captchas.issue().answer;
  const ask = async (mobileNum: string, captcha?: string, client = '203.0.113.7', path = 'register') =>
    json(
      await app.inject({
        method: 'POST',
        url: `/wps/verification/sms/${path}`,
        headers: { 'x-forwarded-for': client },
        payload: { mobileNum, countryDialingCode: '+63', ...(captcha !== undefined && { captcha }) },
      }),
    );

  it('refuses a request without a human check, with a wrong one or with one already spent, and sends nothing', async () => {
    expect((await ask('09170000001')).success).toBe(false);
    expect(await ask('09170000001', 'WRONG')).toMatchObject({ success: false, message: 'Verification code error' });
    expect(app.runtime.sms.last('09170000001')).toBe('');
    const once = answer();
    expect((await ask('09170000001', once)).success).toBe(true);
    now += SMS_LIMITS.numberGapMs;
    expect(await ask('09170000002', once)).toMatchObject({ success: false, message: 'Verification code error' });
  });

  it('says nothing about a number before the human check', async () => {
    expect(await ask('09171234567', 'WRONG', undefined, 'noLogin')).toMatchObject({ message: 'Verification code error' });
  });

  it('sends one code per number per minute and at most five per hour', async () => {
    expect((await ask('09170000003', answer())).success).toBe(true);
    expect(await ask('09170000003', answer())).toMatchObject({ success: false, message: SMS_LIMIT_MESSAGES.tooSoon });
    for (let sent = 1; sent < SMS_LIMITS.perNumberPerHour; sent++) {
      now += SMS_LIMITS.numberGapMs;
      expect((await ask('09170000003', answer())).success).toBe(true);
    }
    now += SMS_LIMITS.numberGapMs;
    expect(await ask('09170000003', answer())).toMatchObject({ success: false, message: SMS_LIMIT_MESSAGES.tooMany });
    now += 60 * 60_000;
    expect((await ask('09170000003', answer())).success).toBe(true);
  });

  it('sends at most ten codes per client per hour, whatever the numbers; another client is not held back', async () => {
    for (let n = 0; n < SMS_LIMITS.perClientPerHour; n++) expect((await ask(`0917100000${n}`, answer())).success).toBe(true);
    expect(await ask('09172000000', answer())).toMatchObject({ success: false, message: SMS_LIMIT_MESSAGES.tooMany });
    expect((await ask('09172000000', answer(), '198.51.100.9')).success).toBe(true);
  });
});
