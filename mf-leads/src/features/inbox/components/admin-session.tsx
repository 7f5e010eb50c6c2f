import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_IDLE_TIMEOUT_MS, type SessionUser } from '@gagyeong/contracts/auth';
import { INBOX_TEXT } from '../../../content/leads-text';
import { sessionUserQueryOptions } from '../api/get-session-user';
import { InboxError, type MeResult } from '../api/inbox-api';
import type { Inbox } from '../api/inbox-for';
import { AdminNav } from './admin-nav';
import { useIdleCheck } from '../hooks/use-idle-check';
import { SignInForm } from './sign-in-form';
import styles from './leads-inbox.module.css';

type Session =
  | { readonly kind: 'loading' }
  | { readonly kind: 'signed-out'; readonly idle?: boolean }
  | { readonly kind: 'signed-in'; readonly user: SessionUser }
  | { readonly kind: 'error'; readonly message: string };

export interface AdminSessionProps {
  /** Whoever holds the session: the embedded server's API, or Firebase Auth in firebase mode. */
  readonly api: Pick<Inbox, 'me' | 'whenIdle' | 'signIn' | 'signOut' | 'totp'>;
  /** Which admin page this is, for the menu's current link. */
  readonly current: 'home' | 'leads' | 'access' | 'remotes';
  /** Shown to a signed-in non-administrator under 권한이 없습니다. */
  readonly forbiddenDetail: string;
  /**
   * Who the server found signed in when it rendered the page (user null: nobody), with the
   * session's idle bound; undefined when the page was not rendered on the server. Someone signed
   * in is not asked for again; for nobody the browser still asks, since a cookie the browser
   * withheld from that request may be valid.
   */
  readonly initial?: MeResult;
  /** The page for an administrator; `onUnauthorized` returns to sign-in when the session ended. */
  readonly children: (user: SessionUser, onUnauthorized: () => void) => ReactNode;
}

/**
 * The frame of every admin page: sign-in for visitors (with what they type), 권한이 없습니다 for
 * anyone else, and for an administrator who is signed in (named on the page), sign-out and the
 * admin menu above the page itself. The server checks every call again.
 */
export function AdminSession({ api, current, forbiddenDetail, initial, children }: AdminSessionProps) {
  const [session, setSession] = useState<Session>(() =>
    initial === undefined
      ? { kind: 'loading' }
      : initial.user === null
        ? { kind: 'signed-out' }
        : { kind: 'signed-in', user: initial.user },
  );
  // Someone the server found signed in is not asked for again (initial is the same for the whole
  // mount: the server's answer of the first page).
  const signedInAtStart = initial !== undefined && initial.user !== null;
  const [idleTimeoutMs, setIdleTimeoutMs] = useState(initial?.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS);

  useEffect(() => {
    if (signedInAtStart) return undefined;
    let cancelled = false;
    sessionUserQueryOptions(api)
      .queryFn()
      .then(
        ({ user, idleTimeoutMs: bound }) => {
          if (cancelled) return;
          setIdleTimeoutMs(bound);
          setSession(user ? { kind: 'signed-in', user } : { kind: 'signed-out' });
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
  // No click or key for the idle bound: the page asks whether the session is still there.
  useIdleCheck(session.kind === 'signed-in', idleTimeoutMs, async () => {
    const user = await api.whenIdle().catch(() => null);
    if (!user) setSession({ kind: 'signed-out', idle: true });
  });

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
      return (
        <>
          {session.idle ? (
            <p role="status" className={styles.notice}>
              {INBOX_TEXT.idleSignedOut(Math.max(1, Math.round(idleTimeoutMs / 60_000)))}
            </p>
          ) : null}
          <SignInForm api={api} onSignedIn={onSignedIn} />
        </>
      );
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
