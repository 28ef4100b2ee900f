import { createRng } from '../lib/prng.js';
import type { ContractKind, ContractRequest, Game, GameRecord, InboxMessage, LeaderboardEntry, RewardItem, WinnerEntry } from '../types.js';

const NAMES = [
  'pl***01',
  'ma***88',
  'jo***23',
  'an***77',
  'ke***09',
  'li***66',
  'ro***12',
  'sa***45',
  'ch***31',
  'mi***90',
  'da***18',
  'el***27',
];

/** 36 winners over random games. */
export function seedWinners(games: Game[]): (WinnerEntry & { gameType: string })[] {
  const rng = createRng(777);
  const pool = games.filter((g) => g.showIcon && ['RNG', 'FISH', 'LIVE', 'PVP'].includes(g.gameType));
  return Array.from({ length: 36 }, () => {
    const game = rng.pick(pool);
    return {
      nodeId: game.nodeId,
      gameName: game.gameName,
      customerName: rng.pick(NAMES),
      winAmount: rng.int(5, 2000) * 50,
      iconUrl: game.iconUrl,
      gameType: game.gameType,
    };
  });
}

export const LEADERBOARD: LeaderboardEntry[] = Array.from({ length: 20 }, (_, i) => ({
  rank: i + 1,
  customerName: NAMES[i % NAMES.length] ?? 'pl***01',
  score: 98_000 - i * 4_250,
  reward: [8888, 5888, 3888][i] ?? Math.max(88, 1888 - i * 88),
}));

export const REWARDS: RewardItem[] = [
  { id: 1, title: 'First login gift', amount: 18, status: 'claimable', expireDate: '2027-12-31 23:59:59' },
  { id: 2, title: 'Weekly rebate', amount: 56.4, status: 'claimable', expireDate: '2027-12-31 23:59:59' },
  { id: 3, title: 'Mission reward', amount: 30, status: 'claimable', expireDate: '2027-12-31 23:59:59' },
  { id: 4, title: 'Sign-in bonus', amount: 7, status: 'claimed', expireDate: '2027-12-31 23:59:59' },
  { id: 5, title: 'Holiday gift', amount: 88, status: 'expired', expireDate: '2025-12-31 23:59:59' },
];

const msg = (id: number, title: string, content: string, sendDate: string, read = false): InboxMessage & { defaultRead: boolean } => ({
  id,
  title,
  content,
  sendDate,
  read,
  defaultRead: read,
});

/** Inbox messages: `all` goes to every real account, the others to one user. */
export function seedInbox(): Record<string, (InboxMessage & { defaultRead: boolean })[]> {
  return {
    all: [
      msg(1, 'Welcome to MCasino', '<p>Your account is ready. Enjoy <b>300+ games</b>!</p>', '2026-01-01 08:00:00'),
      msg(2, 'Security tips', '<p>Turn on SMS verification to protect your account.</p>', '2026-01-03 08:00:00', true),
      msg(3, 'January promotions', '<p>See what is new in <a href="/m/activity">promotions</a>.</p>', '2026-01-05 08:00:00'),
    ],
    player01: [
      msg(11, 'Deposit received', '<p>Your deposit of <b>₱1,000.00</b> has been credited.</p>', '2026-01-06 14:12:00', true),
      msg(12, 'Withdrawal processed', '<p>Your withdrawal of <b>₱500.00</b> was sent.</p>', '2026-01-07 09:30:00'),
      msg(13, 'VIP level up', '<p>Congratulations, you reached <b>VIP 3</b>!</p>', '2026-01-08 20:00:00'),
      msg(14, 'Rebate credited', '<p>Your weekly rebate of ₱56.40 is waiting in the reward centre.</p>', '2026-01-09 10:00:00'),
    ],
    contract01: [
      msg(21, 'Contract offers', '<p>Your agent sent you contract offers. Open the member centre to answer.</p>', '2026-01-09 11:00:00'),
    ],
    agent01: [msg(31, 'Agent report ready', '<p>Your December agent report is ready.</p>', '2026-01-02 07:00:00')],
  };
}

type OfferFields = Pick<ContractRequest, 'id' | 'title' | 'requestDate' | 'period' | 'summary'> & { terms: [string, string][] };

/** A pending offer of agent01's, its terms written as [condition, what it gives]. */
function offer(kind: ContractKind, { id, title, requestDate, period, summary, terms }: OfferFields): ContractRequest {
  const written = terms.map(([label, value]) => ({ label, value }));
  return { id, kind, title, from: 'agent01', requestDate, period, summary, terms: written, status: 'pending' };
}

/** The pending contract requests of contract01, with readable terms. */
export function seedContracts(): Record<ContractKind, ContractRequest> {
  return {
    dailysalreqtype: offer('dailysalreqtype', {
      id: 501,
      title: 'Daily salary contract',
      requestDate: '2026-01-09 10:00:00',
      period: 'daily',
      summary: 'agent01 offers you a daily salary based on your team’s valid bets and active members.',
      terms: [
        ['Team valid bets ≥ 10,000 and 3 active members', 'Salary 100 per day'],
        ['Team valid bets ≥ 50,000 and 5 active members', 'Salary 600 per day'],
        ['Team valid bets ≥ 200,000 and 10 active members', 'Salary 2,800 per day'],
        ['Paid', 'Every day at 03:00'],
      ],
    }),
    divtypecompperiodreq: offer('divtypecompperiodreq', {
      id: 502,
      title: 'Dividend contract',
      requestDate: '2026-01-09 10:05:00',
      period: 'half-monthly',
      summary: 'agent01 offers you a share of your team’s net loss every half month.',
      terms: [
        ['Team net loss ≥ 10,000', 'Dividend 10%'],
        ['Team net loss ≥ 100,000', 'Dividend 20%'],
        ['Team net loss ≥ 500,000', 'Dividend 30%'],
        ['Settlement', 'On the 1st and 16th of each month'],
      ],
    }),
    contracthoursalreq: offer('contracthoursalreq', {
      id: 503,
      title: 'Hourly salary contract',
      requestDate: '2026-01-09 10:10:00',
      period: 'hourly',
      summary: 'agent01 offers you an hourly salary for your team’s lottery bets.',
      terms: [
        ['Team lottery bets ≥ 1,000 in the hour', '0.5% of the bets'],
        ['Team lottery bets ≥ 10,000 in the hour', '0.8% of the bets'],
        ['Paid', 'Ten minutes after each hour'],
      ],
    }),
  };
}

/** 72 bets over the last 90 days, newest first, for player01. */
export function seedGameRecords(games: Game[], now: number): GameRecord[] {
  const rng = createRng(4242);
  const pool = games.filter((g) => g.gameType !== 'SPORTS');
  const day = 86_400_000;
  const start = now - 90 * day;
  const records: GameRecord[] = Array.from({ length: 72 }, (_, i) => {
    const game = rng.pick(pool);
    const betAmount = rng.int(1, 100) * 10;
    const win = rng.chance(0.45) ? Math.round(betAmount * rng.amount(0.2, 6) * 100) / 100 : 0;
    const betTime = Math.floor(start + ((i + rng.next()) / 72) * (90 * day - 3_600_000));
    const status = i === 71 ? 'unsettled' : rng.chance(0.03) ? 'cancelled' : 'settled';
    return {
      id: `BR${String(100000 + i)}`,
      nodeId: game.nodeId,
      gameName: game.gameName,
      vendor: game.vassalage,
      gameType: game.gameType,
      betAmount,
      winAmount: status === 'settled' ? win : 0,
      netAmount: status === 'settled' ? Math.round((win - betAmount) * 100) / 100 : 0,
      betTime,
      status,
    };
  });
  return records.reverse();
}
