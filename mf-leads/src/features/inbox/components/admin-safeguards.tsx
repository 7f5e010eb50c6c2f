import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { ADMIN_PATHS } from '@gagyeong/contracts';
import { ACCESS_TEXT } from '../../../content/admin-text';
import type { AccessApi } from '../api/access-api';
import { accessReviewsQueryOptions } from '../api/get-access-reviews';
import { sessionsQueryOptions } from '../api/get-sessions';
import type { SessionControl } from '../api/inbox-for';
import { useFailure } from '../hooks/use-failure';
import { ErrorAlert } from './admin-section';
import { formatTime } from './format-time';
import { ScrollTable } from './scroll-table';
import styles from './leads-inbox.module.css';

/**
 * On /admin: the reminder when last month's access records have not been reviewed, and this
 * account's open sessions with "모든 기기에서 로그아웃" (docs/decisions/0095-safeguards-for-personal-data.md).
 */
export function AdminSafeguards({
  access,
  sessions: control,
  onUnauthorized,
}: {
  access: Pick<AccessApi, 'reviews'>;
  sessions: SessionControl;
  onUnauthorized: () => void;
}) {
  const reviews = useQuery(accessReviewsQueryOptions(access));
  const open = useQuery(sessionsQueryOptions(control));
  const due = reviews.data?.due ?? '';
  const sessions = open.data ?? [];
  const id = useId();

  const { error, fail } = useFailure(onUnauthorized);
  const failure = reviews.error ?? open.error;
  useEffect(() => {
    if (failure) fail(failure);
  }, [failure, fail]);

  const signOutEverywhere = async () => {
    try {
      await control.signOutEverywhere();
      onUnauthorized();
    } catch (caught) {
      fail(caught);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      {due ? (
        <p role="status" className={styles.notice}>
          {ACCESS_TEXT.reminder(due)} <a href={ADMIN_PATHS.access}>{ACCESS_TEXT.reviewLink}</a>
        </p>
      ) : null}
      <h2 id={`${id}-title`}>{ACCESS_TEXT.sessionsTitle}</h2>
      <ScrollTable caption={ACCESS_TEXT.sessionsCaption} columns={Object.values(ACCESS_TEXT.sessionColumns)}>
        {sessions.map((session) => (
          <tr key={`${session.createdAt} ${session.ip} ${session.userAgent}`}>
            <td>
              <time dateTime={session.lastSeenAt}>{formatTime(session.lastSeenAt)}</time>
              {session.current ? ` ${ACCESS_TEXT.thisDevice}` : ''}
            </td>
            <td>
              <time dateTime={session.createdAt}>{formatTime(session.createdAt)}</time>
            </td>
            <td>{session.ip}</td>
            <td className={styles.message}>{session.userAgent}</td>
          </tr>
        ))}
      </ScrollTable>
      <button type="button" className={styles.signOut} onClick={() => void signOutEverywhere()}>
        {ACCESS_TEXT.signOutEverywhere}
      </button>
      <ErrorAlert message={error} />
    </section>
  );
}
