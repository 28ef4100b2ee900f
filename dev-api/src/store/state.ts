import type { ContractKind, ContractRequest, DepositStatus, PromotionStatus, VoucherRedeemResult } from '../types.js';
import { hashSecret, isSecretHash } from '../lib/secret.js';
import { seedAccounts } from '../seed/accounts.js';
import { seedPayoutAccounts, seedVouchers } from '../seed/cashier.js';
import { seedContracts } from '../seed/people.js';

export interface Account {
  id: number;
  username: string;
  /** Plain text: this is a stand-in. */
  password: string;
  type: number;
  nickname: string;
  mobileNum: string;
  countryDialingCode: string;
  email: string;
  balance: number;
  currencySymbol: string;
  /** '0' when the member has no VIP label. */
  vipLabel: string;
  registerDate: string;
  loginCount: number;
  headIcon: string;
  /** The payment password as `hashSecret` keeps it ('' when none is set): never the plain text. */
  paymentPasswordHash: string;
  affiliateCode: string;
  recommenderId: string;
}

export interface FeedbackRecord {
  id: number;
  username: string;
  sender: string;
  type: number;
  content: string;
  at: number;
}

export interface WithdrawalRecord {
  orderId: string;
  username: string;
  amount: number;
  at: number;
  status: 'processing' | 'success' | 'rejected';
  /** The payout account paid to (absent on withdrawals made before payout accounts). */
  payoutAccountId?: string;
}

export interface DepositRecord {
  orderId: string;
  reference: string;
  username: string;
  /** The channel's code. */
  channel: string;
  amount: number;
  /** 'expired' is worked out when read: a pending order past `expiresAt` with no voucher bought for it. */
  status: Exclude<DepositStatus, 'expired'>;
  createdAt: number;
  expiresAt: number;
  /** The request that made it: the same request again answers this order. */
  requestId: string;
  /** A voucher order: the code the outlet issued once it was paid (the order then waits for the redeem). */
  voucherCode?: string;
}

export interface VoucherRecord {
  /** Normalised: upper case, letters and digits only. */
  code: string;
  amount: number;
  /** The voucher order it was bought for; a gift voucher has none. */
  orderId?: string;
  /** Lower-case username of the member who redeemed it. */
  redeemedBy?: string;
  redeemedAt?: number;
  /** The redeem that credited it and its answer, given again to the same request. */
  redeem?: { requestId: string; result: VoucherRedeemResult };
}

export interface PayoutAccountRecord {
  id: string;
  bankCode: string;
  accountName: string;
  /** Kept whole here (the payout needs it); answers carry only its last four digits. */
  accountNumber: string;
  addedAt: number;
  /** Removed by the member: no longer listed or paid to, kept so the withdrawals paid to it still name it. */
  removedAt?: number;
}

export interface ContractAnswerRecord {
  username: string;
  kind: ContractKind;
  id: number;
  accepted: boolean;
  at: number;
}

export interface ApplicationRecord {
  username: string;
  promotionId: number;
  comment: string;
  imageCount: number;
  at: number;
}

/** Everything that changes; persisted in state.json. Per-user maps are keyed by the lower-case username. */
export interface State {
  version: 1;
  accounts: Record<string, Account>;
  sessions: Record<string, { username: string; createdAt: number }>;
  /** Login keys (lower-case username, or 'sms:'+mobile) that need a correct captcha until they log in. */
  captchaRequired: string[];
  /** Favourite nodeIds, newest first. */
  favourites: Record<string, string[]>;
  /** Recently launched nodeIds, newest first. */
  recent: Record<string, number[]>;
  /** Announcement ids read; '' is the guest key. */
  readAnnouncements: Record<string, number[]>;
  inboxRead: Record<string, number[]>;
  chatRead: Record<string, boolean>;
  feedback: FeedbackRecord[];
  contracts: Record<string, Partial<Record<ContractKind, ContractRequest>>>;
  contractAnswers: ContractAnswerRecord[];
  withdrawals: WithdrawalRecord[];
  deposits: DepositRecord[];
  /** By normalised code. */
  vouchers: Record<string, VoucherRecord>;
  payoutAccounts: Record<string, PayoutAccountRecord[]>;
  promotionStatus: Record<string, Record<string, PromotionStatus>>;
  applications: ApplicationRecord[];
  /** Sign-in dates (YYYY-MM-DD, UTC). */
  signIns: Record<string, string[]>;
  rewardsClaimed: Record<string, number[]>;
  nextId: { account: number; trial: number; order: number; feedback: number; deposit: number; payout: number };
}

export const userKey = (username: string): string => username.trim().toLowerCase();

export function initialState(): State {
  const accounts: Record<string, Account> = {};
  for (const account of seedAccounts()) accounts[userKey(account.username)] = account;
  return {
    version: 1,
    accounts,
    sessions: {},
    captchaRequired: [],
    favourites: { player01: ['1001', '1035', '1092'] },
    recent: {},
    readAnnouncements: {},
    inboxRead: {},
    chatRead: {},
    feedback: [],
    contracts: { contract01: seedContracts() },
    contractAnswers: [],
    withdrawals: [],
    deposits: [],
    vouchers: seedVouchers(),
    payoutAccounts: seedPayoutAccounts(),
    promotionStatus: {},
    applications: [],
    signIns: {},
    rewardsClaimed: {},
    nextId: { account: 20001, trial: 10001, order: 1, feedback: 1, deposit: 1, payout: 2 },
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A persisted state over the initial one: unknown or mistyped top-level entries fall back to the seeds. */
export function restoreState(saved: unknown): State {
  const state = initialState();
  if (!isRecord(saved) || saved.version !== 1) return state;
  const target = state as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(saved)) {
    const current = target[key];
    if (current === undefined) continue;
    if (Array.isArray(current) ? Array.isArray(value) : isRecord(current) ? isRecord(value) : typeof value === typeof current) {
      target[key] = isRecord(current) && isRecord(value) && key === 'nextId' ? { ...current, ...value } : value;
    }
  }
  for (const account of Object.values(state.accounts)) hashLegacyPaymentPassword(account);
  return state;
}

/**
 * A state file written before payment passwords were hashed holds them as `paymentPassword` in plain text:
 * the hash takes its place, and the plain text is dropped from the state (and so from the next write).
 */
function hashLegacyPaymentPassword(account: Account): void {
  const legacy = account as Account & { paymentPassword?: unknown };
  if (typeof legacy.paymentPasswordHash !== 'string' || (legacy.paymentPasswordHash && !isSecretHash(legacy.paymentPasswordHash))) {
    const plain = typeof legacy.paymentPassword === 'string' ? legacy.paymentPassword.trim() : '';
    legacy.paymentPasswordHash = plain ? hashSecret(plain) : '';
  }
  delete legacy.paymentPassword;
}
