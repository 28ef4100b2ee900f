import type { Banner, Game, Vendor, WinnerEntry } from 'shared';

export function makeGame(nodeId: number, over: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    vassalage: 'PG',
    vendorCode: 'PG',
    gameType: 'RNG',
    gameId: `pg_${nodeId}`,
    roomId: '',
    gameCode: `PG-${nodeId}`,
    gameGroupId: 100,
    lottoMode: null,
    supportPlay: 1,
    showIcon: true,
    iconUrl: `game/${nodeId}.svg`,
    gameClassify: 'slots',
    isNew: false,
    ...over,
  };
}

export const makeGames = (from: number, count: number, over: Partial<Game> = {}) =>
  Array.from({ length: count }, (_, i) => makeGame(from + i, over));

export function makeVendor(vassalage: string, over: Partial<Vendor> = {}): Vendor {
  return {
    mobileLargeIcon: `vendor/large/${vassalage}.svg`,
    displayName: `${vassalage} Games`,
    vassalage,
    telNodeId: 900,
    gameType: 'RNG',
    gameId: `${vassalage.toLowerCase()}_lobby`,
    nodeId: 5000,
    supportPlay: 1,
    vendorCode: vassalage,
    logoUrl: `vendor/${vassalage}.svg`,
    classifications: ['slots'],
    gameCount: 10,
    ...over,
  };
}

export const makeWinner = (nodeId: number, over: Partial<WinnerEntry> = {}): WinnerEntry => ({
  nodeId,
  gameName: `Game ${nodeId}`,
  customerName: `pl***${nodeId}`,
  winAmount: 12345.6,
  iconUrl: `game/${nodeId}.svg`,
  ...over,
});

export const makeBanner = (id: number, over: Partial<Banner> = {}): Banner => ({
  id,
  url: `banner/m_home-${id}.svg`,
  linkage: '/m/activity',
  groupName: 'm_home',
  title: `Banner ${id}`,
  sequence: id,
  ...over,
});
