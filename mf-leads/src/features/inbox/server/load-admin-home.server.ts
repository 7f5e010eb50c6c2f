import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ServerDataContext } from '@gagyeong/contracts';
import type { SessionUser } from '@gagyeong/contracts/auth';
import type { SeededQueries } from '@gagyeong/contracts/server-data';
import { apiBaseOf } from '../api/api-base';
import { periodFromSearch } from '../api/dashboard-period';
import { leadStatsQueryOptions } from '../api/get-lead-stats';
import { sessionUserQueryOptions } from '../api/get-session-user';
import { createInboxApi } from '../api/inbox-api';

/**
 * What `/admin` loads on the server for the person whose session the request carries, with the
 * queries its components run (docs/decisions/0085-server-data-handoff.md): who is signed in, and
 * for an administrator the dashboard's figures for the period the address names. The API is asked
 * as that person, with the session cookie the host hands over for admin pages only; it checks
 * every figure again (401/403). A section of the page that loads data adds its query here.
 */
export async function loadAdminHomeData(context: ServerDataContext): Promise<SeededQueries | undefined> {
  // Firebase mode: the session lives in the browser's Firebase Auth, which the server cannot see.
  if (context.config.backend.mode !== 'local') return undefined;
  const client = new QueryClient();
  const cookie = context.request?.sessionCookie;
  const api = createInboxApi(new URL(apiBaseOf(context.config), `${context.apiOrigin}/`).href, {
    headers: cookie ? { cookie } : {},
    signal: context.signal,
  });
  const session = sessionUserQueryOptions(api);
  // Without a session cookie nobody is signed in: nothing to ask.
  const user = cookie
    ? await client.fetchQuery(session)
    : client.setQueryData<SessionUser | null>(session.queryKey, null);
  if (user?.role === 'admin') {
    await client.fetchQuery(leadStatsQueryOptions(api, periodFromSearch(context.request?.search ?? '')));
  }
  return dehydrate(client);
}
