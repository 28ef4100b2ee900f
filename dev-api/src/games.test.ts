import type { FastifyInstance } from 'fastify';
import type { Game, GameListResponse, Vendor } from './types.js';
import { json, tokenOf } from './testing/helpers.js';
import { appPerTest } from './testing/appPerTest.js';

const server = appPerTest();

const list = async (query: string, token?: string) =>
  json<GameListResponse>(await server.app.inject({ method: 'GET', url: `/wps/game/list?${query}`, headers: token ? { token } : {} })).value;

describe('games', () => {
  it('has 240+ games over every type and 12+ vendors', () => {
    const { games, vendors } = server.app.runtime.seeds;
    expect(games.length).toBeGreaterThanOrEqual(240);
    for (const type of ['RNG', 'PVP', 'FISH', 'LIVE', 'SPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT', 'ESPORTS']) {
      expect(
        games.some((g) => g.gameType === type),
        type,
      ).toBe(true);
    }
    const names = new Set(vendors.map((v) => v.vassalage));
    expect(names.size).toBeGreaterThanOrEqual(12);
    for (const name of ['TCG_LOTTO_VN', 'TCG_SEA', 'SV388', 'TFG']) expect(names.has(name)).toBe(true);
    expect(games.some((g) => !g.showIcon && g.iconUrl === '')).toBe(true);
    expect(new Set(games.map((g) => g.gameClassify)).size).toBeGreaterThan(5);
  });

  it('pages the game list by 9 with a correct page count', async () => {
    const total = server.app.runtime.seeds.games.filter((g) => g.gameType === 'RNG').length;
    const first = await list('gameType=RNG&pageNo=1&pageSize=9');
    expect(first.games).toHaveLength(9);
    expect(first.totalPages).toBe(Math.ceil(total / 9));
    expect(first.pageNum).toBe(1);
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.games).toHaveLength(total - (first.totalPages - 1) * 9);
    const seen = new Set<number>();
    for (let page = 1; page <= first.totalPages; page++)
      for (const g of (await list(`gameType=RNG&pageNo=${page}`)).games) seen.add(g.nodeId);
    expect(seen.size).toBe(total);
    expect((await list('gameType=RNG&pageNo=999')).games).toEqual([]);
  });

  it('filters by vendor, name, classification and new', async () => {
    const pg = await list('gameType=RNG&vassalage=PG&pageSize=100');
    expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);
    const name = pg.games[0]?.gameName ?? '';
    expect((await list(`gameName=${encodeURIComponent(`  ${name.toUpperCase()} `)}`)).games.map((g) => g.gameName)).toContain(name);
    expect((await list('gameType=RNG&isNew=true&pageSize=100')).games.every((g) => g.isNew)).toBe(true);
    expect((await list('gameType=LIVE&gameClassify=baccarat&pageSize=100')).games.every((g) => g.gameClassify === 'baccarat')).toBe(true);
    const sports = await list('gameType=SPORTS&pageSize=100');
    expect(new Set(sports.games.map((g) => g.gameType))).toEqual(new Set(['SPORTS', 'COCKFIGHT', 'ESPORTS']));
  });

  it('rejects a bad page size with 400', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/wps/game/list?pageSize=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('pageSize') });
  });

  it('lists vendors per type and the vendor sorting', async () => {
    const sorting = json<{ gameCategory: string; vendorNames: string[] }[]>(
      await server.app.inject({ method: 'GET', url: '/wps/game/vendorSorting' }),
    ).value;
    expect(sorting.map((s) => s.gameCategory)).toEqual(['lobby', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT']);
    const sports = json<Vendor[]>(await server.app.inject({ method: 'GET', url: '/wps/game/vendors?gameType=SPORTS' })).value;
    expect(sports.map((v) => v.vassalage)).toEqual(['SABA', 'CMD', 'SV388', 'TFG']);
    expect(sports[0]).toMatchObject({ mobileLargeIcon: 'vendor/large/SABA.svg', telNodeId: expect.any(Number) });
  });

  it('keeps favourites across a restart on the same data dir', async () => {
    const token = await tokenOf(server.app);
    const headers = { token };
    const ids = async (a: FastifyInstance) =>
      json<string[]>(await a.inject({ method: 'GET', url: '/wps/game/favourite/ids', headers })).value;
    const before = await ids(server.app);
    expect(
      json(await server.app.inject({ method: 'POST', url: '/wps/game/favourite', headers, payload: { nodeId: '1050', vendor: 'PG' } }))
        .success,
    ).toBe(true);
    expect(
      json(await server.app.inject({ method: 'DELETE', url: '/wps/game/favourite', headers, payload: { nodeId: before[0], vendor: 'PG' } }))
        .success,
    ).toBe(true);
    const expected = ['1050', ...before.slice(1)];
    expect(await ids(server.app)).toEqual(expected);
    await server.restart();
    expect(await ids(server.app)).toEqual(expected);
    const page = json<{ content: Game[]; totalPages: number }>(
      await server.app.inject({ method: 'GET', url: '/wps/game/favourite?pageNo=1&pageSize=9', headers }),
    ).value;
    expect(page.content.map((g) => String(g.nodeId))).toEqual(expected);
    expect(page.totalPages).toBe(1);
    expect((await list('gameClassify=fav', token)).games.map((g) => String(g.nodeId)).sort()).toEqual([...expected].sort());
  });

  it('needs a session for favourites and launching', async () => {
    expect(
      (await server.app.inject({ method: 'POST', url: '/wps/game/favourite', payload: { nodeId: '1001', vendor: 'PG' } })).statusCode,
    ).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: '/wps/game/launchGame?vendor=PG&nodeId=1001&gameId=x&gameCategory=RNG' })).statusCode,
    ).toBe(401);
  });

  it('launches games and lottery lobbies and records recent games', async () => {
    const token = await tokenOf(server.app);
    const launch = async (query: string) =>
      json<{ gameUrl: string }>(await server.app.inject({ method: 'GET', url: `/wps/game/launchGame?${query}`, headers: { token } }));
    const game = server.app.runtime.seeds.games.find((g) => g.vassalage === 'PG');
    const res = await launch(`gameCategory=RNG&vendor=PG&gameId=${game?.gameId}&nodeId=${game?.nodeId}&supportFreePlay=false`);
    expect(res.value.gameUrl).toMatch(/^\/wps\/game\/frame\?/);
    expect((await launch('vendor=TCG_LOTTO_VN&gameCode=lobby&prizeMode=ELOTT&playType=ent')).success).toBe(true);
    expect((await launch('vendor=NOPE&gameCode=lobby')).success).toBe(false);
    const recent = json<{ list: Game[] }>(await server.app.inject({ method: 'GET', url: '/wps/game/recent', headers: { token } })).value
      .list;
    expect(recent[0]?.nodeId).toBe(game?.nodeId);
    const frame = await server.app.inject({ method: 'GET', url: res.value.gameUrl });
    expect(frame.headers['content-type']).toContain('text/html');
  });

  it('serves hot games, winners, lottery and game records', async () => {
    expect(
      json<{ list: Game[] }>(await server.app.inject({ method: 'GET', url: '/wps/game/hot?isPlatform=2' })).value.list.length,
    ).toBeGreaterThanOrEqual(20);
    const winners = json<{ list: unknown[] }>(
      await server.app.inject({ method: 'GET', url: '/wps/game/winnerBoard?gameCategory=ALL&limitNum=20' }),
    ).value.list;
    expect(winners).toHaveLength(20);
    expect(winners[0]).toEqual({
      nodeId: expect.any(Number),
      gameName: expect.any(String),
      customerName: expect.any(String),
      winAmount: expect.any(Number),
      iconUrl: expect.any(String),
    });
    const lottery = json<{ list: Game[] }>(await server.app.inject({ method: 'GET', url: '/wps/game/lottery' })).value.list;
    expect(lottery.every((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT')).toBe(true);
    const token = await tokenOf(server.app);
    const records = json<{ list: { betTime: number }[]; total: number; totalPages: number }>(
      await server.app.inject({ method: 'GET', url: '/wps/game/records?pageSize=20', headers: { token } }),
    ).value;
    expect(records.total).toBeGreaterThanOrEqual(60);
    expect(records.totalPages).toBe(Math.ceil(records.total / 20));
    const times = records.list.map((r) => r.betTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
