import { api } from '../client';
import { SESSION_POLICY, SETTINGS_POLICY, queryCache, writeThen } from '../../query/queries';
import type {
  FavouriteGamesQuery,
  FavouriteGamesResponse,
  FavouriteTarget,
  Game,
  GameLaunchQuery,
  GameListQuery,
  GameListResponse,
  GameListValue,
  GameRecordQuery,
  GameRecordResponse,
  GameType,
  HotGamesQuery,
  LaunchResult,
  LotteryLaunchQuery,
  Vendor,
  VendorSorting,
  WinnerBoardQuery,
  WinnerEntry,
} from './types';
import * as contract from '../../contract';
import { answer, cleanQuery } from './shape';

export const GAME_PAGE_SIZE = 9;
export const HOME_ROW_SIZE = 20;

const isList = answer(contract.GameListValueSchema);

/** GET /game/list: one page of games (default page size 9). */
export function fetchGames(query: GameListQuery = {}): Promise<GameListResponse> {
  const params = cleanQuery({
    platform: 'html5',
    language: 'EN',
    clientType: 2,
    pageNo: 1,
    pageSize: GAME_PAGE_SIZE,
    ...query,
    gameName: query.gameName?.trim(),
  });
  return api.get<GameListResponse>('/game/list', {
    params,
    validate: answer(contract.GameListResponseSchema),
  });
}

/** GET /game/vendorSorting: categories (lobby, RNG, LIVE, FISH, PVP, SPORTS, ELOTT) and their vendor names. */
export function fetchVendorSorting(): Promise<VendorSorting[]> {
  return api.get<VendorSorting[]>('/game/vendorSorting', { cache: SETTINGS_POLICY, validate: answer(contract.VendorSortingListSchema) });
}

/** GET /game/vendors?gameType=: vendors of a game type (logo strip and vendor tiles); all vendors without one. */
export function fetchVendors(gameType?: GameType | string): Promise<Vendor[]> {
  return api.get<Vendor[]>('/game/vendors', { params: cleanQuery({ typeId: 1, gameType }), validate: answer(contract.VendorListSchema) });
}

/** GET /game/hot: the hot games. */
export async function fetchHotGames(query: HotGamesQuery = {}): Promise<Game[]> {
  const value = await api.get<GameListValue>('/game/hot', {
    params: cleanQuery({ isPlatform: 2, language: 'EN', platform: 'html5', ...query }),
    validate: isList,
  });
  return value.list;
}

/** GET /game/favourite (session): one page of favourite games. */
export function fetchFavouriteGames(query: FavouriteGamesQuery = {}): Promise<FavouriteGamesResponse> {
  return api.get<FavouriteGamesResponse>('/game/favourite', {
    params: cleanQuery({ pageNo: 1, pageSize: GAME_PAGE_SIZE, language: 'EN', ...query }),
    cache: SESSION_POLICY,
    validate: answer(contract.FavouriteGamesResponseSchema),
  });
}

/** GET /game/favourite/ids (session): nodeIds of the favourites, as strings. */
export function fetchFavouriteIds(): Promise<string[]> {
  return api.get<string[]>('/game/favourite/ids', { cache: SESSION_POLICY, validate: answer(contract.FavouriteIdsSchema) });
}

/** POST /game/favourite (session). */
export function addFavourite(target: FavouriteTarget): Promise<unknown> {
  return writeThen(
    api.post<unknown>(
      '/game/favourite',
      { nodeId: String(target.nodeId), vendor: target.vendor },
      { validate: answer(contract.AcknowledgementSchema) },
    ),
    'GET /game/favourite',
  );
}

/** DELETE /game/favourite (session). */
export function removeFavourite(target: FavouriteTarget): Promise<unknown> {
  return writeThen(
    api.delete<unknown>(
      '/game/favourite',
      { nodeId: String(target.nodeId), vendor: target.vendor },
      { validate: answer(contract.AcknowledgementSchema) },
    ),
    'GET /game/favourite',
  );
}

/** GET /game/recent (session): recently played games, newest first. Pass `add` to record a game first. */
export async function fetchRecentGames(add?: number | string): Promise<Game[]> {
  const value = await api.get<GameListValue>('/game/recent', {
    params: cleanQuery({ add }),
    // Recording a game is a write: asked every time, and it makes the list without one stale.
    cache: add === undefined ? SESSION_POLICY : false,
    validate: isList,
  });
  if (add !== undefined) queryCache.invalidate('GET /game/recent');
  return value.list;
}

/** GET /game/winnerBoard: recent big wins (limitNum 20). */
export async function fetchWinnerBoard(query: WinnerBoardQuery = {}): Promise<WinnerEntry[]> {
  const value = await api.get<{ list: WinnerEntry[] }>('/game/winnerBoard', {
    params: cleanQuery({ gameCategory: 'ALL', language: 'EN', limitNum: 20, ...query }),
    validate: answer(contract.WinnerBoardSchema),
  });
  return value.list;
}

/** GET /game/launchGame (session): the URL to open. Lottery vendors pass the lottery query. */
export function launchGame(query: GameLaunchQuery | LotteryLaunchQuery): Promise<LaunchResult> {
  return api.get<LaunchResult>('/game/launchGame', {
    params: cleanQuery(query),
    cache: false,
    validate: answer(contract.LaunchResultSchema),
  });
}

/** GET /game/lottery: lottery games (LOTT and ELOTT). */
export async function fetchLotteryList(): Promise<Game[]> {
  const value = await api.get<GameListValue>('/game/lottery', { validate: isList });
  return value.list;
}

/** GET /game/records (session): bet history, newest first. */
export function fetchGameRecords(query: GameRecordQuery = {}): Promise<GameRecordResponse> {
  return api.get<GameRecordResponse>('/game/records', {
    params: cleanQuery({ pageNo: 1, pageSize: 20, ...query }),
    cache: SESSION_POLICY,
    validate: answer(contract.GameRecordResponseSchema),
  });
}
