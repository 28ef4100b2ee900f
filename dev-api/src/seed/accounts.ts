import { seededSecret } from '../lib/secret.js';
import type { Account } from '../store/state.js';

const account = (a: Partial<Account> & Pick<Account, 'id' | 'username' | 'password' | 'type'>): Account => ({
  nickname: a.username,
  mobileNum: '',
  countryDialingCode: '+63',
  email: '',
  balance: 0,
  currencySymbol: '₱',
  vipLabel: '0',
  registerDate: '2025-06-01 10:00:00',
  loginCount: 0,
  headIcon: 'avatar/1.svg',
  paymentPasswordHash: '',
  affiliateCode: '',
  recommenderId: '',
  ...a,
});

/** The seeded accounts of docs/architecture.md. */
export function seedAccounts(): Account[] {
  return [
    account({
      id: 10001,
      username: 'player01',
      password: 'Player#2026',
      type: 1,
      nickname: 'Player One',
      mobileNum: '09171234567',
      email: 'player01@example.com',
      balance: 1520.75,
      vipLabel: 'VIP 3',
      headIcon: 'avatar/3.svg',
      paymentPasswordHash: seededSecret('123456'),
    }),
    account({
      id: 10002,
      username: 'agent01',
      password: 'Agent#2026',
      type: 40,
      nickname: 'Agent One',
      mobileNum: '09170000040',
      email: 'agent01@example.com',
      balance: 8800,
      vipLabel: 'VIP 5',
      affiliateCode: 'AGENT01',
    }),
    account({
      id: 10003,
      username: 'contract01',
      password: 'Player#2026',
      type: 1,
      nickname: 'Contract One',
      mobileNum: '09175550001',
      balance: 300,
      recommenderId: 'agent01',
    }),
  ];
}

/** Invitation (affiliate) codes the server accepts. */
export const AFFILIATE_CODES = ['AFF2026', 'AGENT01', 'VIP888'];
