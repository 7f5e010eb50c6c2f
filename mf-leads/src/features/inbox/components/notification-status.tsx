import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATE_LABELS,
  NOTIFICATION_STATES,
  type NotificationChannel,
  type NotificationOverview,
} from '@gagyeong/contracts/notifications';
import { formatCount } from '@gagyeong/contracts/number-format';
import { INBOX_TEXT, NOTIFY_TEXT } from '../../../content/admin-text';
import { notificationOverviewQueryOptions } from '../api/get-notification-overview';
import { InboxError } from '../api/inbox-api';
import type { NotificationsApi } from '../api/notifications-api';
import { AdminSection, ErrorAlert } from './admin-section';
import { formatTime } from './format-time';
import { ScrollTable } from './scroll-table';
import formStyles from '../../../components/form.module.css';
import inboxStyles from './leads-inbox.module.css';
import styles from './notification-status.module.css';

/** While a notification waits to be sent, the view looks again this often. */
const REFRESH_MS = 1500;

const messageOf = (error: unknown) => (error instanceof InboxError ? error.message : INBOX_TEXT.unexpected);

/** Whether a notification is about to be sent (queued, resent, or being sent). */
const waiting = (overview: NotificationOverview | undefined) =>
  overview?.items.some((item) => item.state === 'pending' || item.state === 'sending') ?? false;

/**
 * /admin: where each new lead's notifications stand (sent, retrying, failed), a resend for the
 * failed ones, and a test message per configured channel. The embedded server's data (local mode)
 * or the Cloud Functions' outbox (firebase mode); what the server rendered is the query's first
 * answer (docs/decisions/0085-server-data-handoff.md).
 */
export function NotificationStatus({ api, onUnauthorized }: { api: NotificationsApi; onUnauthorized: () => void }) {
  // Follows a notification that is about to be sent until it is (a resend, a new lead).
  const query = useQuery({
    ...notificationOverviewQueryOptions(api),
    refetchInterval: (current) => (waiting(current.state.data) ? REFRESH_MS : false),
  });
  const [notice, setNotice] = useState<{ readonly text: string; readonly alert: boolean } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const unauthorized = query.error instanceof InboxError && query.error.status === 401;

  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof InboxError && error.status === 401) onUnauthorized();
      else setNotice({ text: messageOf(error), alert: true });
    },
    [onUnauthorized],
  );
  const reload = () => void query.refetch();

  const state =
    query.isError && !unauthorized
      ? ({ kind: 'error', message: messageOf(query.error) } as const)
      : query.data
        ? ({ kind: 'ready', overview: query.data } as const)
        : ({ kind: 'loading' } as const);

  const sendTest = (channel: NotificationChannel) => {
    const label = NOTIFICATION_CHANNEL_LABELS[channel];
    setBusy(`test-${channel}`);
    setNotice(null);
    api
      .test(channel)
      .then(
        (record) =>
          setNotice(
            record.state === 'sent'
              ? { text: NOTIFY_TEXT.testSent(label), alert: false }
              : {
                  text: NOTIFY_TEXT.testFailed(label, record.lastError || NOTIFICATION_STATE_LABELS[record.state]),
                  alert: true,
                },
          ),
        fail,
      )
      .finally(() => {
        setBusy(null);
        reload();
      });
  };

  const resend = (notificationId: string) => {
    setBusy(`resend-${notificationId}`);
    setNotice(null);
    api
      .resend(notificationId)
      .then(() => setNotice({ text: NOTIFY_TEXT.resent, alert: false }), fail)
      .finally(() => {
        setBusy(null);
        reload();
      });
  };

  return (
    <AdminSection title={NOTIFY_TEXT.title} className={styles.section} titleClassName={styles.title}>
      <p>{NOTIFY_TEXT.intro}</p>
      {notice ? (
        <p role={notice.alert ? 'alert' : 'status'} className={notice.alert ? inboxStyles.error : undefined}>
          {notice.text}
        </p>
      ) : null}
      {state.kind === 'loading' ? <p role="status">{NOTIFY_TEXT.loading}</p> : null}
      <ErrorAlert message={state.kind === 'error' ? state.message : undefined} />
      {state.kind === 'ready' ? (
        <>
          {state.overview.channels.length === 0 ? (
            <p>{NOTIFY_TEXT.noChannels}</p>
          ) : (
            <ul className={styles.channels} aria-label={NOTIFY_TEXT.channels}>
              {state.overview.channels.map(({ channel, target }) => (
                <li key={channel}>
                  <span>
                    <strong>{NOTIFICATION_CHANNEL_LABELS[channel]}</strong> {target}
                  </span>
                  <button
                    type="button"
                    className={formStyles.secondaryButton}
                    disabled={busy !== null}
                    onClick={() => sendTest(channel)}
                  >
                    {busy === `test-${channel}`
                      ? NOTIFY_TEXT.testing
                      : NOTIFY_TEXT.test(NOTIFICATION_CHANNEL_LABELS[channel])}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <dl className={styles.counts}>
            {NOTIFICATION_STATES.filter((s) => s !== 'sending').map((s) => (
              <div key={s}>
                <dt>{NOTIFICATION_STATE_LABELS[s]}</dt>
                <dd>{formatCount(state.overview.counts[s] + (s === 'pending' ? state.overview.counts.sending : 0))}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className={formStyles.secondaryButton} onClick={reload}>
            {NOTIFY_TEXT.refresh}
          </button>
          <ScrollTable caption={NOTIFY_TEXT.recent} columns={Object.values(NOTIFY_TEXT.columns)}>
            {state.overview.items.map((item) => (
              <tr key={item.id}>
                <td>{formatTime(item.createdAt)}</td>
                <td>{NOTIFY_TEXT.kinds[item.kind]}</td>
                <td>{NOTIFICATION_CHANNEL_LABELS[item.channel]}</td>
                <td>
                  {NOTIFICATION_STATE_LABELS[item.state]}
                  {item.state === 'retrying' && item.nextAttemptAt ? (
                    <>
                      <br />
                      {NOTIFY_TEXT.nextAttempt(formatTime(item.nextAttemptAt))}
                    </>
                  ) : null}
                </td>
                <td>{item.attempts}</td>
                <td>{item.lastError || NOTIFY_TEXT.noValue}</td>
                <td>
                  {item.state === 'failed' ? (
                    <button
                      type="button"
                      className={formStyles.secondaryButton}
                      disabled={busy !== null}
                      aria-label={`${NOTIFY_TEXT.resend}: ${NOTIFICATION_CHANNEL_LABELS[item.channel]} ${formatTime(item.createdAt)}`}
                      onClick={() => resend(item.id)}
                    >
                      {NOTIFY_TEXT.resend}
                    </button>
                  ) : (
                    NOTIFY_TEXT.noValue
                  )}
                </td>
              </tr>
            ))}
          </ScrollTable>
          {state.overview.items.length === 0 ? <p className={inboxStyles.empty}>{NOTIFY_TEXT.none}</p> : null}
        </>
      ) : null}
    </AdminSection>
  );
}
