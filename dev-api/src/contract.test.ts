/**
 * Every answer dev-api gives passes its schema in `shared/contract`, the one the site's client checks answers
 * with: one row per endpoint, each called as the site calls it.
 */
import type { FastifyInstance } from 'fastify';
import * as contract from 'shared/contract';
import { answerMismatch, type AnswerSchema } from 'shared/contract';
import { captcha, json, removeDir, sendEncoded, testApp, tokenOf } from './testing/helpers.js';

type Caller = 'guest' | 'player' | 'contract';
interface Row {
  call: string;
  schema: AnswerSchema;
  as?: Caller;
  payload?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  encoded?: boolean;
}

let app: FastifyInstance;
let dir: string;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  ({ app, dir } = testApp());
  tokens.player = await tokenOf(app);
  tokens.contract = await tokenOf(app, 'contract01', 'Player#2026');
});
afterAll(async () => {
  await app.close();
  removeDir(dir);
});

const smsCode = (mobileNum: string) => app.runtime.sms.last(mobileNum);

/** In call order: later rows rely on the state earlier ones leave (an SMS code sent, a captcha issued). */
const ROWS: Row[] = [
  { call: 'GET /system/status', schema: contract.SystemStatusSchema },
  { call: 'GET /system/whitelabel', schema: contract.BrandSettingsSchema },
  { call: 'GET /system/setting/register', schema: contract.RegisterSettingsSchema },
  { call: 'GET /system/country', schema: contract.CountryDialingCodeListSchema },
  { call: 'GET /system/service', schema: contract.ServiceEntryListSchema },
  { call: 'GET /system/liveModels', schema: contract.LiveModelListSchema },
  { call: 'GET /system/helpCenter?lang=EN&device=MOBILE', schema: contract.HelpItemListSchema },
  { call: 'GET /captcha', schema: contract.CaptchaImageSchema },
  { call: 'GET /check/username?username=player01', schema: contract.UsernameCheckSchema },
  { call: 'GET /agent/affiliate?code=AFF2026', schema: contract.AffiliateCheckSchema },
  { call: 'POST /session/testPlay', schema: contract.TrialResultSchema, payload: () => ({ moduleId: 'MOBILE' }) },
  {
    call: 'POST /session/login',
    schema: contract.LoginResultSchema,
    encoded: true,
    payload: () => ({ type: 'username', username: 'player01', password: 'Player#2026', loginAs: 'member' }),
  },
  {
    call: 'PUT /member/register',
    schema: contract.LoginResultSchema,
    encoded: true,
    payload: async () => ({ username: 'contract02', password: 'Secret#123', confirmPassword: 'Secret#123', captcha: await captcha(app) }),
  },
  {
    call: 'PUT /agent/register',
    schema: contract.LoginResultSchema,
    encoded: true,
    payload: async () => ({ username: 'contractag1', password: 'Secret#123', confirmPassword: 'Secret#123', captcha: await captcha(app) }),
  },
  {
    call: 'POST /verification/sms/register',
    schema: contract.SmsSendResultSchema,
    // An SMS is sent only with a solved human check (docs/product-rules.md §7).
    payload: async () => ({ mobileNum: '09123456781', countryDialingCode: '+63', captcha: await captcha(app) }),
  },
  {
    call: 'PUT /member/register/mobile',
    schema: contract.LoginResultSchema,
    encoded: true,
    payload: async () => ({
      mobileNum: '09123456781',
      countryDialingCode: '+63',
      verificationCode: smsCode('09123456781'),
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      captcha: await captcha(app),
    }),
  },
  {
    call: 'POST /verification/sms/noLogin',
    schema: contract.SmsSendResultSchema,
    // An SMS is sent only with a solved human check (docs/product-rules.md §7).
    payload: async () => ({ mobileNum: '09123456781', countryDialingCode: '+63', captcha: await captcha(app) }),
  },
  {
    call: 'POST /member/password/phone',
    schema: contract.AcknowledgementSchema,
    encoded: true,
    payload: () => ({
      mobileNum: '09123456781',
      countryDialingCode: '+63',
      verificationCode: smsCode('09123456781'),
      newPassword: 'Fresh#456',
      confirmNewPassword: 'Fresh#456',
    }),
  },
  {
    call: 'POST /member/password/email',
    schema: contract.PasswordEmailResultSchema,
    payload: () => ({ username: 'agent01', email: 'agent01@example.com' }),
  },
  { call: 'GET /member/info', schema: contract.MemberInfoSchema, as: 'player' },
  { call: 'GET /member/headIcon', schema: contract.HeadIconSchema, as: 'player' },
  { call: 'POST /member/headIcon', schema: contract.HeadIconSchema, as: 'player', payload: () => ({ headIcon: 'avatar/2.svg' }) },
  { call: 'GET /wallets/gcs', schema: contract.WalletSchema, as: 'player' },
  { call: 'GET /member/paymentPassword', schema: contract.PaymentPasswordStatusSchema, as: 'player' },
  {
    call: 'POST /member/paymentPassword',
    schema: contract.AcknowledgementSchema,
    as: 'player',
    payload: () => ({ oldPaymentPassword: '123456', paymentPassword: '135790', confirmPaymentPassword: '135790' }),
  },
  {
    call: 'POST /member/payoutAccounts',
    schema: contract.PayoutAccountSchema,
    as: 'player',
    payload: () => ({ bankCode: 'BPI', accountName: 'Player One', accountNumber: '0012345678', paymentPassword: '135790' }),
  },
  { call: 'GET /member/payoutAccounts', schema: contract.PayoutAccountsSchema, as: 'player' },
  { call: 'DELETE /member/payoutAccounts', schema: contract.AcknowledgementSchema, as: 'player', payload: () => ({ id: 'PA2' }) },
  { call: 'GET /transaction/withdraw/limits', schema: contract.WithdrawLimitsSchema, as: 'player' },
  {
    call: 'POST /transaction/withdraw',
    schema: contract.WithdrawResultSchema,
    as: 'player',
    payload: () => ({ amount: 100, paymentPassword: '135790', payoutAccountId: 'PA1' }),
  },
  { call: 'GET /deposit/channels', schema: contract.DepositChannelListSchema, as: 'player' },
  {
    call: 'POST /deposit/order',
    schema: contract.DepositOrderSchema,
    as: 'player',
    payload: () => ({ channel: 'VOUCHER', amount: 500, requestId: 'contract-order-1' }),
  },
  { call: 'GET /deposit/order?orderId=DP00000001', schema: contract.DepositOrderSchema, as: 'player' },
  {
    call: 'POST /deposit/voucher/redeem',
    schema: contract.VoucherRedeemResultSchema,
    as: 'player',
    payload: () => ({ code: 'GIFT500MC2026', requestId: 'contract-redeem-1' }),
  },
  { call: 'GET /transaction/history?pageNo=1&pageSize=10', schema: contract.WalletHistoryResponseSchema, as: 'player' },
  { call: 'GET /transaction/history?kind=withdrawal&pageNo=1', schema: contract.WalletHistoryResponseSchema, as: 'player' },
  {
    call: 'GET /transaction/history?kind=deposit&status=pending&pageNo=1',
    schema: contract.WalletHistoryResponseSchema,
    as: 'player',
  },
  { call: 'GET /game/list?gameType=RNG&pageNo=1&pageSize=9', schema: contract.GameListResponseSchema },
  { call: 'GET /game/vendorSorting', schema: contract.VendorSortingListSchema },
  { call: 'GET /game/vendors?typeId=1', schema: contract.VendorListSchema },
  { call: 'GET /game/vendors?typeId=1&gameType=ELOTT', schema: contract.VendorListSchema },
  { call: 'GET /game/hot', schema: contract.GameListValueSchema },
  { call: 'GET /game/lottery', schema: contract.GameListValueSchema },
  { call: 'GET /game/winnerBoard?limitNum=20', schema: contract.WinnerBoardSchema },
  { call: 'POST /game/favourite', schema: contract.AcknowledgementSchema, as: 'player', payload: () => ({ nodeId: '1002', vendor: 'PG' }) },
  { call: 'GET /game/favourite?pageNo=1&pageSize=9', schema: contract.FavouriteGamesResponseSchema, as: 'player' },
  { call: 'GET /game/favourite/ids', schema: contract.FavouriteIdsSchema, as: 'player' },
  {
    call: 'DELETE /game/favourite',
    schema: contract.AcknowledgementSchema,
    as: 'player',
    payload: () => ({ nodeId: '1002', vendor: 'PG' }),
  },
  { call: 'GET /game/recent?add=1001', schema: contract.GameListValueSchema, as: 'player' },
  { call: 'GET /game/recent', schema: contract.GameListValueSchema, as: 'player' },
  {
    call: 'GET /game/launchGame?gameCategory=RNG&vendor=PG&gameId=1001&nodeId=1001',
    schema: contract.LaunchResultSchema,
    as: 'player',
  },
  { call: 'GET /game/records?pageNo=1&pageSize=20', schema: contract.GameRecordResponseSchema, as: 'player' },
  { call: 'GET /announcements?platform=M&linkageType=G&types=B,PL,PU,PR', schema: contract.AnnouncementResponseSchema, as: 'player' },
  { call: 'GET /announcements?platform=M&linkageType=G&groupName=m_home', schema: contract.AnnouncementResponseSchema },
  { call: 'GET /notice', schema: contract.NoticeListSchema, as: 'player' },
  {
    call: 'POST /announcements/read',
    schema: contract.AnnouncementReadSchema,
    as: 'player',
    payload: async () => {
      const notices = json<{ id: number }[]>(
        await app.inject({ method: 'GET', url: '/wps/notice', headers: { token: tokens.player ?? '' } }),
      );
      return { announcementId: notices.value[0]?.id ?? 0, read: true };
    },
  },
  {
    call: 'POST /promotion/apply',
    schema: contract.PromotionApplyResultSchema,
    as: 'player',
    payload: () => ({ promotionId: 101, comment: 'please', images: [] }),
  },
  { call: 'GET /promotion/signIn', schema: contract.SignInStatusSchema, as: 'player' },
  { call: 'POST /promotion/signIn', schema: contract.SignInStatusSchema, as: 'player', payload: () => ({}) },
  { call: 'GET /promotion/rewards', schema: contract.RewardItemListSchema, as: 'player' },
  { call: 'POST /promotion/rewards/claim', schema: contract.WalletSchema, as: 'player', payload: () => ({ id: 1 }) },
  { call: 'GET /promotion/referral', schema: contract.ReferralInfoSchema, as: 'player' },
  { call: 'GET /promotion/leaderboard', schema: contract.LeaderboardEntryListSchema },
  {
    call: 'PUT /feedback',
    schema: contract.FeedbackResultSchema,
    as: 'player',
    payload: async () => ({ content: 'The withdrawal page kept loading.', sender: 'player01', type: 2, captcha: await captcha(app) }),
  },
  { call: 'GET /inbox?pageNo=1&pageSize=20', schema: contract.InboxResponseSchema, as: 'player' },
  { call: 'GET /inbox/unread', schema: contract.UnreadCountSchema, as: 'player' },
  { call: 'POST /inbox/read', schema: contract.AcknowledgementSchema, as: 'player', payload: () => ({ id: 1 }) },
  { call: 'GET /chat/launch?b2c=true&language=CN', schema: contract.ChatLaunchResultSchema, as: 'player' },
  { call: 'GET /chat/unread', schema: contract.UnreadCountSchema, as: 'player' },
  { call: 'GET /agent/contract', schema: contract.PendingContractsSchema, as: 'contract' },
  { call: 'GET /agent/contract/dailysalreqtype', schema: contract.pendingContractOf('dailysalreqtype'), as: 'contract' },
  {
    call: 'POST /agent/contract/dailysalreqtype',
    schema: contract.ContractAnswerSchema,
    as: 'contract',
    payload: () => ({ accept: true }),
  },
  {
    call: 'POST /member/password/v2',
    schema: contract.AcknowledgementSchema,
    as: 'player',
    payload: () => ({ oldPassword: 'Player#2026', newPassword: 'Player#2027', confirmNewPassword: 'Player#2027' }),
  },
  { call: 'DELETE /session/logout', schema: contract.AcknowledgementSchema, as: 'player' },
];

/** The answer of each row, kept for the changed-field check. */
const answers = new Map<string, unknown>();

/** The path of the first field of an answer (first item's first field for a list), or null for a bare value. */
function firstField(value: unknown): string[] | null {
  if (Array.isArray(value)) {
    if (!value.length) return null;
    return ['0', ...(firstField(value[0]) ?? [])];
  }
  if (value && typeof value === 'object') {
    const [key] = Object.keys(value);
    return key === undefined ? null : [key];
  }
  return null;
}

/** A deep copy of `value` with the field at `path` set to a value no schema takes. */
function changed(value: unknown, path: string[]): unknown {
  const copy: unknown = structuredClone(value);
  let parent = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[path[path.length - 1] ?? ''] = Symbol('changed');
  return copy;
}

describe('every dev-api answer passes its contract schema', () => {
  it.each(ROWS)('$call', async ({ call, schema, as = 'guest', payload, encoded }) => {
    const [method = 'GET', path = ''] = call.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const url = `/wps${path}`;
    const token = as === 'guest' ? undefined : tokens[as];
    const body = await payload?.();
    const res =
      encoded && (method === 'POST' || method === 'PUT')
        ? await sendEncoded(app, method, url, body, token)
        : await app.inject({ method, url, headers: token ? { token } : {}, ...(body && { payload: body }) });
    const answer = json(res);
    expect(answer.message, `${call} failed`).toBeUndefined();
    expect(answer.success).toBe(true);
    expect(answerMismatch(schema, answer.value), `${call}: the first field off its schema`).toBeUndefined();
    answers.set(call, answer.value);
  });

  it.each(ROWS.filter((row) => row.schema !== contract.AcknowledgementSchema))(
    '$call with its first field changed fails, naming that field',
    ({ call, schema }) => {
      const value = answers.get(call);
      const path = firstField(value);
      expect(path, `${call} answers with fields`).not.toBeNull();
      expect(answerMismatch(schema, changed(value, path ?? []))).toBe(path?.join('.'));
    },
  );
});
