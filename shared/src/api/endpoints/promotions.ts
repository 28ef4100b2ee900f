import { api } from '../client';
import { SESSION_CONTENT_POLICY, SESSION_POLICY, writeThen } from '../../query/queries';
import type { LeaderboardEntry, PromotionApplyPayload, ReferralInfo, RewardItem, SignInStatus, Wallet } from './types';
import * as contract from '../../contract';
import { answer } from './shape';

const isSignIn = answer(contract.SignInStatusSchema);

/** POST /promotion/apply (session): apply for a promotion with a comment (<= 140) and up to 3 images. */
export function applyPromotion(payload: PromotionApplyPayload): Promise<{ status: string }> {
  return writeThen(
    api.post<{ status: string }>('/promotion/apply', payload, { validate: answer(contract.PromotionApplyResultSchema) }),
    'GET /announcements',
  );
}

/** GET /promotion/signIn (session; login promotion): this week's sign-in calendar. */
export function fetchSignIn(): Promise<SignInStatus> {
  return api.get<SignInStatus>('/promotion/signIn', { cache: SESSION_POLICY, validate: isSignIn });
}

/** POST /promotion/signIn (session): sign in for today. */
export function signIn(): Promise<SignInStatus> {
  return writeThen(api.post<SignInStatus>('/promotion/signIn', {}, { validate: isSignIn }), 'GET /promotion/signIn', '#balance');
}

/** GET /promotion/rewards (session; REWCEN3): the reward centre. */
export function fetchRewards(): Promise<RewardItem[]> {
  return api.get<RewardItem[]>('/promotion/rewards', { cache: SESSION_CONTENT_POLICY, validate: answer(contract.RewardItemListSchema) });
}

/** POST /promotion/rewards/claim (session): claims a reward into the wallet. */
export function claimReward(id: number): Promise<Wallet> {
  return writeThen(
    api.post<Wallet>('/promotion/rewards/claim', { id }, { validate: answer(contract.WalletSchema) }),
    'GET /promotion/rewards',
    '#balance',
  );
}

/** GET /promotion/referral (session; referral promotion): invite code, link and totals. */
export function fetchReferral(): Promise<ReferralInfo> {
  return api.get<ReferralInfo>('/promotion/referral', {
    cache: SESSION_CONTENT_POLICY,
    validate: answer(contract.ReferralInfoSchema),
  });
}

/** GET /promotion/leaderboard (mission promotion). */
export function fetchLeaderboard(): Promise<LeaderboardEntry[]> {
  return api.get<LeaderboardEntry[]>('/promotion/leaderboard', { validate: answer(contract.LeaderboardEntryListSchema) });
}
