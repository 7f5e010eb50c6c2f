import { PRESS_ADMIN_TEXT } from '../../../content/press-admin-text';
import { useSignOut } from '../hooks/use-auth-actions';
import styles from './admin-panel.module.css';

/** "{email}님 환영합니다" and the logout button. */
export function AccountBar({ email }: { readonly email: string }) {
  const signOut = useSignOut();
  return (
    <div className={styles.account}>
      <p className={styles.welcome}>{PRESS_ADMIN_TEXT.welcome(email)}</p>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
        aria-busy={signOut.isPending}
      >
        {PRESS_ADMIN_TEXT.logout}
      </button>
      {signOut.isError ? (
        <p className={styles.error} role="alert">
          {PRESS_ADMIN_TEXT.logoutFailed}
        </p>
      ) : null}
    </div>
  );
}
