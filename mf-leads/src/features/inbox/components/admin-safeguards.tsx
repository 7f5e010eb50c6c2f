import { useEffect, useId, useState } from 'react';
import { ADMIN_PATHS } from '@gagyeong/contracts';
import type { SessionInfo } from '@gagyeong/contracts/auth';
import { ACCESS_TEXT } from '../../../content/leads-text';
import type { AccessApi } from '../api/access-api';
import type { SessionControl } from '../api/inbox-for';
import { useFailure } from '../hooks/use-failure';
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
  const [due, setDue] = useState('');
  const [sessions, setSessions] = useState<readonly SessionInfo[]>([]);
  const id = useId();

  const { error, fail } = useFailure(onUnauthorized);

  useEffect(() => {
    let cancelled = false;
    Promise.all([access.reviews(), control.sessions()]).then(([reviews, open]) => {
      if (cancelled) return;
      setDue(reviews.due);
      setSessions(open);
    }, fail);
    return () => {
      cancelled = true;
    };
  }, [access, control, fail]);

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
      <ScrollTable caption={ACCESS_TEXT.sessionsCaption}>
        <thead>
          <tr>
            <th scope="col">{ACCESS_TEXT.sessionColumns.lastSeen}</th>
            <th scope="col">{ACCESS_TEXT.sessionColumns.created}</th>
            <th scope="col">{ACCESS_TEXT.sessionColumns.ip}</th>
            <th scope="col">{ACCESS_TEXT.sessionColumns.agent}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </ScrollTable>
      <button type="button" className={styles.signOut} onClick={() => void signOutEverywhere()}>
        {ACCESS_TEXT.signOutEverywhere}
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
