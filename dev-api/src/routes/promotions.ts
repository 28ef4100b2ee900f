import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { requestLanguage } from '../lib/language.js';
import { int, obj } from '../lib/schema.js';
import type { Runtime } from '../runtime.js';
import { LEADERBOARD, REWARDS } from '../seed/people.js';
import { inLanguage, localized } from '../seed/portuguese.js';
import type { RewardItem, SignInStatus } from '../types.js';

const DAY_REWARDS = [1, 2, 3, 5, 8, 10, 20];
/** What an invited friend's first deposit earns the member, and the share of the friend's valid bets they get. */
const REFERRAL_REWARD = 188;
const REFERRAL_BET_SHARE_PERCENT = 1;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function promotionRoutes(app: FastifyInstance, rt: Runtime): void {
  function signInStatus(key: string): SignInStatus {
    const dates = new Set(rt.state.signIns[key] ?? []);
    const today = rt.now();
    const signedToday = dates.has(dayOf(today));
    let streak = 0;
    for (let d = signedToday ? 0 : 1; dates.has(dayOf(today - d * 86_400_000)); d++) streak++;
    // Days signed in the current 7-day cycle; a finished cycle starts again at the next sign-in.
    const signedInWeek = streak === 0 || (!signedToday && streak % 7 === 0) ? 0 : ((streak - 1) % 7) + 1;
    return {
      days: DAY_REWARDS.map((reward, i) => ({ day: i + 1, reward, signed: i < signedInWeek })),
      signedToday,
      streak,
    };
  }

  app.get('/promotion/signIn', async (request) => {
    rt.requireFlag('login');
    return ok(signInStatus(rt.requireRealAccount(request).key));
  });

  app.post('/promotion/signIn', async (request) => {
    rt.requireFlag('login');
    const session = rt.requireRealAccount(request);
    const before = signInStatus(session.key);
    if (before.signedToday) throw fail('You have already signed in today');
    rt.store.update((s) => {
      s.signIns[session.key] = [...(s.signIns[session.key] ?? []), dayOf(rt.now())];
    });
    const after = signInStatus(session.key);
    const day = after.days.filter((d) => d.signed).length;
    const reward = DAY_REWARDS[day - 1] ?? 0;
    rt.store.update(() => {
      session.account.balance = Math.round((session.account.balance + reward) * 100) / 100;
    });
    return ok(after);
  });

  const rewardsOf = (key: string): RewardItem[] => {
    const claimed = new Set(rt.state.rewardsClaimed[key] ?? []);
    return REWARDS.map((r) => (claimed.has(r.id) ? { ...r, status: 'claimed' } : r));
  };

  app.get('/promotion/rewards', async (request) => {
    rt.requireFlag('REWCEN3');
    const language = requestLanguage(request);
    return ok(rewardsOf(rt.requireRealAccount(request).key).map((reward) => localized(reward, language)));
  });

  app.post<{ Body: { id: number } }>(
    '/promotion/rewards/claim',
    { schema: { body: obj({ id: int({ minimum: 1 }) }, ['id']) } },
    async (request) => {
      rt.requireFlag('REWCEN3');
      const session = rt.requireRealAccount(request);
      const reward = rewardsOf(session.key).find((r) => r.id === request.body.id);
      if (!reward) throw fail('Reward not found');
      if (reward.status !== 'claimable') throw fail('This reward cannot be claimed');
      rt.store.update((s) => {
        s.rewardsClaimed[session.key] = [...(s.rewardsClaimed[session.key] ?? []), reward.id];
        session.account.balance = Math.round((session.account.balance + reward.amount) * 100) / 100;
      });
      return ok({ sumBalance: session.account.balance, currencySymbol: session.account.currencySymbol });
    },
  );

  app.get('/promotion/referral', async (request) => {
    rt.requireFlag('referral');
    const { account } = rt.requireRealAccount(request);
    const invited = Object.values(rt.state.accounts).filter((a) => a.recommenderId.toLowerCase() === account.username.toLowerCase()).length;
    return ok({
      inviteCode: account.username,
      inviteUrl: `/m/register?recommenderId=${encodeURIComponent(account.username)}`,
      invitedCount: invited,
      rewardTotal: invited * REFERRAL_REWARD,
      rewardPerFriend: REFERRAL_REWARD,
      betSharePercent: REFERRAL_BET_SHARE_PERCENT,
      rules: inLanguage(
        `<p>Invite friends with your link. When a friend deposits, you get <b>${account.currencySymbol}188.00</b>, plus 1% of their valid bets.</p>`,
        requestLanguage(request),
      ),
    });
  });

  app.get('/promotion/leaderboard', async () => {
    rt.requireFlag('mission');
    return ok(LEADERBOARD);
  });
}
