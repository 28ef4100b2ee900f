import { packTables, unpackTables } from './handoverTables';

const game = (nodeId: number, name: string, vendor: string) => ({
  nodeId,
  gameName: name,
  nodeName: name,
  vassalage: vendor,
  vendorCode: vendor,
  tags: ['new'],
});

const body = {
  language: 'en',
  release: { remotes: { lobby: { version: '1.0.0' } } },
  queries: {
    'GET /game/hot': { value: { list: [game(1, 'Fortune Tiger', 'PG'), game(2, 'Mega Fishing', 'JILI')] }, settledAt: 5 },
    'GET /banners': { value: [{ id: 1, url: 'a.svg' }, { id: 2 }], settledAt: 5 },
  },
};

const roundTrip = (value: object) => unpackTables(JSON.parse(JSON.stringify(packTables(value))));

describe('handover tables', () => {
  it('writes a list of records with the same keys as its keys and rows, a repeated column by name, and reads it back', () => {
    const packed = packTables(body) as { tables: true; body: typeof body };
    expect(packed.tables).toBe(true);
    expect(packed.body.queries['GET /game/hot'].value.list).toEqual({
      $table: {
        keys: ['nodeId', 'gameName', 'nodeName', 'vassalage', 'vendorCode', 'tags'],
        copies: { nodeName: 'gameName', vendorCode: 'vassalage' },
        rows: [
          [1, 'Fortune Tiger', 'PG', ['new']],
          [2, 'Mega Fishing', 'JILI', ['new']],
        ],
      },
    });
    const back = roundTrip(body) as typeof body;
    expect(back).toEqual(body);
    // The keys in their order: a screen that lists a record's entries sees them as the backend sent them.
    expect(Object.keys(back.queries['GET /game/hot'].value.list[0]!)).toEqual(Object.keys(game(1, '', '')));
  });

  it('leaves lists of records with different keys, single records and other lists as they are', () => {
    const packed = packTables(body) as { body: typeof body };
    expect(packed.body.queries['GET /banners'].value).toEqual([{ id: 1, url: 'a.svg' }, { id: 2 }]);
    const mixed = { a: [{ x: 1 }], b: [1, 2, 3], c: [{ x: 1 }, null], d: [[{ x: 1 }, { x: 2 }]] };
    expect(roundTrip(mixed)).toEqual(mixed);
  });

  it('hands a body that uses the table mark itself over as it is, and reads an unmarked body as it is', () => {
    const marked = { queries: { q: { value: [{ $table: 1 }, { $table: 2 }] } } };
    expect(packTables(marked)).toBe(marked);
    expect(unpackTables(marked)).toBe(marked);
  });

  it('keeps a `__proto__` key of a record a key, as JSON.parse does, without touching the prototype', () => {
    const hostile = JSON.parse('{"list":[{"__proto__":{"polluted":true},"a":1},{"__proto__":{"polluted":true},"a":2}]}') as object;
    const back = roundTrip(hostile) as { list: Record<string, unknown>[] };
    expect(Object.hasOwn(back.list[0]!, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(back.list[0])).toBe(Object.prototype);
  });

  it('reads a malformed table without throwing', () => {
    expect(() => unpackTables({ tables: true, body: { $table: { keys: ['a'], rows: [null, 'x'] } } })).not.toThrow();
  });
});
