import type { ContractKind, ContractRequest, PromotionStatus } from '../types.js';
import { seedAccounts } from '../seed/accounts.js';
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
  paymentPassword: string;
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
  status: 'processing';
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
  promotionStatus: Record<string, Record<string, PromotionStatus>>;
  applications: ApplicationRecord[];
  /** Sign-in dates (YYYY-MM-DD, UTC). */
  signIns: Record<string, string[]>;
  rewardsClaimed: Record<string, number[]>;
  nextId: { account: number; trial: number; order: number; feedback: number };
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
    promotionStatus: {},
    applications: [],
    signIns: {},
    rewardsClaimed: {},
    nextId: { account: 20001, trial: 10001, order: 1, feedback: 1 },
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
  return state;
}
