import { createRng } from '../lib/prng.js';
import type { Game, GameCategory, GameType, Vendor, VendorSorting } from '../types.js';
import { gameName, slug } from './names.js';
import { CATEGORY_TYPES, VENDORS } from './vendors.js';

export interface GameSeeds {
  games: Game[];
  byNodeId: Map<number, Game>;
  /** One entry per vendor and game type. */
  vendors: Vendor[];
  sorting: VendorSorting[];
  /** nodeIds of the hot games, in hot order. */
  hot: number[];
}

const LOTTERY: readonly GameType[] = ['LOTT', 'ELOTT'];
const LOBBY_TYPES: readonly GameType[] = ['SPORTS', 'COCKFIGHT', 'ESPORTS'];

export function seedGames(): GameSeeds {
  const rng = createRng(20260101);
  const used = new Set<string>();
  const games: Game[] = [];
  const vendors: Vendor[] = [];
  let nodeId = 1001;

  VENDORS.forEach((def, vendorIndex) => {
    const gameGroupId = 100 + vendorIndex;
    for (const [type, count = 0] of Object.entries(def.games) as [GameType, number][]) {
      const classes = def.classify[type] ?? ['all'];
      const first = nodeId;
      for (let i = 0; i < count; i++) {
        const name = gameName(rng, type, def.name, i, used);
        const lobby = LOBBY_TYPES.includes(type) && i === 0;
        const noIcon = i > 2 && rng.chance(0.07);
        const code = lobby ? 'lobby' : `${def.name}-${slug(name)}`.toUpperCase();
        games.push({
          nodeId,
          gameName: name,
          nodeName: name,
          displayName: name,
          vassalage: def.name,
          vendorCode: def.name,
          gameType: type,
          gameId: lobby ? 'lobby' : `${def.name.toLowerCase()}_${slug(name)}`,
          roomId: type === 'LIVE' ? `room-${nodeId}` : '',
          gameCode: code,
          gameGroupId,
          lottoMode: LOTTERY.includes(type) ? (rng.chance(0.5) ? 'ent' : 'trad') : null,
          supportPlay: ['RNG', 'FISH'].includes(type) && rng.chance(0.4) ? 0 : 1,
          showIcon: !noIcon,
          iconUrl: noIcon ? '' : `game/${nodeId}.svg`,
          gameClassify: classes[i % classes.length] ?? 'all',
          isNew: i === 1 || rng.chance(0.1),
        });
        nodeId++;
      }
      const firstGame = games.find((g) => g.nodeId === first);
      vendors.push({
        mobileLargeIcon: `vendor/large/${def.name}.svg`,
        displayName: def.display,
        vassalage: def.name,
        telNodeId: 900 + vendorIndex,
        gameType: type,
        gameId: firstGame?.gameId ?? '',
        nodeId: first,
        supportPlay: firstGame?.supportPlay ?? 1,
        vendorCode: def.name,
        logoUrl: `vendor/${def.name}.svg`,
        classifications: [...classes],
        gameCount: count,
      });
    }
  });

  const categories: GameCategory[] = ['lobby', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT'];
  const sorting: VendorSorting[] = categories.map((gameCategory) => {
    const types = gameCategory === 'lobby' ? null : (CATEGORY_TYPES[gameCategory] ?? [gameCategory]);
    const names = vendors.filter((v) => !types || types.includes(v.gameType)).map((v) => v.vassalage);
    return { gameCategory, vendorNames: [...new Set(names)] };
  });

  const hotPool = games.filter((g) => ['RNG', 'LIVE', 'FISH', 'PVP'].includes(g.gameType));
  const hot: number[] = [];
  while (hot.length < 24) {
    const game = rng.pick(hotPool);
    if (!hot.includes(game.nodeId)) hot.push(game.nodeId);
  }

  return { games, byNodeId: new Map(games.map((g) => [g.nodeId, g])), vendors, sorting, hot };
}
