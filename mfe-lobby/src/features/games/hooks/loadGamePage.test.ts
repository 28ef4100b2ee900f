import { setRuntimeConfig } from 'shared';
import { jsonResponse, setTransport, type TransportRequest } from 'shared/testing';
import { makeGames } from '../../../testing/fixtures';
import { loadGamePage } from './loadGamePage';

// The game list call as it leaves the site: the shared client's transport is replaced, so the query checked
// here is the one put on the wire.
const sent: TransportRequest[] = [];
const query = (request: TransportRequest | undefined) => Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);

beforeEach(() => {
  sent.length = 0;
  setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino' });
  setTransport(async (request) => {
    sent.push(request);
    return jsonResponse({ success: true, value: { games: makeGames(1000, 9), pageNum: 1, totalPages: 3, total: 27 } });
  });
});

const filters = { gameType: 'RNG', search: '', vendor: null, classify: null };

describe('the game list call', () => {
  it('sends platform html5, pageSize 9, language EN and clientType 2 with every page', async () => {
    await loadGamePage(filters, 1);
    await loadGamePage({ ...filters, gameType: 'LIVE', search: ' dragon ', vendor: 'EVO', classify: 'baccarat' }, 3);
    expect(sent.map((request) => [request.method, new URL(request.url, 'http://localhost').pathname])).toEqual([
      ['GET', '/wps/game/list'],
      ['GET', '/wps/game/list'],
    ]);
    expect(query(sent[0])).toEqual({ platform: 'html5', language: 'EN', clientType: '2', pageNo: '1', pageSize: '9', gameType: 'RNG' });
    expect(query(sent[1])).toEqual({
      platform: 'html5',
      language: 'EN',
      clientType: '2',
      pageNo: '3',
      pageSize: '9',
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
