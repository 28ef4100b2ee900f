import * as v from 'valibot';

export const GAME_TYPES = ['RNG', 'PVP', 'FISH', 'LIVE', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'ELOTT', 'LOTT', 'LOCAL', 'HOT', 'FAV'] as const;

/** Categories of the vendor sorting; 'lobby' means all. */
export const GAME_CATEGORIES = ['lobby', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT'] as const;

const gameType = v.picklist(GAME_TYPES);

export const GameSchema = v.object({
  nodeId: v.number(),
  gameName: v.string(),
  nodeName: v.string(),
  displayName: v.string(),
  /** Vendor name, e.g. 'PG', 'TCG_SEA'. */
  vassalage: v.string(),
  vendorCode: v.string(),
  gameType,
  gameId: v.string(),
  roomId: v.string(),
  gameCode: v.string(),
  gameGroupId: v.number(),
  /** Lottery play mode ('ent' | 'trad') for LOTT/ELOTT games, else null. */
  lottoMode: v.nullable(v.string()),
  /** 0 = free play supported. */
  supportPlay: v.number(),
  showIcon: v.boolean(),
  /** Relative to the image base, e.g. 'game/1001.svg'; '' when the game has no icon. */
  iconUrl: v.string(),
  /** The vendor's classification of the game, e.g. 'slots', 'fishing', 'baccarat'. */
  gameClassify: v.string(),
  isNew: v.boolean(),
});

const vendorTileEntries = {
  mobileLargeIcon: v.string(),
  displayName: v.string(),
  vassalage: v.string(),
  telNodeId: v.number(),
  gameType,
  gameId: v.string(),
  nodeId: v.number(),
  supportPlay: v.number(),
};

export const VendorTileSchema = v.object(vendorTileEntries);

/** A vendor of a game type (the "vass game type" call): a vendor tile plus its logo and classifications. */
export const VendorSchema = v.object({
  ...vendorTileEntries,
  vendorCode: v.string(),
  /** Small logo for the vendor strip, relative to the image base. */
  logoUrl: v.string(),
  /** The vendor's own game classifications (filter-bar tabs when more than one). */
  classifications: v.array(v.string()),
  gameCount: v.number(),
});

export const VendorSortingSchema = v.object({ gameCategory: v.picklist(GAME_CATEGORIES), vendorNames: v.array(v.string()) });

export const GameListResponseSchema = v.object({
  games: v.array(GameSchema),
  pageNum: v.number(),
  totalPages: v.number(),
  /** Not in the spec: the number of matching games. */
  total: v.number(),
});

export const FavouriteGamesResponseSchema = v.object({ content: v.array(GameSchema), totalPages: v.number() });

export const FavouriteIdsSchema = v.array(v.string());

export const GameListValueSchema = v.object({ list: v.array(GameSchema) });

export const WinnerEntrySchema = v.object({
  nodeId: v.number(),
  gameName: v.string(),
  customerName: v.string(),
  winAmount: v.number(),
  iconUrl: v.string(),
});

export const WinnerBoardSchema = v.object({ list: v.array(WinnerEntrySchema) });

export const LaunchResultSchema = v.object({
  /** Page to open (or frame) for the game. */
  gameUrl: v.string(),
});

export const GameRecordSchema = v.object({
  id: v.string(),
  nodeId: v.number(),
  gameName: v.string(),
  vendor: v.string(),
  gameType,
  betAmount: v.number(),
  winAmount: v.number(),
  /** Win minus bet. */
  netAmount: v.number(),
  /** Epoch ms. */
  betTime: v.number(),
  status: v.picklist(['settled', 'unsettled', 'cancelled']),
});

export const GameRecordResponseSchema = v.object({
  list: v.array(GameRecordSchema),
  pageNum: v.number(),
  totalPages: v.number(),
  total: v.number(),
  /**
   * The range's totals over its settled bets (won minus bet is the net); `pendingBetAmount`, the stakes of the bets
   * not settled yet, counted in none of them.
   */
  summary: v.object({ betAmount: v.number(), winAmount: v.number(), netAmount: v.number(), pendingBetAmount: v.optional(v.number()) }),
});

export const VendorSortingListSchema = v.array(VendorSortingSchema);
export const VendorListSchema = v.array(VendorSchema);
