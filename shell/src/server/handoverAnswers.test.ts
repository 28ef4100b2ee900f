import { describe, expect, it } from 'vitest';
import { manifestOf, pinned } from '../federation/testing/releases';
import { parseHandover } from '../startup/firstViewHandover';
import { handoverAnswers } from './handoverAnswers';

const list = [{ nodeId: 1 }, { nodeId: 2 }];
const page = { list, total: 2 };
const vendors = [{ vassalage: 'PG' }];
const queries = {
  'GET /game/list': { value: page, settledAt: 1, staleMs: 60_000 },
  'GET /game/vendors': { value: vendors, settledAt: 1, staleMs: 60_000 },
};

describe('answers handed over with the page', () => {
  it('name the read an answer is (or is one property of) instead of repeating its data, and keep the rest', () => {
    const handed = handoverAnswers(
      {
        list: { data: list, reads: ['GET /game/list'] },
        vendors: { data: vendors, reads: ['GET /game/vendors'] },
        count: { data: 2, reads: ['GET /game/list'] },
        some: { data: [list[1]], reads: ['GET /game/list'] },
        built: { data: { made: true }, reads: ['GET /game/list'] },
      },
      queries,
    );
    expect(handed).toEqual({
      list: { reads: ['GET /game/list'], at: 'list' },
      vendors: { reads: ['GET /game/vendors'] },
      count: { data: 2, reads: ['GET /game/list'] },
      some: { reads: ['GET /game/list'], at: 'list', items: [1] },
      built: { data: { made: true }, reads: ['GET /game/list'] },
    });
  });

  it('name the first n items by their count, and the read only when the answer has others', () => {
    const handed = handoverAnswers(
      {
        top: { data: [list[0]], reads: ['GET /game/list'] },
        both: { data: list, reads: ['GET /game/vendors', 'GET /game/list'] },
      },
      queries,
    );
    expect(handed).toEqual({
      top: { reads: ['GET /game/list'], at: 'list', first: 1 },
      both: { reads: ['GET /game/vendors', 'GET /game/list'], query: 'GET /game/list', at: 'list' },
    });
  });

  it('are the same answers again in the browser, through the page’s JSON', () => {
    const answers = {
      list: { data: list, reads: ['GET /game/list'] },
      vendors: { data: vendors, reads: ['GET /game/vendors'] },
      filtered: { data: list.filter((game) => game.nodeId === 2), reads: ['GET /game/list'] },
      top: { data: list.slice(0, 1), reads: ['GET /game/list'] },
      both: { data: list, reads: ['GET /game/vendors', 'GET /game/list'] },
    };
    const release = manifestOf({ lobby: pinned('lobby', '1.0.0') });
    const json = JSON.stringify({
      release,
      language: 'en',
      theme: 'dark',
      imageBase: '',
      answers: handoverAnswers(answers, queries),
      queries,
    });
    expect(json.split('"nodeId":1').length - 1).toBe(1);
    expect(json.split('"nodeId":2').length - 1).toBe(1);
    expect(parseHandover(JSON.parse(json))?.answers).toEqual(answers);
  });

  it('drop an answer whose read is not in the page (the screen loads it)', () => {
    const body = { release: { remotes: {} }, language: 'en', theme: 'dark', imageBase: '', queries: {} };
    expect(parseHandover({ ...body, answers: { gone: { reads: ['GET /x'], query: 'GET /x' } } })?.answers).toEqual({});
    expect(parseHandover({ ...body, answers: { gone: { reads: ['GET /x'] } } })?.answers).toEqual({});
  });

  it('drop an answer that names items its read does not have', () => {
    const body = { release: { remotes: {} }, language: 'en', theme: 'dark', imageBase: '', queries };
    const named = (reference: object) =>
      parseHandover({ ...body, answers: { named: { reads: ['GET /game/list'], at: 'list', ...reference } } })?.answers;
    expect(named({ first: 2 })).toEqual({ named: { data: list, reads: ['GET /game/list'] } });
    expect(named({ first: 3 })).toEqual({});
    expect(named({ first: -1 })).toEqual({});
    expect(named({ items: [2] })).toEqual({});
    expect(named({ items: [1] })).toEqual({ named: { data: [list[1]], reads: ['GET /game/list'] } });
  });
});
