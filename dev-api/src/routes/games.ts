import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, MSG, ok } from '../lib/envelope.js';
import { bool, int, obj, paginate, str } from '../lib/schema.js';
import type { Runtime } from '../runtime.js';
import { typesOf } from '../seed/vendors.js';
import type { Game, GameRecordResponse, GameType, WinnerEntry } from '../types.js';

interface ListQuery {
  gameType?: string;
  gameName?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: boolean;
  pageNo: number;
  pageSize: number;
}

const listQuerySchema = obj({
  gameType: str({ maxLength: 32 }),
  gameName: str({ maxLength: 64 }),
  vassalage: str({ maxLength: 256 }),
  gameClassify: str({ maxLength: 32 }),
  isNew: bool(),
  pageNo: int({ minimum: 1, default: 1 }),
  pageSize: int({ minimum: 1, maximum: 100, default: 9 }),
});

const favTargetSchema = obj({ nodeId: { type: ['string', 'integer'], pattern: '^\\d+$' }, vendor: str({ maxLength: 64 }) }, ['nodeId']);

export function gameRoutes(app: FastifyInstance, rt: Runtime): void {
  const { seeds } = rt;
  const games = (ids: readonly (string | number)[]): Game[] =>
    ids.map((id) => seeds.byNodeId.get(Number(id))).filter((g): g is Game => g !== undefined);
  const favouritesOf = (request: FastifyRequest): Game[] => {
    const session = rt.session(request);
    return session ? games(rt.state.favourites[session.key] ?? []) : [];
  };
  const recentOf = (request: FastifyRequest): Game[] => {
    const session = rt.session(request);
    return session ? games(rt.state.recent[session.key] ?? []) : [];
  };

  function filterGames(query: ListQuery, request: FastifyRequest): Game[] {
    const type = query.gameType?.trim();
    let list: Game[];
    if (!type || type === 'lobby' || type === 'ALL') list = seeds.games;
    else if (type === 'HOT') list = games(seeds.hot);
    else if (type === 'FAV') list = favouritesOf(request);
    else {
      const types = typesOf(type);
      list = seeds.games.filter((g) => types.includes(g.gameType));
    }
    const classify = query.gameClassify?.trim();
    if (classify && classify !== 'all') {
      if (classify === 'new') list = list.filter((g) => g.isNew);
      else if (classify === 'hot') list = list.filter((g) => seeds.hot.includes(g.nodeId));
      else if (classify === 'fav') {
        const fav = new Set(favouritesOf(request).map((g) => g.nodeId));
        list = list.filter((g) => fav.has(g.nodeId));
      } else if (classify === 'recent') {
        const recent = recentOf(request);
        list = recent.filter((g) => list.includes(g));
      } else list = list.filter((g) => g.gameClassify === classify);
    }
    if (query.isNew) list = list.filter((g) => g.isNew);
    if (query.vassalage) {
      const vendors = query.vassalage
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      if (vendors.length) list = list.filter((g) => vendors.includes(g.vassalage));
    }
    const name = query.gameName?.trim().toLowerCase();
    if (name) list = list.filter((g) => g.gameName.toLowerCase().includes(name) || g.displayName.toLowerCase().includes(name));
    return list;
  }

  app.get<{ Querystring: ListQuery }>('/game/list', { schema: { querystring: listQuerySchema } }, async (request) => {
    const list = filterGames(request.query, request);
    const { page, totalPages } = paginate(list, request.query.pageNo, request.query.pageSize);
    return ok({ games: page, pageNum: request.query.pageNo, totalPages, total: list.length });
  });

  app.get('/game/vendorSorting', async () => ok(seeds.sorting));

  app.get<{ Querystring: { gameType?: string } }>(
    '/game/vendors',
    { schema: { querystring: obj({ gameType: str({ maxLength: 32 }) }) } },
    async (request) => {
      const type = request.query.gameType?.trim();
      if (!type || type === 'lobby' || type === 'ALL') {
        const seen = new Set<string>();
        return ok(seeds.vendors.filter((v) => !seen.has(v.vassalage) && seen.add(v.vassalage)));
      }
      const types = typesOf(type);
      return ok(seeds.vendors.filter((v) => types.includes(v.gameType)));
    },
  );

  app.get('/game/hot', async () => ok({ list: games(seeds.hot) }));

  app.get<{ Querystring: { gameType?: string; pageNo: number; pageSize: number } }>(
    '/game/favourite',
    {
      schema: {
        querystring: obj({
          gameType: str({ maxLength: 32 }),
          pageNo: int({ minimum: 1, default: 1 }),
          pageSize: int({ minimum: 1, maximum: 100, default: 9 }),
        }),
      },
    },
    async (request) => {
      rt.requireSession(request);
      let list = favouritesOf(request);
      const type = request.query.gameType?.trim();
      if (type && type !== 'lobby' && type !== 'ALL' && type !== 'FAV') {
        const types = typesOf(type);
        list = list.filter((g) => types.includes(g.gameType));
      }
      const { page, totalPages } = paginate(list, request.query.pageNo, request.query.pageSize);
      return ok({ content: page, totalPages });
    },
  );

  app.get('/game/favourite/ids', async (request) => {
    const session = rt.requireSession(request);
    return ok([...(rt.state.favourites[session.key] ?? [])]);
  });

  app.post<{ Body: { nodeId: string | number; vendor?: string } }>(
    '/game/favourite',
    { schema: { body: favTargetSchema } },
    async (request) => {
      const session = rt.requireSession(request);
      const nodeId = String(request.body.nodeId);
      if (!seeds.byNodeId.has(Number(nodeId))) throw fail('Game not found');
      rt.store.update((s) => {
        const list = (s.favourites[session.key] ?? []).filter((id) => id !== nodeId);
        s.favourites[session.key] = [nodeId, ...list];
      });
      return ok(null);
    },
  );

  app.delete<{ Body: { nodeId: string | number; vendor?: string } }>(
    '/game/favourite',
    { schema: { body: favTargetSchema } },
    async (request) => {
      const session = rt.requireSession(request);
      const nodeId = String(request.body.nodeId);
      rt.store.update((s) => {
        s.favourites[session.key] = (s.favourites[session.key] ?? []).filter((id) => id !== nodeId);
      });
      return ok(null);
    },
  );

  app.get<{ Querystring: { add?: number } }>(
    '/game/recent',
    { schema: { querystring: obj({ add: int({ minimum: 1 }) }) } },
    async (request) => {
      const session = rt.requireSession(request);
      const add = request.query.add;
      if (add !== undefined) {
        if (!seeds.byNodeId.has(add)) throw fail('Game not found');
        rt.store.update((s) => addRecent(s.recent, session.key, add));
      }
      return ok({ list: games(rt.state.recent[session.key] ?? []) });
    },
  );

  app.get<{ Querystring: { gameCategory?: string; limitNum: number } }>(
    '/game/winnerBoard',
    { schema: { querystring: obj({ gameCategory: str({ maxLength: 32 }), limitNum: int({ minimum: 1, maximum: 100, default: 20 }) }) } },
    async (request) => {
      const category = request.query.gameCategory?.trim().toUpperCase();
      const types = category && category !== 'ALL' ? typesOf(category) : null;
      const list: WinnerEntry[] = seeds.winners
        .filter((w) => !types || types.includes(w.gameType as GameType))
        .slice(0, request.query.limitNum)
        .map(({ nodeId, gameName, customerName, winAmount, iconUrl }) => ({ nodeId, gameName, customerName, winAmount, iconUrl }));
      return ok({ list });
    },
  );

  app.get('/game/lottery', async () => ok({ list: seeds.games.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT') }));

  interface LaunchQuery {
    vendor: string;
    gameCode?: string;
    prizeMode?: string;
    playType?: string;
    gameCategory?: string;
    gameId?: string;
    nodeId?: number;
    supportFreePlay?: boolean;
  }
  app.get<{ Querystring: LaunchQuery }>(
    '/game/launchGame',
    {
      schema: {
        querystring: obj(
          {
            vendor: str({ minLength: 1, maxLength: 64 }),
            gameCode: str({ maxLength: 128 }),
            prizeMode: str({ enum: ['LOTT', 'ELOTT'] }),
            playType: str({ enum: ['ent', 'trad'] }),
            gameCategory: str({ maxLength: 32 }),
            gameId: str({ maxLength: 128 }),
            nodeId: int({ minimum: 1 }),
            supportFreePlay: bool(),
          },
          ['vendor'],
        ),
      },
    },
    async (request) => {
      const session = rt.requireSession(request);
      const q = request.query;
      const vendorGames = seeds.games.filter((g) => g.vassalage === q.vendor);
      if (!vendorGames.length) throw fail('Game not found');
      let game: Game | undefined;
      if (q.nodeId !== undefined) game = vendorGames.find((g) => g.nodeId === q.nodeId);
      else if (q.gameId) game = vendorGames.find((g) => g.gameId === q.gameId);
      else if (q.gameCode && q.gameCode !== 'lobby') game = vendorGames.find((g) => g.gameCode === q.gameCode);
      const lobby = !game && (q.gameCode === 'lobby' || q.gameCode === undefined || q.gameId === 'lobby');
      if (!game && !lobby) throw fail('Game not found');
      if (session.account.type === 4 && game && game.supportPlay !== 0) throw fail(MSG.actualAccount, null, 'FREE_REJECT');
      if (game) {
        const nodeId = game.nodeId;
        rt.store.update((s) => addRecent(s.recent, session.key, nodeId));
      }
      const params = new URLSearchParams({
        vendor: q.vendor,
        game: game?.gameName ?? `${q.vendor} lobby`,
        ...(game ? { nodeId: String(game.nodeId) } : {}),
        ...(q.playType ? { playType: q.playType } : {}),
        ...(q.prizeMode ? { prizeMode: q.prizeMode } : {}),
        user: session.account.username,
      });
      return ok({ gameUrl: `/wps/game/frame?${params.toString()}` });
    },
  );

  app.get<{ Querystring: { pageNo: number; pageSize: number; startTime?: number; endTime?: number; gameType?: string } }>(
    '/game/records',
    {
      schema: {
        querystring: obj({
          pageNo: int({ minimum: 1, default: 1 }),
          pageSize: int({ minimum: 1, maximum: 100, default: 20 }),
          startTime: int({ minimum: 0 }),
          endTime: int({ minimum: 0 }),
          gameType: str({ maxLength: 32 }),
        }),
      },
    },
    async (request) => {
      const session = rt.requireSession(request);
      const q = request.query;
      const types = q.gameType && q.gameType !== 'ALL' && q.gameType !== 'lobby' ? typesOf(q.gameType) : null;
      const list = (seeds.records[session.key] ?? []).filter(
        (r) =>
          (q.startTime === undefined || r.betTime >= q.startTime) &&
          (q.endTime === undefined || r.betTime <= q.endTime) &&
          (!types || types.includes(r.gameType)),
      );
      const sum = (f: (r: (typeof list)[number]) => number, of = list) => Math.round(of.reduce((t, r) => t + f(r), 0) * 100) / 100;
      // The totals cover settled bets (won minus bet is the net); pending stakes are given apart, cancelled ones nowhere.
      const settled = list.filter((r) => r.status === 'settled');
      const pending = list.filter((r) => r.status === 'unsettled');
      const { page, totalPages } = paginate(list, q.pageNo, q.pageSize);
      const value: GameRecordResponse = {
        list: page,
        pageNum: q.pageNo,
        totalPages,
        total: list.length,
        summary: {
          betAmount: sum((r) => r.betAmount, settled),
          winAmount: sum((r) => r.winAmount, settled),
          netAmount: sum((r) => r.netAmount, settled),
          pendingBetAmount: sum((r) => r.betAmount, pending),
        },
      };
      return ok(value);
    },
  );

  /** The page a launched game opens (a stand-in for the vendor's game). */
  app.get<{ Querystring: Record<string, string> }>('/game/frame', async (request, reply) => {
    const esc = (t: string) => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const q = request.query;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(q.game ?? 'Game')}</title></head>` +
          `<body style="margin:0;display:flex;align-items:center;justify-content:center;height:100vh;background:#123;color:#fff;font-family:sans-serif;text-align:center">` +
          `<div><h1 data-testid="game-frame-title">${esc(q.game ?? 'Game')}</h1><p>${esc(q.vendor ?? '')}${q.playType ? ` · ${esc(q.playType)}` : ''}</p><p>Stand-in game page</p></div></body></html>`,
      );
  });
}

function addRecent(recent: Record<string, number[]>, key: string, nodeId: number): void {
  recent[key] = [nodeId, ...(recent[key] ?? []).filter((id) => id !== nodeId)].slice(0, 30);
}
