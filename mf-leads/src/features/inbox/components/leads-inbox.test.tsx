import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { EMPTY_ATTRIBUTION } from '@gagyeong/contracts/attribution';
import type { LeadRecord } from '@gagyeong/contracts/leads';
import { leadRecord } from '../../../test-support/lead-record';
import { mockFetch, sentBody, TEST_CONFIG, type FetchMock } from '../../../test-support/fetch-mock';
import { LeadsInbox } from './leads-inbox';

const ADMIN = { user: { email: 'admin@gagyeong.example', role: 'admin' } };
const MEMBER = { user: { email: 'member@gagyeong.example', role: 'member' } };

function record(overrides: Partial<LeadRecord>): LeadRecord {
  return leadRecord({
    id: 'a0e1c9d2-1b2c-4d3e-8f90-112233445566',
    form: 'popup',
    message: '',
    consentVersion: '2025-01',
    ...overrides,
  });
}

const PAGE_1 = {
  items: [
    record({
      id: '1',
      name: '최신고객',
      form: 'visit',
      message: '주말 방문',
      createdAt: '2025-03-03T01:30:00.000Z',
      attribution: {
        ...EMPTY_ATTRIBUTION,
        landingPath: '/Brand/intro',
        referrerHost: 'search.naver.com',
        utmSource: 'naver',
        utmMedium: 'cpc',
        utmCampaign: 'spring',
      },
    }),
    record({ id: '2', name: '이전고객', form: 'customer' }),
  ],
  nextCursor: 'NEXT',
};

function urls(mock: FetchMock): string[] {
  return mock.mock.calls.map(([url]) => String(url));
}

function renderInbox() {
  const user = userEvent.setup();
  const view = render(<LeadsInbox config={TEST_CONFIG} />);
  return { user, ...view };
}

describe('/admin/leads', () => {
  it('asks a signed-out visitor to sign in and sends what was typed', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: { user: null } },
      {
        status: 401,
        body: { error: { code: 'invalid_credentials', message: '이메일 또는 비밀번호가 올바르지 않습니다.' } },
      },
      { status: 200, body: ADMIN },
      { status: 200, body: { items: [], nextCursor: null } },
    );
    const { user } = renderInbox();
    const form = await screen.findByRole('form', { name: '관리자 로그인' });
    await user.type(within(form).getByLabelText('이메일'), 'admin@gagyeong.example');
    await user.type(within(form).getByLabelText('비밀번호'), 'wrong password');
    await user.click(within(form).getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '로그인 실패: 이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(urls(fetchMock)[1]).toBe('/api/auth/login');
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'admin@gagyeong.example', password: 'wrong password' });

    await user.clear(within(form).getByLabelText('비밀번호'));
    await user.type(within(form).getByLabelText('비밀번호'), 'correct horse battery');
    await user.click(within(form).getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('조건에 맞는 신청이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('admin@gagyeong.example 님으로 로그인했습니다.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 2)).toEqual({ email: 'admin@gagyeong.example', password: 'correct horse battery' });
  });

  it('tells a signed-in non-administrator 권한이 없습니다 and loads no leads', async () => {
    const fetchMock = mockFetch({ status: 200, body: MEMBER });
    renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('권한이 없습니다');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(urls(fetchMock)).toEqual(['/api/auth/me']);
  });

  it('shows the leads newest first with the CSV link, filters them and loads more', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: ADMIN },
      { status: 200, body: PAGE_1 },
      { status: 200, body: { items: [record({ id: '3', name: '오래된고객' })], nextCursor: null } },
      { status: 200, body: { items: [PAGE_1.items[0]], nextCursor: null } },
    );
    const { user } = renderInbox();
    const table = await screen.findByRole('table', { name: '관심고객 신청 목록 (최근 접수 순)' });
    await within(table).findByText('최신고객');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['최신고객', '이전고객']);
    const first = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first.slice(0, 5)).toEqual(['2025. 03. 03. 10:30', '방문예약', '최신고객', '010-1234-5678', '주말 방문']);
    expect(first[7]).toBe('동의 (2025. 03. 03. 00:00)');
    expect(first[8]).toBe('naver / cpc / spring첫 페이지 /Brand/intro');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[8]?.textContent).toBe('직접 방문');
    expect(within(rows[0] as HTMLElement).getByRole('combobox', { name: '최신고객 상태' })).toHaveValue('new');
    expect(screen.getByRole('form', { name: 'CSV 내려받기' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '더 보기' }));
    await within(table).findByText('오래된고객');
    expect(urls(fetchMock)[2]).toBe('/api/leads?cursor=NEXT');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('신청서'), '방문예약');
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '연락 완료');
    await user.type(screen.getByRole('textbox', { name: '캠페인' }), ' spring ');
    await user.type(screen.getByLabelText('시작일'), '2025-03-01');
    await user.type(screen.getByLabelText('종료일'), '2025-03-31');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await within(table).findByText('최신고객');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(urls(fetchMock)[3]).toBe(
      '/api/leads?form=visit&status=contacted&campaign=spring&from=2025-03-01&to=2025-03-31',
    );

    // The CSV of the applied filter starts only once a reason is typed, which it carries.
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const csv = screen.getByRole('form', { name: 'CSV 내려받기' });
    await user.click(within(csv).getByRole('button', { name: 'CSV 내려받기' }));
    expect(within(csv).getByRole('alert')).toHaveTextContent('내려받는 사유를 입력해 주세요.');
    expect(clicked).toEqual([]);
    await user.type(within(csv).getByLabelText('내려받는 사유'), ' 3월 방문 고객 정리 ');
    await user.click(within(csv).getByRole('button', { name: 'CSV 내려받기' }));
    expect(clicked).toEqual([
      `/api/leads.csv?form=visit&status=contacted&campaign=spring&from=2025-03-01&to=2025-03-31&reason=${encodeURIComponent('3월 방문 고객 정리').replace(/%20/g, '+')}`,
    ]);
    click.mockRestore();
  });

  it('renders what visitors typed as text', async () => {
    mockFetch(
      { status: 200, body: ADMIN },
      { status: 200, body: { items: [record({ name: '<img src=x onerror=alert(1)>' })], nextCursor: null } },
    );
    renderInbox();
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('goes back to sign-in when the session has ended', async () => {
    mockFetch(
      { status: 200, body: ADMIN },
      { status: 401, body: { error: { code: 'unauthorized', message: '로그인이 필요합니다.' } } },
    );
    renderInbox();
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
  });

  it('signs out', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: ADMIN },
      { status: 200, body: { items: [], nextCursor: null } },
      { status: 204 },
    );
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(urls(fetchMock)[2]).toBe('/api/auth/logout');
    expect(fetchMock.mock.calls[2]?.[1]?.method).toBe('POST');
  });

  it('shows a Korean message when the server cannot be reached', async () => {
    // Twice: the API client repeats a read's network failure once.
    mockFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('서버에 연결하지 못했습니다.');
  });

  it('has no axe violations, signed in', async () => {
    mockFetch({ status: 200, body: ADMIN }, { status: 200, body: PAGE_1 });
    const { container } = renderInbox();
    await screen.findByText('최신고객');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks a lead: the status is saved at once and the closing time shows', async () => {
    const closed = record({ id: '1', name: '최신고객', status: 'closed', closedAt: '2025-03-05T01:00:00.000Z' });
    const fetchMock = mockFetch(
      { status: 200, body: ADMIN },
      { status: 200, body: { items: [record({ id: '1', name: '최신고객' })], nextCursor: null } },
      { status: 200, body: closed },
    );
    const { user } = renderInbox();
    const select = await screen.findByRole('combobox', { name: '최신고객 상태' });
    await user.selectOptions(select, '상담 종료');
    expect(await screen.findByText('종료 2025. 03. 05. 10:00')).toBeInTheDocument();
    expect(select).toHaveValue('closed');
    expect(urls(fetchMock)[2]).toBe('/api/leads/1');
    expect(fetchMock.mock.calls[2]?.[1]?.method).toBe('PATCH');
    expect(sentBody(fetchMock, 2)).toEqual({ status: 'closed' });
  });

  it('edits a memo, and keeps what was typed when saving fails', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: ADMIN },
      { status: 200, body: { items: [record({ id: '1', name: '최신고객' })], nextCursor: null } },
      { status: 400, body: { error: { code: 'validation_failed', message: '메모는 500자 이하로 입력해 주세요.' } } },
      { status: 200, body: record({ id: '1', name: '최신고객', memo: '주말 통화 희망' }) },
    );
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: '최신고객 메모 수정' }));
    const box = screen.getByRole('textbox', { name: '최신고객 메모' });
    await user.type(box, '주말 통화 희망');
    await user.click(screen.getByRole('button', { name: '메모 저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('메모는 500자 이하로 입력해 주세요.');
    expect(box).toHaveValue('주말 통화 희망');
    await user.click(screen.getByRole('button', { name: '메모 저장' }));
    expect(await screen.findByRole('cell', { name: '주말 통화 희망' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '최신고객 메모' })).not.toBeInTheDocument();
    expect(sentBody(fetchMock, 3)).toEqual({ memo: '주말 통화 희망' });
  });

  it('deletes a lead only after a confirmation', async () => {
    const fetchMock = mockFetch({ status: 200, body: ADMIN }, { status: 200, body: PAGE_1 }, { status: 204 });
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: '이전고객 삭제' }));
    const confirm = screen.getByRole('group', { name: '이전고객 삭제' });
    expect(confirm).toHaveTextContent('되돌릴 수 없습니다');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: '이전고객 삭제' }));
    await user.click(screen.getByRole('button', { name: '삭제 확인' }));
    expect(await screen.findByRole('status')).toHaveTextContent('이전고객 님의 정보를 파기했습니다.');
    expect(screen.queryByText('이전고객')).not.toBeInTheDocument();
    expect(screen.getByText('최신고객')).toBeInTheDocument();
    expect(urls(fetchMock)[2]).toBe('/api/leads/2');
    expect(fetchMock.mock.calls[2]?.[1]?.method).toBe('DELETE');
  });

  it('names the admin pages in a menu, this one current', async () => {
    mockFetch({ status: 200, body: ADMIN }, { status: 200, body: PAGE_1 });
    renderInbox();
    const nav = await screen.findByRole('navigation', { name: '관리자 메뉴' });
    expect(within(nav).getByRole('link', { name: '관심고객 관리' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '관리자 홈' })).toHaveAttribute('href', '/admin');
  });
});
