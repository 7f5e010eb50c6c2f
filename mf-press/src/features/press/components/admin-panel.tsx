import { lazy, Suspense } from 'react';
import { PRESS_TEXT } from '../../../content/press-text';
import { useAuthState } from '../hooks/use-auth-state';
import styles from './admin-panel.module.css';

/**
 * Who is signed in is known only in the browser, after the page is interactive (the server renders
 * "checking"): the sign-in and account parts are fetched then, not with every visitor's list
 * (docs/decisions/0055-browser-containers-on-webpack-federation.md).
 */
const AdminPanelBody = lazy(() => import('./admin-panel-body').then((module) => ({ default: module.AdminPanelBody })));

/**
 * Below the list (docs/product.md §2, docs/architecture.md §8): the sign-in form for visitors; for a
 * signed-in user the welcome line and logout, and the write form only for administrators.
 */
export function AdminPanel({ site }: { readonly site: string }) {
  const auth = useAuthState();
  const checking = (
    <p className={styles.hint} role="status">
      {PRESS_TEXT.authChecking}
    </p>
  );
  return (
    <div className={styles.panel}>
      {auth.status === 'checking' ? (
        checking
      ) : (
        <Suspense fallback={checking}>
          <AdminPanelBody auth={auth} site={site} />
        </Suspense>
      )}
    </div>
  );
}
