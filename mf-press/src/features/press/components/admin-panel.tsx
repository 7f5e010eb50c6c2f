import { PRESS_TEXT } from '../../../content/press-text';
import { useAuthState } from '../hooks/use-auth-state';
import { AccountBar } from './account-bar';
import { LoginForm } from './login-form';
import { WritePressForm } from './write-press-form';
import styles from './admin-panel.module.css';

/**
 * Below the list (docs/product.md §2, docs/architecture.md §8): the sign-in form for visitors; for a signed-in user the
 * welcome line and logout, and the write form only for administrators.
 */
export function AdminPanel({ site }: { readonly site: string }) {
  const auth = useAuthState();
  return (
    <div className={styles.panel}>
      {auth.status === 'checking' ? (
        <p className={styles.hint} role="status">
          {PRESS_TEXT.authChecking}
        </p>
      ) : null}
      {auth.status === 'signed-out' ? <LoginForm /> : null}
      {auth.status === 'signed-in' ? (
        <>
          <AccountBar email={auth.user.email} />
          {auth.user.role === 'admin' ? (
            <WritePressForm site={site} />
          ) : (
            <p className={styles.notice}>{PRESS_TEXT.noPermission}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
