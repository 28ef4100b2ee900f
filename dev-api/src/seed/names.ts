import type { Rng } from '../lib/prng.js';
import type { GameType } from '../types.js';

const SLOT_A = [
  'Fortune',
  'Lucky',
  'Golden',
  'Mega',
  'Wild',
  'Mystic',
  'Dragon',
  'Treasure',
  'Royal',
  'Super',
  'Magic',
  'Crazy',
  'Jungle',
  'Sweet',
  'Fire',
  'Ice',
  'Diamond',
  'Pirate',
  'Samurai',
  'Neon',
  'Aztec',
  'Cosmic',
];
const SLOT_B = [
  'Tiger',
  'Ox',
  'Rabbit',
  'Gems',
  'Empire',
  'Fruits',
  'Riches',
  'Queen',
  'Bonanza',
  'Phoenix',
  'Panda',
  'Koi',
  'Temple',
  'Spins',
  'Reels',
  'Mahjong',
  'Wolf',
  'Lion',
  'Pearls',
  'Rush',
  'Legends',
  'Party',
];
const FISH = [
  'Ocean King',
  'Fishing War',
  'Mega Fishing',
  'Royal Fishing',
  'Dragon Fishing',
  'Bomb Fishing',
  'Jackpot Fishing',
  'Happy Fishing',
  'Boom Legend',
  'Dinosaur Tycoon',
  'All-star Fishing',
  'Fishing God',
  'Fishing Disco',
  'Lucky Fishing',
  'Star Hunter',
  'Shark Bounty',
  'Deep Sea Legend',
  'Golden Toad',
  'Crab King',
  'Whale Hunter',
];
const PVP = [
  "Texas Hold'em",
  'Teen Patti',
  'Rummy',
  'Blackjack 21',
  'Pusoy',
  'Tongits',
  'Baccarat Duel',
  'Dragon Tiger Duel',
  'Andar Bahar',
  'Sic Bo Duel',
  'Bull Bull',
  'Three Card Poker',
  'Omaha',
  'Pai Gow',
  'Crash',
  'Dice Duel',
  'Fan Tan',
  'Big Two',
  'Poker King',
  'Golden Flower',
  'Landlord',
  'Mines',
  'Plinko',
  'Hi Lo',
  'Number King',
  'Royal Poker',
  'Speed Rummy',
  'Color Game',
  'Pula Puti',
  'Lucky Dice',
  'Card War',
  'Tien Len',
];
const LIVE_A = [
  'Baccarat',
  'Speed Baccarat',
  'Lightning Roulette',
  'Blackjack',
  'Dragon Tiger',
  'Sic Bo',
  'Roulette',
  'Crazy Time',
  'Mega Ball',
  'Squeeze Baccarat',
  'Auto Roulette',
  'Fan Tan',
];
const LOTT = [
  'SEA 5D',
  'SEA 3D',
  'Mega 6/45',
  'Power 6/55',
  'Thai Lotto',
  'Lao Lotto',
  'Pick 3',
  'Fast 5',
  'Lucky 7',
  'Daily 4',
  'Keno 80',
  'Keno Turbo',
  'Keno Express',
  'Keno Classic',
  'Keno Star',
  'Keno Rush',
];
const ELOTT = [
  'Miền Bắc',
  'Miền Nam',
  'Miền Trung',
  'Lô Đề 1 Phút',
  'Xổ Số Nhanh',
  'Siêu Tốc 45 Giây',
  'Vietlott Mega',
  'Vietlott Power',
  'Numero 3D',
  'Numero 5D',
  'Keno Việt',
  'Xổ Số Hà Nội',
  'Xổ Số TP.HCM',
  'Bingo 18',
];

/** A unique game name of a type. */
export function gameName(rng: Rng, type: GameType, vendor: string, index: number, used: Set<string>): string {
  const take = (name: string) => {
    used.add(name);
    return name;
  };
  switch (type) {
    case 'RNG':
      for (let tries = 0; tries < 50; tries++) {
        const name = `${rng.pick(SLOT_A)} ${rng.pick(SLOT_B)}`;
        if (!used.has(name)) return take(name);
      }
      return take(`${rng.pick(SLOT_A)} ${rng.pick(SLOT_B)} ${index + 1}`);
    case 'FISH':
    case 'PVP':
    case 'LOTT':
    case 'ELOTT': {
      const list = type === 'FISH' ? FISH : type === 'PVP' ? PVP : type === 'LOTT' ? LOTT : ELOTT;
      const free = list.filter((n) => !used.has(n));
      return take(free.length ? rng.pick(free) : `${vendor} ${type} ${index + 1}`);
    }
    case 'LIVE': {
      const base = LIVE_A[index % LIVE_A.length] ?? 'Baccarat';
      const name = `${base} ${vendor === 'EVO' ? '' : `${vendor} `}${String.fromCharCode(65 + Math.floor(index / LIVE_A.length))}`.replace(
        /\s+/g,
        ' ',
      );
      return take(used.has(name) ? `${name} ${index}` : name);
    }
    case 'SPORTS':
      return take(index === 0 ? `${vendor} Sportsbook` : `${vendor} Virtual Sports`);
    case 'COCKFIGHT':
      return take(index === 0 ? `${vendor} Cockfight Live` : `${vendor} Derby Arena`);
    case 'ESPORTS':
      return take(index === 0 ? `${vendor} Esports` : `${vendor} Esports Live`);
    default:
      return take(`${vendor} ${type} ${index + 1}`);
  }
}

export const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
