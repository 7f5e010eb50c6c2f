import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { SITE, type ServerDataContext } from '@gagyeong/contracts';
import { mockFetch, mockFetchByPath, TEST_CONFIG, type FakeAnswer } from '../../../test-support/fetch-mock';
import { SAFEGUARDS_ANSWERS } from '../../../test-support/safeguards-answers';
import { EMPTY_VITALS, VITALS_ANSWERS } from '../../../test-support/vitals-answers';
import { loadAdminHomeData } from '../server/load-admin-home.server';
import { AdminHome } from './admin-home';

/** `/admin` (and its query string) as the shell's router mounts it. */
function renderHome(serverData?: unknown, path = '/admin') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminHome config={TEST_CONFIG} serverData={serverData} />
    </MemoryRouter>,
  );
}

/**
 * What the server's loader hands the page for `search` and a session cookie (its API's answers by
 * path; none: no session cookie), as JSON.
 */
async function serverDataFor(search: string, answers?: Readonly<Record<string, FakeAnswer>>): Promise<unknown> {
  mockFetchByPath(answers ?? {});
  const context: ServerDataContext = {
    config: TEST_CONFIG,
    params: {},
    apiOrigin: 'http://127.0.0.1:8600',
    signal: new AbortController().signal,
    request: { search, ...(answers ? { sessionCookie: 'gg_session=abc' } : {}) },
  };
  return JSON.parse(JSON.stringify(await loadAdminHomeData(context)));
}

const ADMIN = { user: { email: 'admin@gagyeong.example', role: 'admin' } };
const OVERVIEW = {
  channels: [{ channel: 'email', target: 'sales@gagyeong.example (smtp://mail.example:587)' }],
  counts: { pending: 0, sending: 0, retrying: 0, sent: 1, failed: 0 },
  items: [
    {
      id: '1',
      kind: 'lead',
      leadId: '0b3c2f52-8a8e-4c53-9d7e-5c4f0f6f4a11',
      channel: 'email',
      state: 'sent',
      attempts: 1,
      createdAt: '2026-01-31T01:00:00.000Z',
      nextAttemptAt: null,
      sentAt: '2026-01-31T01:00:01.000Z',
      lastError: '',
    },
  ],
};
const EMPTY_STATS = { from: '2026-01-01', to: '2026-01-30', total: 0, daily: [], campaigns: [] };
const STATS = {
  from: '2026-01-30',
  to: '2026-02-02',
  total: 6,
  daily: [
    { day: '2026-01-31', source: 'naver', form: 'popup', count: 2 },
    { day: '2026-02-01', source: '', form: 'visit', count: 1 },
    { day: '2026-02-01', source: 'naver', form: 'visit', count: 1 },
    { day: '2026-02-02', source: 'kakao', form: 'customer', count: 2 },
  ],
  campaigns: [
    { source: 'naver', medium: 'cpc', campaign: 'spring', count: 3 },
    { source: 'kakao', medium: '', campaign: '', count: 2 },
    { source: '', medium: '', campaign: '', count: 1 },
  ],
};

const VITALS = {
  ...EMPTY_VITALS,
  rows: [
    {
      route: '/Brand/intro',
      device: 'phone',
      samples: 12,
      p75: { LCP: 2600, INP: 150, CLS: 0.02, TTFB: 700 },
      visitors: { LCP: 12, INP: 8, CLS: 12, TTFB: 12 },
      lcpElement: { selector: 'header>h1', count: 9 },
    },
  ],
};

describe('/admin', () => {
  it('links the leads inbox, the press list and the deployment status, says who is signed in', async () => {
    mockFetchByPath({
      '/api/auth/me': { status: 200, body: ADMIN },
      '/api/leads/stats': { status: 200, body: EMPTY_STATS },
      '/api/admin/notifications': { status: 200, body: OVERVIEW },
      ...SAFEGUARDS_ANSWERS,
      ...VITALS_ANSWERS,
    });
    const { container } = renderHome();
    expect(await screen.findByText('admin@gagyeong.example 님으로 로그인했습니다.')).toBeInTheDocument();
    // The administrator's part of the page arrives once someone is signed in.
    const pages = await screen.findByRole('region', { name: '사이트 운영에 필요한 화면으로 이동합니다.' });
    expect(within(pages).getByRole('link', { name: '관심고객 관리' })).toHaveAttribute('href', '/admin/leads');
    expect(within(pages).getByRole('link', { name: '보도자료' })).toHaveAttribute(
      'href',
      `/${encodeURIComponent(SITE.slug)}/press`,
    );
    expect(within(pages).getByRole('link', { name: '배포 상태' })).toHaveAttribute('href', '/admin/remotes');
    expect(screen.getByRole('navigation', { name: '관리자 메뉴' })).toBeInTheDocument();
    expect(await screen.findByText('기간 중 신청이 없습니다.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '알림 발송 상태' })).toBeInTheDocument();
    expect(await screen.findByText('이 기간에 받은 측정값이 없습니다.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the period’s leads per day as an SVG chart, by source or by form, and the campaigns with their share', async () => {
    const fetchMock = mockFetchByPath({
      '/api/auth/me': { status: 200, body: ADMIN },
      '/api/leads/stats': { status: 200, body: STATS },
      '/api/admin/notifications': { status: 200, body: OVERVIEW },
      ...SAFEGUARDS_ANSWERS,
      ...VITALS_ANSWERS,
    });
    const statsCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/stats'));
    const user = userEvent.setup();
    const { container } = renderHome();
    const chart = await screen.findByRole('img', { name: '2026-01-30 ~ 2026-02-02 일별 신청 수' });
    expect(statsCalls()).toEqual(['/api/leads/stats']);
    expect(screen.getByText('기간 중 신청 6건')).toBeInTheDocument();
    // One bar group per day of the period, empty days included; stacked by source first.
    expect(chart.querySelectorAll(':scope > g > title')).toHaveLength(4);
    expect([...chart.querySelectorAll(':scope > g > title')].map((t) => t.textContent)).toEqual([
      '2026-01-30: 0',
      '2026-01-31: naver 2',
      '2026-02-01: naver 1, 직접 방문 1',
      '2026-02-02: kakao 2',
    ]);
    const legend = () => [...container.querySelectorAll('figcaption li')].map((li) => li.textContent);
    expect(legend()).toEqual(['naver', 'kakao', '직접 방문']);
    await user.click(screen.getByRole('radio', { name: '신청서별' }));
    expect(legend()).toEqual(['관심고객 등록', '방문예약', '고객상담']);
    expect(chart.querySelectorAll(':scope > g > title')[2]?.textContent).toBe('2026-02-01: 방문예약 2');

    const table = screen.getByRole('table', { name: '캠페인별 신청' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['naver', 'cpc', 'spring', '3', '50%'],
      ['kakao', '-', '-', '2', '33.3%'],
      ['직접 방문', '-', '-', '1', '16.7%'],
    ]);

    const period = screen.getByRole('form', { name: '기간' });
    expect(within(period).getByLabelText('시작일')).toHaveValue('2026-01-30');
    await user.clear(within(period).getByLabelText('시작일'));
    await user.type(within(period).getByLabelText('시작일'), '2026-01-01');
    await user.click(within(period).getByRole('button', { name: '조회' }));
    await screen.findByRole('img', { name: '2026-01-30 ~ 2026-02-02 일별 신청 수' });
    expect(statsCalls()).toEqual(['/api/leads/stats', '/api/leads/stats?from=2026-01-01&to=2026-02-02']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks a visitor to sign in and shows no admin links', async () => {
    mockFetch({ status: 200, body: { user: null } });
    renderHome();
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '관심고객 관리' })).not.toBeInTheDocument();
  });

  it('tells a member 권한이 없습니다, with sign-out', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: { user: { email: 'member@gagyeong.example', role: 'member' } } },
      { status: 204 },
    );
    const user = userEvent.setup();
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('권한이 없습니다');
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/auth/logout');
  });

  describe('rendered on the server', () => {
    const admin = { email: 'admin@gagyeong.example', role: 'admin' } as const;

    it('shows the administrator the figures the server loaded, without asking again', async () => {
      const serverData = await serverDataFor('?from=2026-01-30&to=2026-02-02', {
        '/api/auth/me': { status: 200, body: { user: admin } },
        '/api/leads/stats': { status: 200, body: STATS },
        '/api/admin/notifications': { status: 200, body: OVERVIEW },
        ...SAFEGUARDS_ANSWERS,
        '/api/admin/vitals': { status: 200, body: VITALS },
      });
      const fetchMock = mockFetch();
      renderHome(serverData, '/admin?from=2026-01-30&to=2026-02-02');
      expect(screen.getByText('admin@gagyeong.example 님으로 로그인했습니다.')).toBeInTheDocument();
      expect(await screen.findByRole('img', { name: '2026-01-30 ~ 2026-02-02 일별 신청 수' })).toBeInTheDocument();
      const notifications = screen.getByRole('region', { name: '알림 발송 상태' });
      expect(within(notifications).getByRole('button', { name: '메일로 시험 알림 보내기' })).toBeInTheDocument();
      expect(within(notifications).getByRole('cell', { name: '발송 완료' })).toBeInTheDocument();
      // The access-review reminder and the sessions came with the page too.
      expect(screen.getByText(/2026-01\) 접속기록 검토가 아직 없습니다/)).toHaveAttribute('role', 'status');
      expect(screen.getByRole('table', { name: '이 계정의 로그인 (최근 사용 순)' })).toHaveTextContent('203.0.113.9');
      expect(screen.getByText('기간 중 신청 6건')).toBeInTheDocument();
      // Real visitors' speed came with the page too.
      const vitals = screen.getByRole('table', { name: '최근 7일 경로·기기별 p75' });
      expect(within(vitals).getByRole('row', { name: /\/Brand\/intro/ })).toHaveTextContent('2.60초 (개선 필요)');
      // The period form works without JavaScript too: a GET of /admin?from=&to=.
      const period = screen.getByRole('form', { name: '기간' });
      expect(period).toHaveAttribute('method', 'get');
      expect(period).toHaveAttribute('action', '/admin');
      expect(within(period).getByLabelText('시작일')).toHaveAttribute('name', 'from');
      expect(within(period).getByLabelText('종료일')).toHaveAttribute('name', 'to');
      await act(async () => undefined);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('says why the period was refused', async () => {
      const serverData = await serverDataFor('?from=2020-01-01', {
        '/api/auth/me': { status: 200, body: { user: admin } },
        '/api/leads/stats': {
          status: 400,
          body: { error: { code: 'validation_failed', message: '기간은 366일 이내로 선택해 주세요.' } },
        },
        '/api/admin/notifications': { status: 200, body: OVERVIEW },
        ...SAFEGUARDS_ANSWERS,
        ...VITALS_ANSWERS,
      });
      const fetchMock = mockFetch();
      renderHome(serverData, '/admin?from=2020-01-01');
      expect(await screen.findByRole('alert')).toHaveTextContent('기간은 366일 이내로 선택해 주세요.');
      expect(screen.getByLabelText('시작일')).toHaveValue('2020-01-01');
      await act(async () => undefined);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('shows a visitor the sign-in form and no figures, and still asks the browser’s session', async () => {
      const serverData = await serverDataFor('');
      const fetchMock = mockFetch({ status: 200, body: { user: null } });
      renderHome(serverData);
      expect(screen.getByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /일별 신청 수$/ })).not.toBeInTheDocument();
      await act(async () => undefined);
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/me');
      expect(screen.getByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    });
  });
});
