import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { mockFetch, mockFetchByPath, TEST_CONFIG } from '../../../test-support/fetch-mock';
import { openPage } from './open-page';
import { RemotesStatus } from './remotes-status';

// Leaving the page is the browser's (jsdom has no navigation).
jest.mock('./open-page', () => ({ openPage: jest.fn() }));

const ADMIN = { user: { email: 'admin@gagyeong.example', role: 'admin' } };
const RELEASE = '/releases/mf-press/1.0.1-5f6a7b8c9d/mf-manifest.json';
const served = (pressUrl: string, pressVersion: string | null) => ({
  mf_marketing: { url: '/remotes/mf-marketing/mf-manifest.json', version: null },
  mf_press: { url: pressUrl, version: pressVersion },
  mf_leads: { url: '/remotes/mf-leads/mf-manifest.json', version: null },
});
const answering = { manifest: true, entry: true, serverEntry: true };

const STATUS = {
  remotes: [
    { remote: 'mf_marketing', url: '/remotes/mf-marketing/mf-manifest.json', answers: answering },
    {
      remote: 'mf_press',
      url: RELEASE,
      live: {
        url: RELEASE,
        version: '1.0.1-5f6a7b8c9d',
        at: '2026-11-25T01:00:00.000Z',
        by: 'press-team',
        previous: {
          url: '/remotes/mf-press/mf-manifest.json',
          version: null,
          at: '2026-11-25T01:00:00.000Z',
          by: 'configuration',
        },
      },
      answers: answering,
    },
    {
      remote: 'mf_leads',
      url: '/remotes/mf-leads/mf-manifest.json',
      answers: { manifest: false, entry: false, serverEntry: false },
    },
  ],
  log: [
    {
      at: '2026-11-25T01:00:00.000Z',
      by: 'press-team',
      action: 'deploy',
      remote: 'mf_press',
      version: '1.0.1-5f6a7b8c9d',
      url: RELEASE,
      from: null,
    },
  ],
  logUnreadable: 1,
};

/** /api/admin/remote-health with nothing counted yet. */
const NO_HEALTH = {
  status: 200,
  body: {
    hours: 24,
    from: 29_000_000,
    to: 29_001_439,
    step: 30,
    remotes: [],
    canaries: [],
    policy: { ratio: 2, minRate: 0.01, minViews: 50, minNetworks: 5, windowMinutes: 10 },
  },
};

describe('/admin/remotes', () => {
  it('shows the live map, each host’s versions with the one still behind, and the deployment log', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: ADMIN },
      { status: 200, body: STATUS },
      {
        status: 200,
        body: {
          hosts: [
            {
              host: 'https://a.example',
              ok: true,
              remotes: served(RELEASE, '1.0.1-5f6a7b8c9d'),
              liveMap: { store: 'file', state: 'following' },
            },
            {
              host: 'https://b.example',
              ok: true,
              remotes: served('/remotes/mf-press/mf-manifest.json', null),
              liveMap: { store: 'file', state: 'unavailable' },
            },
            { host: 'https://c.example', ok: false, problem: 'no answer (ECONNREFUSED)' },
          ],
        },
      },
      NO_HEALTH,
    );
    const { container } = render(<RemotesStatus config={TEST_CONFIG} />);

    const map = await screen.findByRole('table', { name: '원격 모듈별 현재 버전' });
    const press = within(map).getByRole('row', { name: /mf_press/ });
    expect(press).toHaveTextContent('1.0.1-5f6a7b8c9d');
    expect(press).toHaveTextContent('press-team');
    expect(press).toHaveTextContent('/remotes/mf-press/mf-manifest.json');
    expect(within(map).getByRole('row', { name: /mf_leads/ })).toHaveTextContent('설정 파일의 기본값');
    expect(within(map).getByRole('row', { name: /mf_leads/ })).toHaveTextContent('응답 없음');

    const hosts = screen.getByRole('table', { name: '호스트마다 지금 제공하는 버전' });
    expect(within(hosts).getByRole('row', { name: /a\.example/ })).not.toHaveTextContent('배포 지도와 다름');
    const behind = within(hosts).getByRole('row', { name: /b\.example/ });
    expect(behind).toHaveTextContent('/remotes/mf-press/mf-manifest.json (배포 지도와 다름)');
    expect(behind).toHaveTextContent('저장소에 연결할 수 없어 마지막 지도 유지');
    expect(within(hosts).getByRole('row', { name: /c\.example/ })).toHaveTextContent(
      '응답 없음: no answer (ECONNREFUSED)',
    );
    expect(screen.getByText('배포 지도와 다른 버전을 제공하거나 응답하지 않는 호스트가 있습니다.')).toBeInTheDocument();

    const log = screen.getByRole('region', { name: '배포 기록' });
    expect(within(log).getByRole('listitem')).toHaveTextContent('press-team · 배포 · mf_press · 1.0.1-5f6a7b8c9d');
    expect(within(log).getByText('읽을 수 없는 기록 1건은 건너뛰었습니다.')).toBeInTheDocument();
    expect(await screen.findByText('이 기간에 받은 페이지뷰가 없습니다.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/auth/me',
      '/api/admin/remotes',
      '/api/remotes/hosts',
      '/api/admin/remote-health?hours=24',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when every host serves the live map, and reads again on request', async () => {
    const hosts = { hosts: [{ host: 'https://a.example', ok: true, remotes: served(RELEASE, '1.0.1-5f6a7b8c9d') }] };
    mockFetch(
      { status: 200, body: ADMIN },
      { status: 200, body: { ...STATUS, logUnreadable: 0 } },
      { status: 200, body: { hosts: [] } },
      NO_HEALTH,
      { status: 200, body: { ...STATUS, logUnreadable: 0 } },
      { status: 200, body: hosts },
      NO_HEALTH,
    );
    const user = userEvent.setup();
    render(<RemotesStatus config={TEST_CONFIG} />);
    expect(await screen.findByText('확인할 호스트 목록(FLEET_HOSTS)이 설정되지 않았습니다.')).toBeInTheDocument();
    expect(await screen.findByText('이 기간에 받은 페이지뷰가 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '새로 고침' }));
    expect(await screen.findByText('모든 호스트가 배포 지도의 버전을 제공하고 있습니다.')).toBeInTheDocument();
  });

  it('shows a canary’s split and the judge’s reason, and previews a kept release in this browser', async () => {
    const CANARY = '/releases/mf-press/1.1.0-aa11bb22cc/mf-manifest.json';
    const press = STATUS.remotes[1]!;
    const withCanary = {
      ...STATUS,
      logUnreadable: 0,
      remotes: [
        STATUS.remotes[0],
        {
          ...press,
          live: {
            ...press.live,
            canary: {
              url: CANARY,
              version: '1.1.0-aa11bb22cc',
              at: '2026-11-25T02:00:00.000Z',
              by: 'press-team',
              share: 10,
            },
          },
          releases: ['1.0.1-5f6a7b8c9d', '1.1.0-aa11bb22cc'],
        },
        STATUS.remotes[2],
      ],
      log: [
        {
          at: '2026-11-25T03:00:00.000Z',
          by: 'canary judge',
          action: 'rollback',
          remote: 'mf_press',
          version: '1.0.1-5f6a7b8c9d',
          url: RELEASE,
          from: '1.1.0-aa11bb22cc',
          reason: '오류율 12.0%',
        },
        {
          at: '2026-11-25T02:00:00.000Z',
          by: 'press-team',
          action: 'canary',
          remote: 'mf_press',
          version: '1.1.0-aa11bb22cc',
          url: CANARY,
          from: '1.0.1-5f6a7b8c9d',
          share: 10,
        },
      ],
    };
    const fetchMock = mockFetchByPath({
      '/api/auth/me': { status: 200, body: ADMIN },
      '/api/admin/remotes': { status: 200, body: withCanary },
      '/api/remotes/hosts': { status: 200, body: { hosts: [] } },
      '/api/admin/remote-health': NO_HEALTH,
      '/api/admin/preview': [
        {
          status: 400,
          body: { error: { code: 'validation_failed', message: '미리볼 수 없는 릴리스입니다: 응답 없음' } },
        },
        { status: 200, body: { remote: 'mf_press', url: CANARY, version: '1.1.0-aa11bb22cc', expiresAt: 1 } },
      ],
    });
    const user = userEvent.setup();
    const { container } = render(<RemotesStatus config={TEST_CONFIG} />);

    const map = await screen.findByRole('table', { name: '원격 모듈별 현재 버전' });
    const row = within(map).getByRole('row', { name: /mf_press/ });
    expect(row).toHaveTextContent('1.0.1-5f6a7b8c9d (방문자 90%)');
    expect(row).toHaveTextContent('1.1.0-aa11bb22cc (방문자 10%,');
    const log = screen.getByRole('region', { name: '배포 기록' });
    const [judged, canary] = within(log).getAllByRole('listitem');
    expect(judged).toHaveTextContent(
      'canary judge · 되돌리기 · mf_press · 1.0.1-5f6a7b8c9d (이전: 1.1.0-aa11bb22cc) · 사유: 오류율 12.0%',
    );
    expect(canary).toHaveTextContent(
      'press-team · 카나리 배포 · mf_press · 1.1.0-aa11bb22cc (이전: 1.0.1-5f6a7b8c9d) · 방문자 10%',
    );

    expect(await screen.findByText('이 기간에 받은 페이지뷰가 없습니다.')).toBeInTheDocument();
    const preview = screen.getByRole('form', { name: '미리보기' });
    await user.selectOptions(within(preview).getByLabelText('원격 모듈'), 'mf_press');
    const release = within(preview).getByLabelText('릴리스');
    expect(
      within(release)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1.1.0-aa11bb22cc', '1.0.1-5f6a7b8c9d', '/remotes/mf-press/mf-manifest.json', '주소 직접 입력']);
    await user.click(within(preview).getByRole('button', { name: '미리보기 시작' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('미리볼 수 없는 릴리스입니다: 응답 없음');
    // An address of one's own: empty is refused here, before any request.
    await user.selectOptions(release, '주소 직접 입력');
    await user.click(within(preview).getByRole('button', { name: '미리보기 시작' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('미리볼 릴리스의 매니페스트 주소를 입력해 주세요.');
    await user.selectOptions(release, '1.1.0-aa11bb22cc');
    await user.click(within(preview).getByRole('button', { name: '미리보기 시작' }));
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/'));
    const posted = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/preview');
    expect(posted.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([
      { remote: 'mf_press', version: '1.1.0-aa11bb22cc' },
      { remote: 'mf_press', version: '1.1.0-aa11bb22cc' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('미리보기를 시작하는 중입니다...');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('returns to sign-in when the session ended, and shows a failure in Korean', async () => {
    mockFetch(
      { status: 200, body: ADMIN },
      { status: 401, body: { error: { code: 'unauthorized', message: '로그인이 필요합니다.' } } },
      { status: 200, body: { hosts: [] } },
    );
    render(<RemotesStatus config={TEST_CONFIG} />);
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();

    mockFetch({ status: 200, body: ADMIN }, new TypeError('Failed to fetch'), { status: 200, body: { hosts: [] } });
    render(<RemotesStatus config={TEST_CONFIG} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/네트워크|연결/);
  });
});
