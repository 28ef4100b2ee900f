/**
 * dev-api's wire types (src/types.ts) are a copy of shared/src/api/endpoints/types.ts, because the build
 * cannot import sources outside its rootDir. This file fails `pnpm --filter dev-api typecheck` when the
 * two drift apart (it is not part of the build).
 */
import type * as Shared from '../../shared/src/api/endpoints/types';
import type * as Local from './types.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const same = {
  LoginPayload: true as Equal<Local.LoginPayload, Shared.LoginPayload>,
  LoginResult: true as Equal<Local.LoginResult, Shared.LoginResult>,
  TrialResult: true as Equal<Local.TrialResult, Shared.TrialResult>,
  MemberInfo: true as Equal<Local.MemberInfo, Shared.MemberInfo>,
  RegisterPayload: true as Equal<Local.RegisterPayload, Shared.RegisterPayload>,
  RegisterSettings: true as Equal<Local.RegisterSettings, Shared.RegisterSettings>,
  ChangePasswordPayload: true as Equal<Local.ChangePasswordPayload, Shared.ChangePasswordPayload>,
  ResetPasswordBySmsPayload: true as Equal<Local.ResetPasswordBySmsPayload, Shared.ResetPasswordBySmsPayload>,
  UsernameCheck: true as Equal<Local.UsernameCheck, Shared.UsernameCheck>,
  Wallet: true as Equal<Local.Wallet, Shared.Wallet>,
  WithdrawPayload: true as Equal<Local.WithdrawPayload, Shared.WithdrawPayload>,
  WithdrawResult: true as Equal<Local.WithdrawResult, Shared.WithdrawResult>,
  SystemStatus: true as Equal<Local.SystemStatus, Shared.SystemStatus>,
  CaptchaImage: true as Equal<Local.CaptchaImage, Shared.CaptchaImage>,
  SmsSendPayload: true as Equal<Local.SmsSendPayload, Shared.SmsSendPayload>,
  SmsSendResult: true as Equal<Local.SmsSendResult, Shared.SmsSendResult>,
  ServiceEntry: true as Equal<Local.ServiceEntry, Shared.ServiceEntry>,
  LiveModel: true as Equal<Local.LiveModel, Shared.LiveModel>,
  Game: true as Equal<Local.Game, Shared.Game>,
  Vendor: true as Equal<Local.Vendor, Shared.Vendor>,
  VendorSorting: true as Equal<Local.VendorSorting, Shared.VendorSorting>,
  GameListResponse: true as Equal<Local.GameListResponse, Shared.GameListResponse>,
  FavouriteGamesResponse: true as Equal<Local.FavouriteGamesResponse, Shared.FavouriteGamesResponse>,
  WinnerEntry: true as Equal<Local.WinnerEntry, Shared.WinnerEntry>,
  LaunchResult: true as Equal<Local.LaunchResult, Shared.LaunchResult>,
  GameRecordResponse: true as Equal<Local.GameRecordResponse, Shared.GameRecordResponse>,
  AnnouncementResponse: true as Equal<Local.AnnouncementResponse, Shared.AnnouncementResponse>,
  Notice: true as Equal<Local.Notice, Shared.Notice>,
  PromotionApplyPayload: true as Equal<Local.PromotionApplyPayload, Shared.PromotionApplyPayload>,
  HelpItem: true as Equal<Local.HelpItem, Shared.HelpItem>,
  FeedbackPayload: true as Equal<Local.FeedbackPayload, Shared.FeedbackPayload>,
  InboxResponse: true as Equal<Local.InboxResponse, Shared.InboxResponse>,
  UnreadCount: true as Equal<Local.UnreadCount, Shared.UnreadCount>,
  ChatLaunchResult: true as Equal<Local.ChatLaunchResult, Shared.ChatLaunchResult>,
  AffiliateCheck: true as Equal<Local.AffiliateCheck, Shared.AffiliateCheck>,
  PendingContracts: true as Equal<Local.PendingContracts, Shared.PendingContracts>,
  ContractAnswer: true as Equal<Local.ContractAnswer, Shared.ContractAnswer>,
  SignInStatus: true as Equal<Local.SignInStatus, Shared.SignInStatus>,
  RewardItem: true as Equal<Local.RewardItem, Shared.RewardItem>,
  ReferralInfo: true as Equal<Local.ReferralInfo, Shared.ReferralInfo>,
  LeaderboardEntry: true as Equal<Local.LeaderboardEntry, Shared.LeaderboardEntry>,
  BrandSettings: true as Equal<Local.BrandSettings, Shared.BrandSettings>,
} satisfies Record<string, true>;

describe('wire types', () => {
  it('match the shared endpoint types (checked by typecheck)', () => {
    expect(Object.values(same).every(Boolean)).toBe(true);
  });
});
