import * as v from 'valibot';

export const SignInStatusSchema = v.object({
  days: v.array(v.object({ day: v.number(), reward: v.number(), signed: v.boolean() })),
  signedToday: v.boolean(),
  /** Consecutive days signed. */
  streak: v.number(),
});

export const RewardItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  amount: v.number(),
  status: v.picklist(['claimable', 'claimed', 'expired']),
  /** 'YYYY-MM-DD HH:mm:ss'. */
  expireDate: v.string(),
});

export const ReferralInfoSchema = v.object({
  inviteCode: v.string(),
  /** Relative path of the register page with the code. */
  inviteUrl: v.string(),
  invitedCount: v.number(),
  rewardTotal: v.number(),
  /** What the member earns when an invited friend deposits, in the wallet's currency (the rules are then the site's own text). */
  rewardPerFriend: v.optional(v.number()),
  /** The share of an invited friend's valid bets the member earns, in per cent. */
  betSharePercent: v.optional(v.number()),
  /** HTML, in the language asked for: shown when the answer has no `rewardPerFriend`. */
  rules: v.string(),
});

export const LeaderboardEntrySchema = v.object({ rank: v.number(), customerName: v.string(), score: v.number(), reward: v.number() });

export const PromotionApplyResultSchema = v.object({ status: v.string() });

export const RewardItemListSchema = v.array(RewardItemSchema);
export const LeaderboardEntryListSchema = v.array(LeaderboardEntrySchema);
