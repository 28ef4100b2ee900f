import { http, setRuntimeConfig } from 'shared';
import { makeGames } from '../../testing/fixtures';
import { loadGamePage } from './loadGamePage';

// The game list call as it leaves the site: the shared client's transport is replaced, so the query checked
// here is the one axios would put on the wire.
type Transport = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;
type SentRequest = Parameters<Transport>[0];

const sent: SentRequest[] = [];
const answerGames: Transport = async (config) => {
  sent.push(config);
  const data = { success: true, value: { games: makeGames(1000, 9), pageNum: 1, totalPages: 3, total: 27 } };
  return { data, status: 200, statusText: '', headers: {}, config };
};

const originalAdapter = http.defaults.adapter;
beforeEach(() => {
  sent.length = 0;
  setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino' });
  http.defaults.adapter = answerGames;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const filters = { gameType: 'RNG', search: '', vendor: null, classify: null };

describe('the game list call', () => {
  it('sends platform html5, pageSize 9, language EN and clientType 2 with every page', async () => {
    await loadGamePage(filters, 1);
    await loadGamePage({ ...filters, gameType: 'LIVE', search: ' dragon ', vendor: 'EVO', classify: 'baccarat' }, 3);
    expect(sent.map((config) => [config.method, config.baseURL, config.url])).toEqual([
      ['get', '/wps', '/game/list'],
      ['get', '/wps', '/game/list'],
    ]);
    expect(sent[0]?.params).toEqual({ platform: 'html5', language: 'EN', clientType: 2, pageNo: 1, pageSize: 9, gameType: 'RNG' });
    expect(sent[1]?.params).toEqual({
      platform: 'html5',
      language: 'EN',
      clientType: 2,
      pageNo: 3,
      pageSize: 9,
      gameType: 'LIVE',
      gameName: 'dragon',
      vassalage: 'EVO',
      gameClassify: 'baccarat',
    });
  });

  it('carries the merchant code', async () => {
    await loadGamePage(filters, 1);
    expect(sent[0]?.headers.get('merchantCode')).toBe('mcasino');
  });
});
