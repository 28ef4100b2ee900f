import type { Announcement, AnnouncementExecution, AnnouncementKind, PromotionStatus } from '../types.js';

const image = (id: number) => [
  { sequence: 1, url: `promo/${id}-1.svg` },
  { sequence: 2, url: `promo/${id}-2.svg` },
];

const base = (id: number, title: string, content: string, startDate: string, execution: AnnouncementExecution): Announcement => ({
  id,
  title,
  content,
  startDate,
  endDate: '2027-12-31 23:59:59',
  execution,
  promotionType: '',
  announcementImages: [],
  type: 'PU',
});

/** Popup announcements: execution A for logged-in users, B for guests, F on a first login (HTML content). */
export function seedPopups(): Announcement[] {
  return [
    base(
      1,
      'Welcome back!',
      '<p>Thanks for playing with us. <b>Deposit today</b> and get a <a href="/m/activity">10% reload bonus</a>.</p>',
      '2026-01-02 09:00:00',
      'A',
    ),
    base(
      2,
      'Scheduled maintenance',
      '<p>PG games will be under maintenance on <b>Tuesday 02:00-04:00</b>. Other games are not affected.</p>',
      '2026-01-03 12:00:00',
      'A',
    ),
    base(
      3,
      'New VIP perks',
      '<p>Check the new <a href="/m/vip">VIP perks</a> and the <a href="https://example.com/vip-terms">terms</a>.</p><ul><li>Faster withdrawals</li><li>Birthday bonus</li></ul>',
      '2026-01-04 10:00:00',
      'A',
    ),
    base(
      4,
      'Join us today',
      '<p>Register now and receive a <b>100% welcome bonus</b> up to 5,000. <a href="/m/register">Sign up</a></p>',
      '2026-01-02 09:00:00',
      'B',
    ),
    base(
      5,
      'Try games for free',
      '<p>Not sure yet? <a href="/m/trail">Start a free trial</a> and play with demo credits.</p>',
      '2026-01-05 09:00:00',
      'B',
    ),
    base(
      6,
      'Your first login gift',
      '<p>Welcome! Your <b>first login gift</b> is waiting in the <a href="/m/rewardCenter">reward centre</a>.</p>',
      '2026-01-01 00:00:00',
      'F',
    ),
  ];
}

/** Player (general) announcements, also the notice list. */
export function seedNotices(): Announcement[] {
  const items: [string, string][] = [
    ['Deposit channels updated', '<p>GCash and Maya deposits are now credited within <b>1 minute</b>.</p>'],
    ['Withdrawal limits raised', '<p>Daily withdrawal limit is now <b>200,000</b> for VIP 3 and above.</p>'],
    ['Security reminder', '<p>Never share your password or SMS code. Our staff will <b>never</b> ask for it.</p>'],
    ['New provider: SPADE', '<p>Spadegaming slots are now live. <a href="/m/gameList?gameType=RNG&vassalage=SPADE">Play now</a>.</p>'],
    ['Holiday schedule', '<p>Customer service runs 24/7 during the holidays.</p>'],
    ['Responsible gaming', '<p>Set deposit limits in the member centre. Players must be 18 or older.</p>'],
    ['Lottery draw times', '<p>SEA 5D draws every 5 minutes; Miền Bắc daily at 18:15.</p>'],
    ['App update 3.2', '<p>Download the new app from the <a href="/m/app">download page</a>.</p>'],
    ['Cockfight schedule', '<p>SV388 derby every evening from 19:00.</p>'],
    ['Esports world finals', '<p>Bet on the finals with TF Gaming. <a href="https://example.com/esports">Schedule</a></p>'],
    ['Referral programme', '<p>Invite friends and earn 1% of their valid bets.</p>'],
    ['Terms updated', '<p>Our terms were updated on 2026-01-10. <a href="https://example.com/terms">Read them</a>.</p>'],
  ];
  return items.map(([title, content], i) => ({
    ...base(201 + i, title, content, `2026-01-${String(12 - i).padStart(2, '0')} 08:00:00`, 'A'),
    type: 'PL' as AnnouncementKind,
  }));
}

interface PromoDef {
  title: string;
  type: AnnouncementKind;
  promotionType: string;
  status: PromotionStatus;
  content: string;
}

const PROMOS: PromoDef[] = [
  {
    title: '100% Welcome Bonus',
    type: 'B',
    promotionType: 'DEPOSIT',
    status: 'joined',
    content: '<p>Get <b>100%</b> on your first deposit up to 5,000.</p><ol><li>Deposit at least 100</li><li>Turnover x15</li></ol>',
  },
  {
    title: 'Daily Reload 10%',
    type: 'B',
    promotionType: 'DEPOSIT',
    status: 'applying',
    content: '<p>Reload every day and get <b>10%</b> extra.</p>',
  },
  {
    title: 'Slots Rebate 1.5%',
    type: 'PL',
    promotionType: 'REBATE',
    status: 'process',
    content: '<p>Unlimited rebate on all slots, paid daily.</p>',
  },
  {
    title: 'Live Casino Cashback',
    type: 'PL',
    promotionType: 'CASHBACK',
    status: 'issued',
    content: '<p>Weekly 5% cashback on live casino net losses.</p>',
  },
  {
    title: 'Fishing Frenzy',
    type: 'PL',
    promotionType: 'TOURNAMENT',
    status: 'coming_soon',
    content: '<p>Top 50 fishers share <b>500,000</b>.</p>',
  },
  {
    title: 'Invite Friends Bonus',
    type: 'PU',
    promotionType: 'REFERRAL',
    status: 'claimed',
    content: '<p>Earn 188 for each friend who deposits. <a href="/m/inviteFriends">Invite now</a></p>',
  },
  {
    title: 'Weekend Lucky Spin',
    type: 'PU',
    promotionType: 'LUCKY_SPIN',
    status: 'rejected',
    content: '<p>Spin the wheel every weekend.</p>',
  },
  {
    title: 'Sports Parlay Boost',
    type: 'PR',
    promotionType: 'SPORTS',
    status: 'joined',
    content: '<p>Win up to <b>50%</b> extra on 5+ leg parlays.</p>',
  },
  {
    title: 'Lottery Jackpot Week',
    type: 'PR',
    promotionType: 'LOTTERY',
    status: 'coming_soon',
    content: '<p>Double prizes on SEA 5D all week.</p>',
  },
  {
    title: 'Daily Missions',
    type: 'PR',
    promotionType: 'MISSION',
    status: 'process',
    content: '<p>Complete missions and climb the <a href="/m/leaderBoard">leaderboard</a>.</p>',
  },
  {
    title: '7-Day Sign-in Rewards',
    type: 'PR',
    promotionType: 'LOGIN',
    status: 'joined',
    content: '<p>Sign in 7 days in a row for up to 49 free credits. <a href="/m/activity/signIn">Sign in</a></p>',
  },
  { title: 'Christmas Special', type: 'PR', promotionType: 'SEASONAL', status: 'closed', content: '<p>This promotion has ended.</p>' },
  {
    title: 'VIP Upgrade Bonus',
    type: 'PR',
    promotionType: 'UPGRADE_BONUS',
    status: 'issued',
    content:
      '<p>Reach a new VIP level and get an instant <b>upgrade bonus</b>.</p><table><tr><th>Level</th><th>Bonus</th></tr><tr><td>VIP 1</td><td>88</td></tr><tr><td>VIP 5</td><td>1,888</td></tr></table>',
  },
  {
    title: 'Birthday Gift',
    type: 'PR',
    promotionType: 'UPGRADE_BONUS',
    status: 'coming_soon',
    content: '<p>VIP members receive a birthday gift every year.</p>',
  },
];

/** Promotions (types B, PL, PU, PR) with images of sequence 1 (banner) and 2 (card), statuses, UPGRADE_BONUS ones. */
export function seedPromotions(): Announcement[] {
  return PROMOS.map((p, i) => {
    const id = 101 + i;
    return {
      ...base(id, p.title, p.content, `2026-01-${String(1 + i).padStart(2, '0')} 00:00:00`, 'A'),
      type: p.type,
      promotionType: p.promotionType,
      status: p.status,
      endDate: p.status === 'closed' ? '2025-12-31 23:59:59' : '2027-12-31 23:59:59',
      announcementImages: image(id),
    };
  });
}
