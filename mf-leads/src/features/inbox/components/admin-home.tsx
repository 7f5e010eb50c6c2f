import { lazy, Suspense, useMemo } from 'react';
import type { PageBaseProps } from '@gagyeong/contracts';
import { ADMIN_TEXT, INBOX_TEXT } from '../../../content/admin-text';
import { seededSession } from '../api/get-session-user';
import { inboxFor } from '../api/inbox-for';
import { AdminPage } from './admin-page';

/**
 * What an administrator sees, with its query cache (the dashboard's figures, the link builder's
 * QR code): loaded once someone is signed in, not with the sign-in form a first visit shows. A
 * page the server rendered for the administrator keeps its HTML until this arrives.
 */
const AdminHomeContent = lazy(() =>
  import('./admin-home-content').then((module) => ({ default: module.AdminHomeContent })),
);

/**
 * `/admin`: where the administrator starts: who is signed in, sign-out, and the admin pages. The
 * session is the backend's (Firebase Auth in firebase mode); the lead dashboard's figures come
 * from the embedded server, so it shows in local mode only. On the server the page is rendered
 * for the request's session with the queries the server ran (`serverData`).
 */
export function AdminHome({ config, serverData }: PageBaseProps) {
  const session = useMemo(() => inboxFor(config), [config]);
  return (
    <AdminPage text={ADMIN_TEXT} config={config} api={session} current="home" initial={seededSession(serverData)}>
      {(_user, onUnauthorized) => (
        <Suspense fallback={<p role="status">{INBOX_TEXT.loading}</p>}>
          <AdminHomeContent
            config={config}
            serverData={serverData}
            sessionControl={session.sessionControl}
            onUnauthorized={onUnauthorized}
          />
        </Suspense>
      )}
    </AdminPage>
  );
}
