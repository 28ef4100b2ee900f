import { launchPlan, prizeMode, type Launchable } from './launchPlan';
import { launcherCloseTarget, launcherFrameUrl, lotteryLaunchQuery, parseLauncherParams } from './launcherParams';

const game = (over: Partial<Launchable> = {}): Launchable => ({
  nodeId: 1001,
  gameType: 'RNG',
  vassalage: 'PG',
  gameId: 'pg_fortune',
  gameCode: 'PG-FORTUNE',
  gameGroupId: 100,
  lottoMode: null,
  supportPlay: 0,
  ...over,
});

const query = (to: string) => Object.fromEntries(new URL(to, 'http://x').searchParams);

describe('prize mode', () => {
  it('is ELOTT for TCG_LOTTO_VN or a vendor of the ELOTT mapping, else LOTT', () => {
    expect(prizeMode('TCG_LOTTO_VN')).toBe('ELOTT');
    expect(prizeMode('TCG_KENO', ['TCG_KENO'])).toBe('ELOTT');
    expect(prizeMode('TCG_KENO', [])).toBe('LOTT');
    expect(prizeMode('TCG_SEA', ['TCG_KENO'])).toBe('LOTT');
  });
});

describe('launch routing', () => {
  it('sends guests to login: launching needs a session', () => {
    expect(launchPlan(game(), { loggedIn: false })).toEqual({ kind: 'login' });
    expect(launchPlan(game({ gameType: 'LOTT' }), { loggedIn: false })).toEqual({ kind: 'login' });
  });

  it('launches other games straight through the launch call', () => {
    expect(launchPlan(game(), { loggedIn: true })).toEqual({
      kind: 'direct',
      query: { gameCategory: 'RNG', vendor: 'PG', gameId: 'pg_fortune', nodeId: 1001, supportFreePlay: true },
    });
    const live = launchPlan(game({ gameType: 'LIVE', supportPlay: 1 }), { loggedIn: true });
    expect(live.kind === 'direct' && live.query.supportFreePlay).toBe(false);
  });

  it('sends LOTT and ELOTT games to /m/launchGame with the launcher query', () => {
    const plan = launchPlan(
      game({ gameType: 'LOTT', vassalage: 'TCG_KENO', gameCode: 'KENO-5', lottoMode: 'trad', gameId: 'k5', gameGroupId: 111 }),
      {
        loggedIn: true,
        elottMapping: ['TCG_KENO'],
        fromHome: true,
      },
    );
    expect(plan.kind).toBe('launcher');
    if (plan.kind !== 'launcher') return;
    expect(plan.to.startsWith('/m/launchGame?')).toBe(true);
    expect(query(plan.to)).toEqual({
      playType: 'trad',
      gameId: 'k5',
      gameGroupId: '111',
      prize_mode: 'ELOTT',
      code: 'KENO-5',
      vendor: 'TCG_KENO',
      pageBack: 'home',
    });
  });

  it('launches the lobby for TCG_LOTTO_VN and TCG_SEA', () => {
    for (const [vassalage, gameType, mode] of [
      ['TCG_LOTTO_VN', 'ELOTT', 'ELOTT'],
      ['TCG_SEA', 'LOTT', 'LOTT'],
    ] as const) {
      const plan = launchPlan(game({ gameType, vassalage, gameCode: 'SOME-GAME' }), { loggedIn: true });
      expect(plan.kind === 'launcher' && query(plan.to)).toMatchObject({ code: 'lobby', prize_mode: mode, playType: 'ent' });
      expect(plan.kind === 'launcher' && query(plan.to).pageBack).toBeUndefined();
    }
  });
});

describe('lottery launcher', () => {
  it('reads its query with defaults (code lobby, playType ent, prize mode LOTT)', () => {
    const params = parseLauncherParams(new URLSearchParams('gameId=7'));
    expect(params).toMatchObject({ code: 'lobby', playType: 'ent', prizeMode: 'LOTT', gameId: '7', pageBack: '' });
    expect(lotteryLaunchQuery(parseLauncherParams(new URLSearchParams('code=K1&prize_mode=ELOTT&playType=trad')), 'TCG_KENO')).toEqual({
      vendor: 'TCG_KENO',
      gameCode: 'K1',
      prizeMode: 'ELOTT',
      playType: 'trad',
    });
  });

  it('reads the variant query: mui, playType, gameId, prize_mode and optional pageBack', () => {
    expect(parseLauncherParams(new URLSearchParams('mui=u-77&playType=trad&gameId=9&prize_mode=ELOTT'))).toMatchObject({
      mui: 'u-77',
      playType: 'trad',
      gameId: '9',
      prizeMode: 'ELOTT',
      pageBack: '',
    });
    expect(parseLauncherParams(new URLSearchParams('mui=u-77&gameId=9&pageBack=home')).pageBack).toBe('home');
    expect(parseLauncherParams(new URLSearchParams('gameId=9')).mui).toBe('');
  });

  it('closes to home when pageBack is set, else to /m/game', () => {
    expect(launcherCloseTarget({ pageBack: 'home' })).toBe('/m/home');
    expect(launcherCloseTarget({ pageBack: '' })).toBe('/m/game');
  });

  it('frames the game with the session token and merchant code', () => {
    const session = { token: 't 1', merchantCode: 'mcasino' };
    expect(launcherFrameUrl('/wps/game/play?g=1', session, 'http://site.test/m/launchGame')).toBe(
      '/wps/game/play?g=1&token=t+1&merchantCode=mcasino',
    );
    expect(launcherFrameUrl('https://games.test/p#x', session, 'http://site.test/', 'abc')).toBe(
      'https://games.test/p?token=t+1&merchantCode=mcasino&mui=abc#x',
    );
  });
});
