import { useCallback, useEffect, useMemo, useState } from 'react';
import { ADMIN_PATHS, type PageBaseProps } from '@gagyeong/contracts';
import type { SessionUser } from '@gagyeong/contracts/auth';
import { PageMeta } from '../../../components/page-meta';
import { INBOX_TEXT } from '../../../content/leads-text';
import { InboxError } from '../api/inbox-api';
import { inboxFor } from '../api/inbox-for';
import { FirebaseLeadsTable } from './firebase-leads-table';
import { SignInForm } from './sign-in-form';
import styles from './leads-inbox.module.css';


type Session =
  | { readonly kind: 'loading' }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'signed-in'; readonly user: SessionUser }
  | { readonly kind: 'error'; readonly message: string };

/**
 * /admin/leads (issue 5): administrators sign in with what they type, then see every lead newest
 * first, filter it and download it as CSV. Anyone else signed in sees "권한이 없습니다".
 */
/**
 * /admin/leads in firebase mode: leads live in Firestore, read with the administrator's Firebase
 * sign-in (list, filters, CSV). Status, memo and deletion are the embedded server's for now.
 */
export function FirebaseLeadsInbox({ config }: PageBaseProps) {
  const api = useMemo(() => inboxFor(config), [config]);
  const [session, setSession] = useState<Session>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    api.me().then(
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
  }, [api]);

  const onSignedIn = useCallback((user: SessionUser) => setSession({ kind: 'signed-in', user }), []);
  const onUnauthorized = useCallback(() => setSession({ kind: 'signed-out' }), []);
  const onSignOut = async () => {
    try {
      await api.signOut();
    } finally {
      setSession({ kind: 'signed-out' });
    }
  };

  return (
    <div className={styles.page}>
      <PageMeta
        title={INBOX_TEXT.metaTitle}
        description={INBOX_TEXT.title}
        path={ADMIN_PATHS.leads}
        siteUrl={config.siteUrl}
        noindex
      />
      <h1 className={styles.title}>{INBOX_TEXT.title}</h1>
      {session.kind === 'loading' ? <p role="status">{INBOX_TEXT.loading}</p> : null}
      {session.kind === 'error' ? (
        <p role="alert" className={styles.error}>
          {session.message}
        </p>
      ) : null}
      {session.kind === 'signed-out' ? <SignInForm api={api} onSignedIn={onSignedIn} /> : null}
      {session.kind === 'signed-in' ? (
        <>
          <div className={styles.account}>
            <span>{INBOX_TEXT.signedInAs(session.user.email)}</span>
            <button type="button" className={styles.signOut} onClick={() => void onSignOut()}>
              {INBOX_TEXT.signOut}
            </button>
          </div>
          {session.user.role === 'admin' ? (
            <FirebaseLeadsTable api={api} onUnauthorized={onUnauthorized} />
          ) : (
            <div role="alert" className={styles.forbidden}>
              <p className={styles.forbiddenTitle}>{INBOX_TEXT.forbidden}</p>
              <p>{INBOX_TEXT.forbiddenDetail}</p>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}
