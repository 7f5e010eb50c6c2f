import { lazy, Suspense, useMemo } from 'react';
import { ADMIN_PATHS, type PageBaseProps } from '@gagyeong/contracts';
import { PageMeta } from '../../../components/page-meta';
import { INBOX_TEXT } from '../../../content/admin-text';
import { inboxFor } from '../api/inbox-for';
import { AdminSession } from './admin-session';
import styles from './leads-inbox.module.css';

export const INBOX_PATH = ADMIN_PATHS.leads;

/**
 * The table and its query cache (≈11 KB gzip) load once an administrator is signed in, not with
 * the sign-in form a first visit shows (docs/decisions/0055-browser-containers-on-webpack-federation.md).
 */
const LeadsTable = lazy(() => import('./leads-table').then((module) => ({ default: module.LeadsTable })));

/**
 * /admin/leads: administrators sign in with what they type, then see every lead newest first,
 * mark and annotate it, filter it, download it as CSV and delete one on a withdrawal of consent.
 * Anyone else signed in sees "권한이 없습니다". The same page in both backend modes: the embedded
 * server's API in local mode, Firestore and Firebase Auth in firebase mode (`inboxFor`).
 */
export function LeadsInbox({ config }: PageBaseProps) {
  const api = useMemo(() => inboxFor(config), [config]);
  return (
    <div className={styles.page}>
      <PageMeta
        title={INBOX_TEXT.metaTitle}
        description={INBOX_TEXT.title}
        path={INBOX_PATH}
        siteUrl={config.siteUrl}
        noindex
      />
      <h1 className={styles.title}>{INBOX_TEXT.title}</h1>
      <AdminSession api={api} current="leads" forbiddenDetail={INBOX_TEXT.forbiddenDetail}>
        {(_user, onUnauthorized) => (
          <Suspense fallback={<p role="status">{INBOX_TEXT.loading}</p>}>
            <LeadsTable api={api} onUnauthorized={onUnauthorized} />
          </Suspense>
        )}
      </AdminSession>
    </div>
  );
}
