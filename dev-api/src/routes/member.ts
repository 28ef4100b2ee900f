import type { FastifyInstance } from 'fastify';
import { fail, MSG, ok } from '../lib/envelope.js';
import { decodeEncodedBody } from '../lib/encoded.js';
import { refuseUnlessRuleHolds } from '../lib/ruleCheck.js';
import { ChangePasswordPayloadSchema } from 'shared/contract';
import { requestSchema } from '../lib/contract.js';
import { obj, str } from '../lib/schema.js';
import type { Runtime } from '../runtime.js';
import { RULES } from '../seed/settings.js';
import type { ChangePasswordPayload, MemberInfo, ResetPasswordBySmsPayload } from '../types.js';

const pw = str({ maxLength: 64 });

function checkNewPassword(oldPassword: string | null, newPassword: string, confirm: string): void {
  if (oldPassword !== null && newPassword === oldPassword) throw fail('The new password cannot be the same as the old password');
  refuseUnlessRuleHolds(RULES.password, newPassword, true);
  if (confirm !== newPassword) throw fail('in_confirmation_correct');
}

export function memberRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/member/info', async (request) => {
    const { account } = rt.requireSession(request);
    const info: MemberInfo = {
      id: account.id,
      type: account.type,
      nickname: account.nickname,
      account: account.username,
      clubLabel: { labelName: account.vipLabel || '0' },
      email: account.email,
      mobileNum: account.mobileNum,
      countryDialingCode: account.countryDialingCode,
      registerDate: account.registerDate,
      headIcon: account.headIcon,
    };
    return ok(info);
  });

  app.post<{ Body: ChangePasswordPayload }>(
    '/member/password/v2',
    {
      schema: {
        body: requestSchema(ChangePasswordPayloadSchema),
      },
    },
    async (request) => {
      const { account } = rt.requireRealAccount(request);
      const { oldPassword, newPassword, confirmNewPassword } = request.body;
      if (oldPassword !== account.password) throw fail('The old password is incorrect');
      checkNewPassword(oldPassword, newPassword, confirmNewPassword);
      rt.store.update(() => {
        account.password = newPassword;
      });
      return ok(null);
    },
  );

  app.post<{ Body: ResetPasswordBySmsPayload }>(
    '/member/password/phone',
    {
      preValidation: decodeEncodedBody,
      schema: {
        body: obj(
          {
            mobileNum: str({ maxLength: 20 }),
            countryDialingCode: str({ maxLength: 8 }),
            verificationCode: str({ maxLength: 10 }),
            newPassword: pw,
            confirmNewPassword: pw,
          },
          ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
        ),
      },
    },
    async (request) => {
      const { mobileNum, verificationCode, newPassword, confirmNewPassword } = request.body;
      const account = rt.findByMobile(mobileNum.trim());
      if (!account) throw fail(MSG.noUser);
      if (!rt.sms.verify(mobileNum.trim(), verificationCode)) throw fail(MSG.captcha);
      checkNewPassword(null, newPassword, confirmNewPassword);
      rt.sms.consume(mobileNum.trim());
      rt.store.update((s) => {
        account.password = newPassword;
        s.captchaRequired = s.captchaRequired.filter((k) => k !== account.username.toLowerCase());
      });
      return ok(null);
    },
  );

  app.post<{ Body: { username: string; email: string } }>(
    '/member/password/email',
    {
      schema: {
        body: obj({ username: str({ minLength: 1, maxLength: 64 }), email: str({ minLength: 3, maxLength: 128 }) }, ['username', 'email']),
      },
    },
    async (request) => {
      const account = rt.findAccount(request.body.username);
      if (!account || !account.email || account.email.toLowerCase() !== request.body.email.trim().toLowerCase()) throw fail(MSG.format);
      return ok({ sent: true });
    },
  );

  app.get('/member/headIcon', async (request) => {
    const { account } = rt.requireSession(request);
    return ok({ headIcon: account.headIcon });
  });

  app.post<{ Body: { headIcon: string } }>(
    '/member/headIcon',
    { schema: { body: obj({ headIcon: str({ pattern: '^avatar/[1-8]\\.svg$' }) }, ['headIcon']) } },
    async (request) => {
      const { account } = rt.requireSession(request);
      rt.store.update(() => {
        account.headIcon = request.body.headIcon;
      });
      return ok({ headIcon: account.headIcon });
    },
  );
}
