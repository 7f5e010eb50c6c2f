import type { ServerDataContext } from '@gagyeong/contracts';
import { mockFetch, TEST_CONFIG } from '../../../test-support/fetch-mock';
import { adminHomeDataOf, loadAdminHomeData, periodFromSearch } from './admin-home-server-data';

const STATS = { from: '2026-01-01', to: '2026-01-31', total: 1, daily: [], campaigns: [] };
const VITALS = { days: 30, from: '2026-01-01T00:00:00.000Z', to: '2026-01-30T23:59:59.999Z', rows: [] };

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

describe('/admin on the server', () => {
  it('asks nothing without a session: the sign-in form', async () => {
    const fetchMock = mockFetch();
    await expect(loadAdminHomeData(context({ search: '' }))).resolves.toEqual({ kind: 'signed-out' });
    await expect(loadAdminHomeData(context())).resolves.toEqual({ kind: 'signed-out' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API as the session’s person, for the period the address names', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: { user: { email: 'admin@gagyeong.example', role: 'admin' } } },
      { status: 200, body: STATS },
      { status: 200, body: VITALS },
    );
    const data = await loadAdminHomeData(
      context({ search: '?from=2026-01-01&to=2026-01-31&x=1&vitals=30', sessionCookie: 'gg_session=abc' }),
    );
    expect(data).toEqual({
      kind: 'signed-in',
      user: { email: 'admin@gagyeong.example', role: 'admin' },
      dashboard: { kind: 'ready', period: { from: '2026-01-01', to: '2026-01-31' }, stats: STATS },
      vitals: { kind: 'ready', report: VITALS },
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://127.0.0.1:8600/api/auth/me');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(
      'http://127.0.0.1:8600/api/leads/stats?from=2026-01-01&to=2026-01-31',
    );
    expect(headerOf(fetchMock.mock.calls[1]?.[1], 'cookie')).toBe('gg_session=abc');
    expect(String(fetchMock.mock.calls[2]?.[0])).toBe('http://127.0.0.1:8600/api/admin/vitals?days=30');
    expect(headerOf(fetchMock.mock.calls[2]?.[1], 'cookie')).toBe('gg_session=abc');
    // What the browser gets back from the page is read with the same checks.
    expect(adminHomeDataOf(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it('loads no figures for a member or an expired session, and says why a period is refused', async () => {
    mockFetch({ status: 200, body: { user: { email: 'm@gagyeong.example', role: 'member' } } });
    await expect(loadAdminHomeData(context({ search: '', sessionCookie: 'gg_session=m' }))).resolves.toEqual({
      kind: 'signed-in',
      user: { email: 'm@gagyeong.example', role: 'member' },
    });
    mockFetch({ status: 200, body: { user: null } });
    await expect(loadAdminHomeData(context({ search: '', sessionCookie: 'gg_session=old' }))).resolves.toEqual({
      kind: 'signed-out',
    });
    mockFetch(
      { status: 200, body: { user: { email: 'admin@gagyeong.example', role: 'admin' } } },
      { status: 400, body: { error: { code: 'validation_failed', message: '기간은 366일 이내로 선택해 주세요.' } } },
      { status: 403, body: { error: { code: 'forbidden', message: '관리자만 할 수 있는 작업입니다.' } } },
    );
    await expect(
      loadAdminHomeData(context({ search: '?from=2020-01-01', sessionCookie: 'gg_session=a' })),
    ).resolves.toMatchObject({
      dashboard: {
        kind: 'error',
        period: { from: '2020-01-01', to: '' },
        message: '기간은 366일 이내로 선택해 주세요.',
      },
      vitals: { kind: 'error', days: 7, message: '관리자만 할 수 있는 작업입니다.' },
    });
  });

  it('reads only YYYY-MM-DD days from the address, and only its own shapes back', () => {
    expect(periodFromSearch('?from=2026-01-01&to=<script>')).toEqual({ from: '2026-01-01', to: '' });
    expect(adminHomeDataOf({ kind: 'signed-in', user: { email: 'x', role: 'root' } })).toBeUndefined();
    expect(adminHomeDataOf('nope')).toBeUndefined();
  });
});
