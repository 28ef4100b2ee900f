import type { Announcement, Banner, GameRecord, HelpItem, InboxMessage, WalletRecord, WinnerEntry } from '../types.js';
import { seedNotices, seedPopups, seedPromotions } from './announcements.js';
import { seedBanners } from './banners.js';
import { seedWalletHistory } from './cashier.js';
import { seedGames, type GameSeeds } from './games.js';
import { seedHelp } from './help.js';
import { seedGameRecords, seedInbox, seedWinners } from './people.js';

/** Read-only seed data, regenerated in code on every start (only changes are persisted). */
export interface Seeds extends GameSeeds {
  banners: Banner[];
  popups: Announcement[];
  notices: Announcement[];
  promotions: Announcement[];
  help: HelpItem[];
  winners: (WinnerEntry & { gameType: string })[];
  inbox: Record<string, (InboxMessage & { defaultRead: boolean })[]>;
  /** Game records per lower-case username. */
  records: Record<string, GameRecord[]>;
  /** Deposits and withdrawals made before this run, per lower-case username (settled, so they never change). */
  walletHistory: Record<string, WalletRecord[]>;
}

export function createSeeds(now: number): Seeds {
  const games = seedGames();
  return {
    ...games,
    banners: seedBanners(),
    popups: seedPopups(),
    notices: seedNotices(),
    promotions: seedPromotions(),
    help: seedHelp(),
    winners: seedWinners(games.games),
    inbox: seedInbox(),
    records: { player01: seedGameRecords(games.games, now) },
    walletHistory: { player01: seedWalletHistory(now) },
  };
}
