import type { GameType } from '../types.js';

export interface VendorDef {
  name: string;
  display: string;
  /** Game count per game type; the first type is the vendor's main one. */
  games: Partial<Record<GameType, number>>;
  /** The vendor's own classifications per game type. */
  classify: Partial<Record<GameType, string[]>>;
}

/** The seeded vendors: at least 12, with TCG-prefixed lottery vendors, a cockfight and an e-sports vendor. */
export const VENDORS: readonly VendorDef[] = [
  { name: 'PG', display: 'PG Soft', games: { RNG: 30 }, classify: { RNG: ['slots', 'jackpot', 'megaways'] } },
  {
    name: 'JILI',
    display: 'JILI Games',
    games: { RNG: 28, FISH: 8, PVP: 8 },
    classify: { RNG: ['slots', 'classic'], FISH: ['fishing'], PVP: ['card', 'table'] },
  },
  {
    name: 'PP',
    display: 'Pragmatic Play',
    games: { RNG: 26, LIVE: 10 },
    classify: { RNG: ['slots', 'megaways', 'jackpot'], LIVE: ['baccarat', 'roulette', 'blackjack'] },
  },
  { name: 'JDB', display: 'JDB Gaming', games: { RNG: 20, FISH: 6 }, classify: { RNG: ['slots'], FISH: ['fishing', 'arcade'] } },
  { name: 'CQ9', display: 'CQ9 Gaming', games: { RNG: 18, FISH: 5 }, classify: { RNG: ['slots', 'classic'], FISH: ['fishing'] } },
  { name: 'SPADE', display: 'Spadegaming', games: { RNG: 12 }, classify: { RNG: ['slots'] } },
  { name: 'EVO', display: 'Evolution', games: { LIVE: 16 }, classify: { LIVE: ['baccarat', 'roulette', 'blackjack', 'game-show'] } },
  { name: 'SEXY', display: 'Sexy Baccarat', games: { LIVE: 8 }, classify: { LIVE: ['baccarat', 'dragon-tiger', 'sicbo'] } },
  { name: 'KY', display: 'KY Poker', games: { PVP: 14 }, classify: { PVP: ['card', 'poker', 'table'] } },
  { name: 'V8', display: 'V8 Poker', games: { PVP: 10 }, classify: { PVP: ['card', 'poker'] } },
  { name: 'TCG_SEA', display: 'TCG SEA Lottery', games: { LOTT: 10 }, classify: { LOTT: ['lottery', 'quick'] } },
  { name: 'TCG_KENO', display: 'TCG Keno', games: { LOTT: 6 }, classify: { LOTT: ['keno'] } },
  { name: 'TCG_LOTTO_VN', display: 'TCG Lotto VN', games: { ELOTT: 14 }, classify: { ELOTT: ['lottery', 'numero'] } },
  { name: 'SABA', display: 'SABA Sports', games: { SPORTS: 2 }, classify: { SPORTS: ['sportsbook'] } },
  { name: 'CMD', display: 'CMD368', games: { SPORTS: 1 }, classify: { SPORTS: ['sportsbook'] } },
  { name: 'SV388', display: 'SV388 Cockfight', games: { COCKFIGHT: 2 }, classify: { COCKFIGHT: ['cockfight'] } },
  { name: 'TFG', display: 'TF Gaming Esports', games: { ESPORTS: 2 }, classify: { ESPORTS: ['esports'] } },
];

/** Categories that stand for several game types (spec: sports split into SPORTS, COCKFIGHT, ESPORTS). */
export const CATEGORY_TYPES: Record<string, readonly GameType[]> = {
  SPORTS: ['SPORTS', 'COCKFIGHT', 'ESPORTS'],
  ELOTT: ['ELOTT', 'LOTT'],
  LOCAL: ['PVP'],
};

export const typesOf = (gameType: string): readonly GameType[] => CATEGORY_TYPES[gameType] ?? [gameType as GameType];

/** LOTT vendors that use the ELOTT prize mode (brand setting). */
export const ELOTT_MAPPING = ['TCG_KENO'];
