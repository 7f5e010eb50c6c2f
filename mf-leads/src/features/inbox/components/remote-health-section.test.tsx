import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RemoteHealthReport } from '@gagyeong/contracts/remote-health';
import type { DeployStatus } from '../api/deploy-status';
import type { RemoteHealthSource } from '../api/remote-health';
import { RemoteHealthSection } from './remote-health-section';

const STABLE = '1.0.1-5f6a7b8c9d';
const CANARY = '1.1.0-aa11bb22cc';
const FROM = 29_000_000;
const live = {
  url: `/releases/mf-press/${STABLE}/mf-manifest.json`,
  version: STABLE,
  at: '2026-11-25T01:00:00.000Z',
  by: 'press-team',
  canary: {
    url: `/releases/mf-press/${CANARY}/mf-manifest.json`,
    version: CANARY,
    at: new Date((FROM + 60) * 60_000).toISOString(),
    by: 'press-team',
    share: 10,
  },
};
const STATUS: DeployStatus = {
  remotes: [{ remote: 'mf_marketing' }, { remote: 'mf_press', live }, { remote: 'mf_leads' }],
  log: [
    {
      at: new Date((FROM + 90) * 60_000).toISOString(),
      by: 'canary-judge',
      action: 'rollback',
      remote: 'mf_marketing',
      version: '1.0.0-aaaaaaaaaa',
      url: '/releases/mf-marketing/1.0.0-aaaaaaaaaa/mf-manifest.json',
      from: '1.0.2-bbbbbbbbbb',
      reason: '자동 롤백(카나리 판정): mf_marketing 1.0.2-bbbbbbbbbb의 최근 10분 오류율 50.0% (80회 중 40회)',
    },
    {
      at: live.canary.at,
      by: 'press-team',
      action: 'canary',
      remote: 'mf_press',
      version: CANARY,
      url: live.canary.url,
      from: STABLE,
      share: 10,
    },
  ],
  logUnreadable: 0,
  hosts: [],
};
const counts = (views: number, failed: number, failures = {}) => ({
  views,
  failed,
  failures,
  viewNetworks: Math.ceil(views / 4),
  failedNetworks: failed,
});
const REPORT: RemoteHealthReport = {
  hours: 24,
  from: FROM,
  to: FROM + 24 * 60 - 1,
  step: 30,
  remotes: [
    { remote: 'mf_marketing', versions: [] },
    {
      remote: 'mf_press',
      versions: [
        {
          version: STABLE,
          totals: counts(900, 9, { network: 6, timeout: 3 }),
          points: [
            { minute: FROM, views: 400, failed: 4 },
            { minute: FROM + 60, views: 500, failed: 5 },
          ],
        },
        {
          version: CANARY,
          totals: counts(60, 3, { render: 3 }),
          points: [{ minute: FROM + 60, views: 60, failed: 3 }],
        },
      ],
    },
    { remote: 'mf_leads', versions: [] },
  ],
  canaries: [
    {
      remote: 'mf_press',
      canary: CANARY,
      stable: STABLE,
      from: FROM + 60,
      to: FROM + 69,
      action: 'rollback',
      canaryCounts: counts(60, 3),
      stableCounts: counts(500, 5),
    },
  ],
  policy: { ratio: 2, minRate: 0.01, minViews: 50, minNetworks: 5, windowMinutes: 10 },
};

describe('errors per remote version on /admin/remotes', () => {
  it('shows how the canary stands, each version’s error rate as a chart and a table, and the judge’s rollback', async () => {
    const read = jest.fn<ReturnType<RemoteHealthSource['read']>, Parameters<RemoteHealthSource['read']>>(
      async () => REPORT,
    );
    const user = userEvent.setup();
    const { container } = render(<RemoteHealthSection source={{ read }} status={STATUS} onUnauthorized={jest.fn()} />);

    const judge = await screen.findByRole('region', { name: '카나리 판정' });
    expect(within(judge).getByRole('listitem')).toHaveTextContent(
      `mf_press: 최근 10분 카나리 ${CANARY} 오류율 5.0% (60회 중 3회, 네트워크 15곳), 안정 버전 ${STABLE} 1.0% (500회 중 5회, 네트워크 125곳). ` +
        '기준을 넘었습니다: 자동으로 롤백합니다.',
    );
    expect(judge).toHaveTextContent(
      '안정 버전의 2배 이상이면서 1.0% 이상이면(서명된 방문자 50명 이상, 방문자와 오류가 각각 네트워크 5곳 이상)',
    );

    const press = screen.getByRole('region', { name: 'mf_press' });
    expect(within(press).getByRole('img', { name: 'mf_press 버전별 오류율 그래프, 최근 24시간' })).toBeInTheDocument();
    const table = within(press).getByRole('table', { name: 'mf_press 버전별 페이지뷰와 실패, 최근 24시간' });
    expect(within(table).getByRole('row', { name: new RegExp(STABLE) })).toHaveTextContent(
      `${STABLE}9009${'1.0%'}불러오기 실패 6, 시간 초과 3`,
    );
    expect(within(table).getByRole('row', { name: new RegExp(CANARY) })).toHaveTextContent(
      `${CANARY}6035.0%렌더링 오류 3`,
    );
    // The canary's start is marked on its remote's chart; each point says its figures.
    expect(within(press).getByText(/카나리 배포: 1\.1\.0-aa11bb22cc$/)).toBeInTheDocument();
    expect(within(press).getByText(new RegExp(`${CANARY}: 오류율 5\\.0% \\(60회 중 3회\\)$`))).toBeInTheDocument();
    // A remote with no page views has no chart; its newest change being the judge's rollback is not shown
    // without figures either.
    expect(screen.queryByRole('region', { name: 'mf_marketing' })).toBeNull();
    expect(read).toHaveBeenCalledWith(24, { mf_press: live });

    await user.selectOptions(screen.getByRole('combobox', { name: '기간' }), '1');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(read).toHaveBeenLastCalledWith(1, { mf_press: live });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says the judge rolled a canary back above that remote’s chart', async () => {
    const report: RemoteHealthReport = {
      ...REPORT,
      canaries: [],
      remotes: [
        {
          remote: 'mf_marketing',
          versions: [
            {
              version: '1.0.2-bbbbbbbbbb',
              totals: counts(80, 40),
              points: [{ minute: FROM + 60, views: 80, failed: 40 }],
            },
          ],
        },
      ],
    };
    render(<RemoteHealthSection source={{ read: async () => report }} status={STATUS} onUnauthorized={jest.fn()} />);
    const marketing = await screen.findByRole('region', { name: 'mf_marketing' });
    expect(within(marketing).getByRole('note')).toHaveTextContent(
      '자동 롤백(카나리 판정): mf_marketing 1.0.2-bbbbbbbbbb의 최근 10분 오류율 50.0% (80회 중 40회)',
    );
    expect(screen.queryByRole('region', { name: '카나리 판정' })).toBeNull();
  });
});
