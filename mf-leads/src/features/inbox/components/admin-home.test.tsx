import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { SITE } from '@gagyeong/contracts';
import { mockFetch, TEST_CONFIG } from '../../../test-support/fetch-mock';
import { AdminHome } from './admin-home';

const ADMIN = { user: { email: 'admin@gagyeong.example', role: 'admin' } };
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

const EMPTY_VITALS = { days: 7, from: '2026-01-24T00:00:00.000Z', to: '2026-01-30T23:59:59.999Z', rows: [] };
const VITALS = {
  ...EMPTY_VITALS,
  rows: [
    {
      route: '/Brand/intro',
      device: 'phone',
      samples: 12,
      p75: { LCP: 2600, INP: 150, CLS: 0.02, TTFB: 700 },
      lcpElement: { selector: 'main>header>h1', count: 9 },
    },
  ],
};

describe('/admin', () => {
  it('links the leads inbox, the press list and the deployment status, says who is signed in', async () => {
    mockFetch({ status: 200, body: ADMIN }, { status: 200, body: EMPTY_STATS }, { status: 200, body: EMPTY_VITALS });
    const { container } = render(<AdminHome config={TEST_CONFIG} />);
    expect(await screen.findByText('admin@gagyeong.example 님으로 로그인했습니다.')).toBeInTheDocument();
    const pages = screen.getByRole('region', { name: '사이트 운영에 필요한 화면으로 이동합니다.' });
    expect(within(pages).getByRole('link', { name: '관심고객 관리' })).toHaveAttribute('href', '/admin/leads');
    expect(within(pages).getByRole('link', { name: '보도자료' })).toHaveAttribute(
      'href',
      `/${encodeURIComponent(SITE.slug)}/press`,
    );
    expect(within(pages).getByRole('link', { name: '배포 상태' })).toHaveAttribute('href', '/admin/remotes');
    expect(screen.getByRole('navigation', { name: '관리자 메뉴' })).toBeInTheDocument();
    expect(await screen.findByText('기간 중 신청이 없습니다.')).toBeInTheDocument();
    expect(await screen.findByText('이 기간에 받은 측정값이 없습니다.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the period’s leads per day as an SVG chart, by source or by form, and the campaigns with their share', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: ADMIN },
      { status: 200, body: STATS },
      { status: 200, body: EMPTY_VITALS },
      { status: 200, body: STATS },
    );
    const user = userEvent.setup();
    const { container } = render(<AdminHome config={TEST_CONFIG} />);
    const chart = await screen.findByRole('img', { name: '2026-01-30 ~ 2026-02-02 일별 신청 수' });
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/leads/stats');
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
    expect(String(fetchMock.mock.calls[3]?.[0])).toBe('/api/leads/stats?from=2026-01-01&to=2026-02-02');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks a visitor to sign in and shows no admin links', async () => {
    mockFetch({ status: 200, body: { user: null } });
    render(<AdminHome config={TEST_CONFIG} />);
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '관심고객 관리' })).not.toBeInTheDocument();
  });

  it('tells a member 권한이 없습니다, with sign-out', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: { user: { email: 'member@gagyeong.example', role: 'member' } } },
      { status: 204 },
    );
    const user = userEvent.setup();
    render(<AdminHome config={TEST_CONFIG} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('권한이 없습니다');
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/auth/logout');
  });

  describe('rendered on the server', () => {
    const admin = { email: 'admin@gagyeong.example', role: 'admin' } as const;

    it('shows the administrator the figures the server loaded, without asking again', async () => {
      const fetchMock = mockFetch();
      const serverData = {
        kind: 'signed-in',
        user: admin,
        dashboard: { kind: 'ready', period: { from: '2026-01-30', to: '2026-02-02' }, stats: STATS },
        vitals: { kind: 'ready', report: VITALS },
      };
      render(<AdminHome config={TEST_CONFIG} serverData={serverData} />);
      expect(screen.getByText('admin@gagyeong.example 님으로 로그인했습니다.')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: '2026-01-30 ~ 2026-02-02 일별 신청 수' })).toBeInTheDocument();
      expect(screen.getByText('기간 중 신청 6건')).toBeInTheDocument();
      // The period form works without JavaScript too: a GET of /admin?from=&to=.
      const period = screen.getByRole('form', { name: '기간' });
      expect(period).toHaveAttribute('method', 'get');
      expect(period).toHaveAttribute('action', '/admin');
      expect(within(period).getByLabelText('시작일')).toHaveAttribute('name', 'from');
      expect(within(period).getByLabelText('종료일')).toHaveAttribute('name', 'to');
      await act(async () => undefined);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('says why the period was refused', () => {
      mockFetch();
      const serverData = {
        kind: 'signed-in',
        user: admin,
        dashboard: {
          kind: 'error',
          period: { from: '2020-01-01', to: '' },
          message: '기간은 366일 이내로 선택해 주세요.',
        },
        vitals: { kind: 'ready', report: EMPTY_VITALS },
      };
      render(<AdminHome config={TEST_CONFIG} serverData={serverData} />);
      expect(screen.getByRole('alert')).toHaveTextContent('기간은 366일 이내로 선택해 주세요.');
      expect(screen.getByLabelText('시작일')).toHaveValue('2020-01-01');
    });

    it('shows a visitor the sign-in form and no figures, and still asks the browser’s session', async () => {
      const fetchMock = mockFetch({ status: 200, body: { user: null } });
      render(<AdminHome config={TEST_CONFIG} serverData={{ kind: 'signed-out' }} />);
      expect(screen.getByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /일별 신청 수$/ })).not.toBeInTheDocument();
      await act(async () => undefined);
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/me');
      expect(screen.getByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    });
  });
});
