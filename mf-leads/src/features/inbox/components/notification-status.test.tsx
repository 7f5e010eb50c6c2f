import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { NotificationOverview, NotificationRecord } from '@gagyeong/contracts/notifications';
import { createAdminQueryClient } from '../api/admin-query-client';
import { InboxError } from '../api/inbox-api';
import type { NotificationsApi } from '../api/notifications-api';
import { NotificationStatus } from './notification-status';

const FAILED: NotificationRecord = {
  id: '7',
  kind: 'lead',
  leadId: '0b3c2f52-8a8e-4c53-9d7e-5c4f0f6f4a11',
  channel: 'webhook',
  state: 'failed',
  attempts: 9,
  createdAt: '2026-01-31T01:00:00.000Z',
  nextAttemptAt: null,
  sentAt: null,
  lastError: 'webhook: HTTP 500',
};

const OVERVIEW: NotificationOverview = {
  channels: [
    { channel: 'email', target: 'sales@gagyeong.example (smtp://mail.example:587)' },
    { channel: 'webhook', target: 'https://hooks.example/… (chat, full)' },
  ],
  counts: { pending: 0, sending: 0, retrying: 1, sent: 3, failed: 1 },
  items: [
    FAILED,
    {
      ...FAILED,
      id: '6',
      channel: 'email',
      state: 'retrying',
      attempts: 2,
      nextAttemptAt: '2026-01-31T01:05:00.000Z',
      lastError: 'email: connect ECONNREFUSED',
    },
  ],
};

/** The API at the component's boundary. */
function fakeApi(overrides: Partial<NotificationsApi> = {}): jest.Mocked<NotificationsApi> {
  return {
    overview: jest.fn(async () => OVERVIEW),
    resend: jest.fn(async () => ({ ...FAILED, state: 'pending' as const })),
    test: jest.fn(async (channel) => ({
      ...FAILED,
      id: '8',
      kind: 'test' as const,
      channel,
      state: 'sent' as const,
      lastError: '',
    })),
    ...overrides,
  } as jest.Mocked<NotificationsApi>;
}

/** The section in /admin's query cache, as admin-home-content.tsx places it. */
function renderSection(api: NotificationsApi, onUnauthorized: () => void = jest.fn()) {
  return render(
    <QueryClientProvider client={createAdminQueryClient()}>
      <NotificationStatus api={api} onUnauthorized={onUnauthorized} />
    </QueryClientProvider>,
  );
}

describe('the notification section of /admin', () => {
  it('shows the channels, the counts and each notification’s state, retry time and last error', async () => {
    const { container } = renderSection(fakeApi());
    const table = await screen.findByRole('table', { name: '최근 알림' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('웹훅실패9webhook: HTTP 500다시 보내기');
    expect(rows[2]).toHaveTextContent('재시도 중다음 시도 2026. 01. 31. 10:05');
    expect(within(rows[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(count('실패')).toHaveTextContent('1');
    expect(count('재시도 중')).toHaveTextContent('1');
    expect(count('발송 완료')).toHaveTextContent('3');
    expect(screen.getByText('sales@gagyeong.example (smtp://mail.example:587)')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('resends a failed notification and loads the list again', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderSection(api);
    await user.click(await screen.findByRole('button', { name: /^다시 보내기: 웹훅/ }));
    expect(api.resend).toHaveBeenCalledWith('7');
    expect(await screen.findByRole('status')).toHaveTextContent('다시 보내도록 예약했습니다.');
    expect(api.overview).toHaveBeenCalledTimes(2);
  });

  it('sends a test through a channel and says how it went', async () => {
    const api = fakeApi({
      test: jest.fn(async () => ({
        ...FAILED,
        kind: 'test' as const,
        channel: 'email' as const,
        lastError: 'email: 535 auth',
      })),
    });
    const user = userEvent.setup();
    renderSection(api);
    await user.click(await screen.findByRole('button', { name: '메일로 시험 알림 보내기' }));
    expect(api.test).toHaveBeenCalledWith('email');
    expect(await screen.findByRole('alert')).toHaveTextContent('메일 시험 알림을 보내지 못했습니다: email: 535 auth');
  });

  it('says how to configure a channel when none is, and goes back to sign-in on 401', async () => {
    renderSection(fakeApi({ overview: jest.fn(async () => ({ ...OVERVIEW, channels: [], items: [] })) }));
    expect(await screen.findByText(/설정된 알림 경로가 없습니다/)).toBeInTheDocument();
    expect(screen.getByText('아직 보낸 알림이 없습니다.')).toBeInTheDocument();

    const onUnauthorized = jest.fn();
    renderSection(
      fakeApi({ overview: jest.fn(async () => Promise.reject(new InboxError('로그인이 필요합니다.', 401))) }),
      onUnauthorized,
    );
    await screen.findAllByRole('region');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onUnauthorized).toHaveBeenCalled();
  });
});
