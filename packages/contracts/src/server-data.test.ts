import { isSeededQueries, seedQueryCache, seededData } from './server-data';

/** What TanStack Query's dehydrate() writes for one successful and one failed query (trimmed). */
const DEHYDRATED = {
  mutations: [],
  queries: [
    {
      queryKey: ['admin', 'me'],
      queryHash: '["admin","me"]',
      dehydratedAt: 1,
      state: { status: 'success', data: { email: 'a@example.kr', role: 'admin' }, dataUpdatedAt: 1 },
    },
    {
      queryKey: ['admin', 'lead-stats', '2026-01-01', ''],
      queryHash: '["admin","lead-stats","2026-01-01",""]',
      dehydratedAt: 1,
      state: { status: 'error', error: {}, dataUpdatedAt: 0 },
    },
    {
      queryKey: ['press', 'article', 'gone'],
      queryHash: '["press","article","gone"]',
      dehydratedAt: 1,
      state: { status: 'success', data: null, dataUpdatedAt: 1 },
    },
  ],
};

describe('server data handed to the browser', () => {
  it('finds a successful query by its key, null data included', () => {
    expect(seededData(DEHYDRATED, ['admin', 'me'])).toEqual({ email: 'a@example.kr', role: 'admin' });
    expect(seededData(DEHYDRATED, ['press', 'article', 'gone'])).toBeNull();
  });

  it('gives nothing for another key, a failed query, or data of another shape', () => {
    expect(seededData(DEHYDRATED, ['admin'])).toBeUndefined();
    expect(seededData(DEHYDRATED, ['admin', 'lead-stats', '2026-01-01', ''])).toBeUndefined();
    expect(seededData(undefined, ['admin', 'me'])).toBeUndefined();
    expect(seededData({ kind: 'signed-out' }, ['admin', 'me'])).toBeUndefined();
    expect(isSeededQueries({ mutations: [], queries: [{ queryKey: 'admin' }] })).toBe(false);
    expect(isSeededQueries(JSON.parse(JSON.stringify(DEHYDRATED)))).toBe(true);
  });

  it('seeds a query cache with the successful queries at the server’s time, keeping what it holds', () => {
    const held = new Map<string, unknown>([[JSON.stringify(['press', 'article', 'gone']), 'newer']]);
    const written: unknown[][] = [];
    seedQueryCache(
      {
        getQueryData: (key) => held.get(JSON.stringify(key)),
        setQueryData: (key, data, options) => written.push([key, data, options]),
      },
      JSON.parse(JSON.stringify(DEHYDRATED)),
    );
    expect(written).toEqual([[['admin', 'me'], { email: 'a@example.kr', role: 'admin' }, { updatedAt: 1 }]]);
    seedQueryCache({ getQueryData: () => undefined, setQueryData: () => written.push([]) }, { queries: 'x' });
    expect(written).toHaveLength(1);
  });
});
