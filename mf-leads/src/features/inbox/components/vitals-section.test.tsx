import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { mockFetch, TEST_CONFIG } from '../../../test-support/fetch-mock';
import type { VitalsReport } from '@gagyeong/contracts/telemetry';
import { vitalsReportQueryOptions, vitalsSourceFor } from '../../vitals';
import { createAdminQueryClient } from '../api/admin-query-client';
import { formatVital, VitalsSection } from './vitals-section';

const REPORT: VitalsReport = {
  days: 7,
  from: '2026-01-24T00:00:00.000Z',
  to: '2026-01-30T23:59:59.999Z',
  rows: [
    {
      route: '/',
      device: 'phone',
      samples: 40,
      p75: { LCP: 1400, INP: 250, CLS: 0.3, TTFB: null },
      visitors: { LCP: 40, INP: 12, CLS: 38, TTFB: 0 },
      lcpElement: { selector: 'main>h1', count: 31 },
    },
    {
      route: '*',
      device: 'desktop',
      samples: 1,
      p75: { LCP: 900, INP: null, CLS: 0, TTFB: 120 },
      visitors: { LCP: 1, INP: 0, CLS: 1, TTFB: 1 },
      lcpElement: null,
    },
  ],
  dropped: 0,
};

const cells = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent),
];

/**
 * The section on /admin (local mode's source), its query cache seeded with `report` as the
 * server hands it over.
 */
function renderSection(options: { report?: VitalsReport; onUnauthorized?: () => void; path?: string } = {}) {
  const client = createAdminQueryClient();
  const source = vitalsSourceFor(TEST_CONFIG);
  if (options.report)
    client.setQueryData(vitalsReportQueryOptions(source, options.report.days).queryKey, options.report);
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/admin']}>
      <QueryClientProvider client={client}>
        <VitalsSection source={source} onUnauthorized={options.onUnauthorized ?? jest.fn()} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('real visitors’ speed on /admin', () => {
  it('says how many beacons the hosts dropped at their storage bound', () => {
    mockFetch();
    renderSection({ report: { ...REPORT, dropped: 1234 } });
    expect(screen.getByText(/^저장 한도를 넘어 버린 측정: 1,234건 한도는/)).toBeInTheDocument();
  });

  it('shows p75 per route and device class, rated in words, with the LCP element', async () => {
    const fetchMock = mockFetch();
    const { container } = renderSection({ report: REPORT });
    const table = screen.getByRole('table', { name: '최근 7일 경로·기기별 p75' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      [
        '/',
        '휴대폰',
        '40',
        '1.40초 (좋음)방문자 40명',
        '250ms (개선 필요)방문자 12명',
        '0.30 (나쁨)방문자 38명',
        '-',
        'main>h1 (31)',
      ],
      [
        '(없는 주소)',
        '데스크톱',
        '1',
        '900ms (좋음)방문자 1명',
        '-',
        '0.00 (좋음)방문자 1명',
        '120ms (좋음)방문자 1명',
        '-',
      ],
    ]);
    expect(screen.getByText('저장 한도를 넘어 버린 측정: 0건')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    // What the server handed over is not asked again.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('chooses the period with a GET form of ?vitals= (without JavaScript too), loading in place with it', async () => {
    const fetchMock = mockFetch({ status: 200, body: { ...REPORT, days: 30, rows: [] } });
    const user = userEvent.setup();
    renderSection({ report: REPORT });
    const form = screen.getByRole('form', { name: '측정 구간' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/admin');
    expect(within(form).getByLabelText('측정 구간')).toHaveAttribute('name', 'vitals');
    await user.selectOptions(within(form).getByLabelText('측정 구간'), '최근 30일');
    await user.click(within(form).getByRole('button', { name: '조회' }));
    expect(await screen.findByText('이 기간에 받은 측정값이 없습니다.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/vitals?days=30');
  });

  it('goes back to sign-in when the session ended, and says why otherwise', async () => {
    mockFetch({ status: 401, body: { error: { code: 'unauthorized', message: '로그인이 필요합니다.' } } });
    const onUnauthorized = jest.fn();
    renderSection({ onUnauthorized, path: '/admin?vitals=1' });
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중입니다...');
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    expect(String((global.fetch as jest.Mock).mock.calls[0]?.[0])).toBe('/api/admin/vitals?days=1');

    mockFetch({ status: 500, body: { error: { code: 'internal_error', message: '서버 오류가 발생했습니다.' } } });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('서버 오류가 발생했습니다.');
  });

  it('writes milliseconds below a second, seconds above, and CLS as a score', () => {
    expect(formatVital('INP', 125)).toBe('125ms');
    expect(formatVital('LCP', 2500)).toBe('2.50초');
    expect(formatVital('CLS', 0.1)).toBe('0.10');
  });
});
