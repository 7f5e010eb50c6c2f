import type { ServerDataContext } from '@gagyeong/contracts';
import { seededData } from '@gagyeong/contracts/server-data';
import { mockFetch, mockFetchByPath, TEST_CONFIG } from '../../../test-support/fetch-mock';
import { EMPTY_VITALS, VITALS_ANSWERS } from '../../../test-support/vitals-answers';
import { ACCESS_REVIEWS, SAFEGUARDS_ANSWERS, SESSIONS } from '../../../test-support/safeguards-answers';
import { periodFromSearch } from '../api/dashboard-period';
import { seededSession } from '../api/get-session-user';
import { loadAdminHomeData } from './load-admin-home.server';

const STATS = { from: '2026-01-01', to: '2026-01-31', total: 1, daily: [], campaigns: [] };
const OVERVIEW = {
  channels: [{ channel: 'webhook', target: 'https://hooks.example/… (chat, full)' }],
  counts: { pending: 0, sending: 0, retrying: 1, sent: 0, failed: 0 },
  items: [],
};
const ADMIN = { email: 'admin@gagyeong.example', role: 'admin' } as const;
const API = 'http://127.0.0.1:8600/api';

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
      expect(seededSession(data)?.user).toBeNull();
      expect(seededData(data, ['admin', 'lead-stats', '', ''])).toBeUndefined();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API as the session’s person, for the period the address names, with the page’s own queries', async () => {
    const fetchMock = mockFetchByPath({
      '/api/auth/me': { status: 200, body: { user: ADMIN, idleTimeoutMs: 600_000 } },
      '/api/leads/stats': { status: 200, body: STATS },
      '/api/admin/notifications': { status: 200, body: OVERVIEW },
      ...SAFEGUARDS_ANSWERS,
      ...VITALS_ANSWERS,
    });
    const data = inPage(
      await loadAdminHomeData(
        context({ search: '?from=2026-01-01&to=2026-01-31&vitals=30&x=1', sessionCookie: 'gg_session=abc' }),
      ),
    );
    // The session's idle bound comes with it, so the page's idle check uses the server's.
    expect(seededSession(data)).toEqual({ user: ADMIN, idleTimeoutMs: 600_000 });
    expect(seededData(data, ['admin', 'lead-stats', '2026-01-01', '2026-01-31'])).toEqual({
      kind: 'ready',
      stats: STATS,
    });
    expect(seededData(data, ['admin', 'notifications'])).toEqual(OVERVIEW);
    expect(seededData(data, ['admin', 'access-reviews'])).toEqual(ACCESS_REVIEWS);
    expect(seededData(data, ['admin', 'sessions'])).toEqual(SESSIONS.sessions);
    expect(seededData(data, ['admin', 'vitals', 30])).toEqual(EMPTY_VITALS);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls[0]).toBe(`${API}/auth/me`);
    expect(urls.slice(1).sort()).toEqual([
      `${API}/access/reviews`,
      `${API}/admin/notifications`,
      `${API}/admin/vitals?days=30`,
      `${API}/auth/sessions`,
      `${API}/leads/stats?from=2026-01-01&to=2026-01-31`,
    ]);
    for (const [, init] of fetchMock.mock.calls) expect(headerOf(init, 'cookie')).toBe('gg_session=abc');
  });

  it('loads no figures for a member or an expired session, and says why a period is refused', async () => {
    mockFetch({ status: 200, body: { user: { email: 'm@gagyeong.example', role: 'member' } } });
    const member = inPage(await loadAdminHomeData(context({ search: '', sessionCookie: 'gg_session=m' })));
    expect(seededSession(member)?.user).toEqual({ email: 'm@gagyeong.example', role: 'member' });
    expect(seededData(member, ['admin', 'lead-stats', '', ''])).toBeUndefined();
    expect(seededData(member, ['admin', 'notifications'])).toBeUndefined();

    mockFetch({ status: 200, body: { user: null } });
    expect(
      seededSession(await loadAdminHomeData(context({ search: '', sessionCookie: 'gg_session=old' })))?.user,
    ).toBeNull();

    mockFetchByPath({
      '/api/auth/me': { status: 200, body: { user: ADMIN } },
      '/api/leads/stats': {
        status: 400,
        body: { error: { code: 'validation_failed', message: '기간은 366일 이내로 선택해 주세요.' } },
      },
      // The notification overview refused too: the page is rendered without it.
      '/api/admin/notifications': { status: 500, body: { error: { code: 'internal_error', message: '오류' } } },
      ...SAFEGUARDS_ANSWERS,
      ...VITALS_ANSWERS,
    });
    const refused = inPage(
      await loadAdminHomeData(context({ search: '?from=2020-01-01', sessionCookie: 'gg_session=a' })),
    );
    expect(seededData(refused, ['admin', 'lead-stats', '2020-01-01', ''])).toEqual({
      kind: 'refused',
      message: '기간은 366일 이내로 선택해 주세요.',
    });
    expect(seededData(refused, ['admin', 'notifications'])).toBeUndefined();
    expect(seededData(refused, ['admin', 'access-reviews'])).toEqual(ACCESS_REVIEWS);
  });

  it('fails when the API does not answer who is signed in, so the browser renders the page', async () => {
    mockFetch({ status: 500 }, { status: 500 });
    await expect(loadAdminHomeData(context({ search: '', sessionCookie: 'gg_session=a' }))).rejects.toThrow();
  });

  it('reads only YYYY-MM-DD days from the address, and only a signed-in person of a known role back', () => {
    expect(periodFromSearch('?from=2026-01-01&to=<script>')).toEqual({ from: '2026-01-01', to: '' });
    const seeded = (user: unknown) => ({
      mutations: [],
      queries: [{ queryKey: ['admin', 'session-user'], queryHash: 'h', state: { status: 'success', data: { user } } }],
    });
    expect(seededSession(seeded({ email: 'x', role: 'root' }))).toBeUndefined();
    expect(seededSession(seeded(ADMIN))).toEqual({ user: ADMIN, idleTimeoutMs: 30 * 60_000 });
    expect(seededSession('nope')).toBeUndefined();
  });
});
