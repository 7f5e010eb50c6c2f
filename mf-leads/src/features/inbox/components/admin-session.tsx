import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { SessionUser } from '@gagyeong/contracts/auth';
import { INBOX_TEXT } from '../../../content/leads-text';
import { sessionUserQueryOptions } from '../api/get-session-user';
import { InboxError } from '../api/inbox-api';
import type { Inbox } from '../api/inbox-for';
import { AdminNav } from './admin-nav';
import { SignInForm } from './sign-in-form';
import styles from './leads-inbox.module.css';

type Session =
  | { readonly kind: 'loading' }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'signed-in'; readonly user: SessionUser }
  | { readonly kind: 'error'; readonly message: string };

export interface AdminSessionProps {
  /** Whoever holds the session: the embedded server's API, or Firebase Auth in firebase mode. */
  readonly api: Pick<Inbox, 'me' | 'signIn' | 'signOut'>;
  /** Which admin page this is, for the menu's current link. */
  readonly current: 'home' | 'leads';
  /** Shown to a signed-in non-administrator under 권한이 없습니다. */
  readonly forbiddenDetail: string;
  /**
   * Who the server found signed in when it rendered the page (null: nobody); undefined when the
   * page was not rendered on the server. Someone signed in is not asked for again; for nobody the
   * browser still asks, since a cookie the browser withheld from that request may be valid.
   */
  readonly initialUser?: SessionUser | null;
  /** The page for an administrator; `onUnauthorized` returns to sign-in when the session ended. */
  readonly children: (user: SessionUser, onUnauthorized: () => void) => ReactNode;
}

/**
 * The frame of every admin page: sign-in for visitors (with what they type), 권한이 없습니다 for
 * anyone else, and for an administrator who is signed in (named on the page), sign-out and the
 * admin menu above the page itself. The server checks every call again.
 */
export function AdminSession({ api, current, forbiddenDetail, initialUser, children }: AdminSessionProps) {
  const [session, setSession] = useState<Session>(() =>
    initialUser === undefined
      ? { kind: 'loading' }
      : initialUser === null
        ? { kind: 'signed-out' }
        : { kind: 'signed-in', user: initialUser },
  );
  // Someone the server found signed in is not asked for again (initialUser is the same for the
  // whole mount: the server's answer of the first page).
  const signedInAtStart = initialUser !== undefined && initialUser !== null;

  useEffect(() => {
    if (signedInAtStart) return;
    let cancelled = false;
    sessionUserQueryOptions(api)
      .queryFn()
      .then(
        (user) => {
          if (!cancelled) setSession(user ? { kind: 'signed-in', user } : { kind: 'signed-out' });
        },
        (error: unknown) => {
          if (!cancelled) {
            setSession({ kind: 'error', message: error instanceof InboxError ? error.message : INBOX_TEXT.unexpected });
          }
        },
      );
    return () => {
      cancelled = true;
    };
  }, [api, signedInAtStart]);

  const onSignedIn = useCallback((user: SessionUser) => setSession({ kind: 'signed-in', user }), []);
  const onUnauthorized = useCallback(() => setSession({ kind: 'signed-out' }), []);
  const onSignOut = async () => {
    try {
      await api.signOut();
    } finally {
      setSession({ kind: 'signed-out' });
    }
  };

  switch (session.kind) {
    case 'loading':
      return <p role="status">{INBOX_TEXT.loading}</p>;
    case 'error':
      return (
        <p role="alert" className={styles.error}>
          {session.message}
        </p>
      );
    case 'signed-out':
      return <SignInForm api={api} onSignedIn={onSignedIn} />;
    case 'signed-in':
      return (
        <>
          <div className={styles.account}>
            <span>{INBOX_TEXT.signedInAs(session.user.email)}</span>
            <button type="button" className={styles.signOut} onClick={() => void onSignOut()}>
              {INBOX_TEXT.signOut}
            </button>
          </div>
          {session.user.role === 'admin' ? (
            <>
              <AdminNav current={current} />
              {children(session.user, onUnauthorized)}
            </>
          ) : (
            <div role="alert" className={styles.forbidden}>
              <p className={styles.forbiddenTitle}>{INBOX_TEXT.forbidden}</p>
              <p>{forbiddenDetail}</p>
            </div>
          )}
        </>
      );
  }
}
