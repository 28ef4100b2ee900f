import { api } from '../client';
import type { LeaderboardEntry, PromotionApplyPayload, ReferralInfo, RewardItem, SignInStatus, Wallet } from './types';
import { listOf, objectWith } from './shape';

const isSignIn = objectWith<SignInStatus>('days', 'signedToday', 'streak');

/** POST /promotion/apply (session): apply for a promotion with a comment (<= 140) and up to 3 images. */
export function applyPromotion(payload: PromotionApplyPayload): Promise<{ status: string }> {
  return api.post<{ status: string }>('/promotion/apply', payload, { validate: objectWith<{ status: string }>('status') });
}

/** GET /promotion/signIn (session; login promotion): this week's sign-in calendar. */
export function fetchSignIn(): Promise<SignInStatus> {
  return api.get<SignInStatus>('/promotion/signIn', { validate: isSignIn });
}

/** POST /promotion/signIn (session): sign in for today. */
export function signIn(): Promise<SignInStatus> {
  return api.post<SignInStatus>('/promotion/signIn', {}, { validate: isSignIn });
}

/** GET /promotion/rewards (session; REWCEN3): the reward centre. */
export function fetchRewards(): Promise<RewardItem[]> {
  return api.get<RewardItem[]>('/promotion/rewards', { validate: listOf<RewardItem>() });
}

/** POST /promotion/rewards/claim (session): claims a reward into the wallet. */
export function claimReward(id: number): Promise<Wallet> {
  return api.post<Wallet>('/promotion/rewards/claim', { id }, { validate: objectWith<Wallet>('sumBalance', 'currencySymbol') });
}

/** GET /promotion/referral (session; referral promotion): invite code, link and totals. */
export function fetchReferral(): Promise<ReferralInfo> {
  return api.get<ReferralInfo>('/promotion/referral', { validate: objectWith<ReferralInfo>('inviteCode', 'inviteUrl') });
}

/** GET /promotion/leaderboard (mission promotion). */
export function fetchLeaderboard(): Promise<LeaderboardEntry[]> {
  return api.get<LeaderboardEntry[]>('/promotion/leaderboard', { validate: listOf<LeaderboardEntry>() });
}
