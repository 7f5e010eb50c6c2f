import { lazy, Suspense, useMemo } from 'react';
import type { PageBaseProps } from '@gagyeong/contracts';
import { INBOX_TEXT } from '../../../content/admin-text';
import { inboxFor } from '../api/inbox-for';
import { AdminPage } from './admin-page';

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
    <AdminPage text={INBOX_TEXT} config={config} api={api} current="leads">
      {(_user, onUnauthorized) => (
        <Suspense fallback={<p role="status">{INBOX_TEXT.loading}</p>}>
          <LeadsTable api={api} onUnauthorized={onUnauthorized} />
        </Suspense>
      )}
    </AdminPage>
  );
}
