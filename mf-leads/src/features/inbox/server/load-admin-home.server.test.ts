import type { ServerDataContext } from '@gagyeong/contracts';
import { seededData } from '@gagyeong/contracts/server-data';
import { mockFetch, TEST_CONFIG } from '../../../test-support/fetch-mock';
import { periodFromSearch } from '../api/dashboard-period';
import { seededSessionUser } from '../api/get-session-user';
import { loadAdminHomeData } from './load-admin-home.server';

const STATS = { from: '2026-01-01', to: '2026-01-31', total: 1, daily: [], campaigns: [] };
const ADMIN = { email: 'admin@gagyeong.example', role: 'admin' } as const;

function context(request?: ServerDataContext['request']): ServerDataContext {
  return {
    config: TEST_CONFIG,
    params: {},
    apiOrigin: 'http://127.0.0.1:8600',
    signal: new AbortController().signal,
    ...(request ? { request } : {}),
  };
}

const headerOf = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];

/** What the browser gets back from the page: JSON. */
const inPage = (data: unknown): unknown => JSON.parse(JSON.stringify(data));

describe('/admin on the server', () => {
  it('asks nothing without a session: nobody is signed in (the sign-in form)', async () => {
    const fetchMock = mockFetch();
    for (const request of [{ search: '' }, undefined]) {
      const data = inPage(await loadAdminHomeData(context(request)));
      expect(seededSessionUser(data)).toBeNull();
      expect(seededData(data, ['admin', 'lead-stats', '', ''])).toBeUndefined();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API as the session’s person, for the period the address names, with the page’s own queries', async () => {
    const fetchMock = mockFetch({ status: 200, body: { user: ADMIN } }, { status: 200, body: STATS });
    const data = inPage(
      await loadAdminHomeData(
        context({ search: '?from=2026-01-01&to=2026-01-31&x=1', sessionCookie: 'gg_session=abc' }),
      ),
    );
    expect(seededSessionUser(data)).toEqual(ADMIN);
    expect(seededData(data, ['admin', 'lead-stats', '2026-01-01', '2026-01-31'])).toEqual({
      kind: 'ready',
      stats: STATS,
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://127.0.0.1:8600/api/auth/me');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(
      'http://127.0.0.1:8600/api/leads/stats?from=2026-01-01&to=2026-01-31',
    );
    expect(headerOf(fetchMock.mock.calls[0]?.[1], 'cookie')).toBe('gg_session=abc');
    expect(headerOf(fetchMock.mock.calls[1]?.[1], 'cookie')).toBe('gg_session=abc');
  });

  it('loads no figures for a member or an expired session, and says why a period is refused', async () => {
    mockFetch({ status: 200, body: { user: { email: 'm@gagyeong.example', role: 'member' } } });
    const member = inPage(await loadAdminHomeData(context({ search: '', sessionCookie: 'gg_session=m' })));
    expect(seededSessionUser(member)).toEqual({ email: 'm@gagyeong.example', role: 'member' });
    expect(seededData(member, ['admin', 'lead-stats', '', ''])).toBeUndefined();

    mockFetch({ status: 200, body: { user: null } });
    expect(
      seededSessionUser(await loadAdminHomeData(context({ search: '', sessionCookie: 'gg_session=old' }))),
    ).toBeNull();

    mockFetch(
      { status: 200, body: { user: ADMIN } },
      { status: 400, body: { error: { code: 'validation_failed', message: '기간은 366일 이내로 선택해 주세요.' } } },
    );
    const refused = await loadAdminHomeData(context({ search: '?from=2020-01-01', sessionCookie: 'gg_session=a' }));
    expect(seededData(inPage(refused), ['admin', 'lead-stats', '2020-01-01', ''])).toEqual({
      kind: 'refused',
      message: '기간은 366일 이내로 선택해 주세요.',
    });
  });

  it('fails when the API does not answer who is signed in, so the browser renders the page', async () => {
    mockFetch({ status: 500 }, { status: 500 });
    await expect(loadAdminHomeData(context({ search: '', sessionCookie: 'gg_session=a' }))).rejects.toThrow();
  });

  it('reads only YYYY-MM-DD days from the address, and only a signed-in person of a known role back', () => {
    expect(periodFromSearch('?from=2026-01-01&to=<script>')).toEqual({ from: '2026-01-01', to: '' });
    const seeded = (user: unknown) => ({
      mutations: [],
      queries: [{ queryKey: ['admin', 'session-user'], queryHash: 'h', state: { status: 'success', data: user } }],
    });
    expect(seededSessionUser(seeded({ email: 'x', role: 'root' }))).toBeUndefined();
    expect(seededSessionUser(seeded(ADMIN))).toEqual(ADMIN);
    expect(seededSessionUser('nope')).toBeUndefined();
  });
});
