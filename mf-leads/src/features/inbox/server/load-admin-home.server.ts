import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ServerDataContext } from '@gagyeong/contracts';
import { DEFAULT_IDLE_TIMEOUT_MS } from '@gagyeong/contracts/auth';
import type { SeededQueries } from '@gagyeong/contracts/server-data';
import { createVitalsApi, vitalsPeriodFromSearch, vitalsReportQueryOptions } from '../../vitals';
import { createAccessApi } from '../api/access-api';
import { apiBaseOf } from '../api/api-base';
import { periodFromSearch } from '../api/dashboard-period';
import { accessReviewsQueryOptions } from '../api/get-access-reviews';
import { leadStatsQueryOptions } from '../api/get-lead-stats';
import { notificationOverviewQueryOptions } from '../api/get-notification-overview';
import { sessionsQueryOptions } from '../api/get-sessions';
import { sessionUserQueryOptions } from '../api/get-session-user';
import { createInboxApi, type AsVisitor, type MeResult } from '../api/inbox-api';
import { createNotificationsApi } from '../api/notifications-api';

/**
 * What `/admin` loads on the server for the person whose session the request carries, with the
 * queries its components run (docs/decisions/0085-server-data-handoff.md): who is signed in, and
 * for an administrator the dashboard's figures for the period the address names, the lead
 * notifications' delivery state, real visitors' speed for the period `?vitals=` names, the
 * access-review reminder and the account's sessions. The API
 * is asked as that person, with the session cookie the host hands over for admin pages only; it
 * checks every figure again (401/403). A section of the page that loads data adds its query here.
 */
export async function loadAdminHomeData(context: ServerDataContext): Promise<SeededQueries | undefined> {
  // Firebase mode: the session lives in the browser's Firebase Auth, which the server cannot see.
  if (context.config.backend.mode !== 'local') return undefined;
  const client = new QueryClient();
  const cookie = context.request?.sessionCookie;
  const base = new URL(apiBaseOf(context.config), `${context.apiOrigin}/`).href;
  const asVisitor: AsVisitor = { headers: cookie ? { cookie } : {}, signal: context.signal };
  const api = createInboxApi(base, asVisitor);
  const session = sessionUserQueryOptions(api);
  // Without a session cookie nobody is signed in: nothing to ask.
  const nobody: MeResult = { user: null, idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS };
  const { user } = cookie ? await client.fetchQuery(session) : nobody;
  if (!cookie) client.setQueryData(session.queryKey, nobody);
  if (user?.role === 'admin') {
    const access = createAccessApi(base, asVisitor);
    await Promise.all([
      // The figures fail the page when the API gives no answer (the browser then renders it).
      client.fetchQuery(leadStatsQueryOptions(api, periodFromSearch(context.request?.search ?? ''))),
      // The other sections load in the browser when the server could not get theirs (a failed
      // query is not handed over).
      client.prefetchQuery(notificationOverviewQueryOptions(createNotificationsApi(base, asVisitor))),
      client.prefetchQuery(accessReviewsQueryOptions(access)),
      client.prefetchQuery(sessionsQueryOptions(api)),
      client.prefetchQuery(
        vitalsReportQueryOptions(
          createVitalsApi(base, asVisitor),
          vitalsPeriodFromSearch(context.request?.search ?? ''),
        ),
      ),
    ]);
  }
  return dehydrate(client);
}
