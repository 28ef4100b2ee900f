import { setRuntimeConfig } from '../../config/runtimeConfig';
import { queryCache } from '../../query/queries';
import { useSessionStore } from '../../session/store';
import { jsonResponse } from '../../testing/jsonResponse';
import { setTransport } from '../transport';
import { fetchGames } from './games';
import { fetchMemberInfo } from './member';
import { fetchRegisterSettings } from './system';
import { fetchWallet } from './wallet';

const answering = (value: unknown) => setTransport(async () => jsonResponse({ success: true, value }));

const game = {
  nodeId: 1001,
  gameName: 'Fortune',
  nodeName: 'Fortune',
  displayName: 'Fortune',
  vassalage: 'PG',
  vendorCode: 'PG',
  gameType: 'RNG',
  gameId: 'g1',
  roomId: '',
  gameCode: 'g1',
  gameGroupId: 1,
  lottoMode: null,
  supportPlay: 0,
  showIcon: true,
  iconUrl: 'game/1001.svg',
  gameClassify: 'slots',
  isNew: false,
};
const member = { id: 7, type: 1, nickname: 'P', account: 'player01', clubLabel: { labelName: '0' } };

describe('answers are checked against their contract at the client edge', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino' });
    useSessionStore.getState().signIn({ token: 't', merchantCode: 'mc', userName: 'player01', type: 1, firstTimeLogin: false });
    queryCache.clear();
  });

  it('passes an answer that keeps the contract', async () => {
    answering({ games: [game], pageNum: 1, totalPages: 1, total: 1 });
    await expect(fetchGames()).resolves.toMatchObject({ games: [{ nodeId: 1001 }] });
  });

  it.each([
    ['a field of the wrong kind', () => fetchWallet(), { sumBalance: '10', currencySymbol: '₱' }, 'sumBalance'],
    [
      'a field deep in a list',
      () => fetchGames(),
      { games: [game, { ...game, gameType: 'BINGO' }], pageNum: 1, totalPages: 1, total: 2 },
      'games.1.gameType',
    ],
    ['a nested object field', () => fetchMemberInfo(), { ...member, clubLabel: { labelName: 0 } }, 'clubLabel.labelName'],
    ['an optional field of the wrong kind', () => fetchMemberInfo(), { ...member, email: 42 }, 'email'],
    [
      'a missing rule of the register settings',
      () => fetchRegisterSettings(),
      { methods: { username: true, mobile: true } },
      'mobileVerification',
    ],
  ])('%s is a malformed ApiError naming its path', async (_case, read, value, field) => {
    answering(value);
    await expect(read()).rejects.toMatchObject({ name: 'ApiError', kind: 'malformed', field, message: '' });
  });
});
