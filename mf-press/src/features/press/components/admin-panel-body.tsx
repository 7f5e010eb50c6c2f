import { Suspense, lazy } from 'react';
import { PRESS_TEXT } from '../../../content/press-text';
import { PRESS_ADMIN_TEXT } from '../../../content/press-admin-text';
import type { AuthState } from '../hooks/use-auth-state';
import { AccountBar } from './account-bar';
import { LoginForm } from './login-form';
import styles from './admin-panel.module.css';

/** Only administrators write: the form is fetched once one is signed in. */
const WritePressForm = lazy(() => import('./write-press-form').then((module) => ({ default: module.WritePressForm })));

/**
 * The panel once the browser knows who is signed in: the sign-in form for visitors; for a
 * signed-in user the welcome line and logout, and the write form only for administrators.
 */
export function AdminPanelBody({
  auth,
  site,
}: {
  readonly auth: Exclude<AuthState, { status: 'checking' }>;
  readonly site: string;
}) {
  if (auth.status === 'signed-out') return <LoginForm />;
  return (
    <>
      <AccountBar email={auth.user.email} />
      {auth.user.role === 'admin' ? (
        <Suspense
          fallback={
            <p className={styles.hint} role="status">
              {PRESS_TEXT.loadingMore}
            </p>
          }
        >
          <WritePressForm site={site} />
        </Suspense>
      ) : (
        <p className={styles.notice}>{PRESS_ADMIN_TEXT.noPermission}</p>
      )}
    </>
  );
}
