import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ServerDataContext } from '@gagyeong/contracts';
import type { SeededQueries } from '@gagyeong/contracts/server-data';
import { landingQueryOptions } from '../api/get-landing';

/**
 * A lead form's server data: the landing query, for a page that starts a visit
 * (docs/decisions/0085-server-data-handoff.md). Nothing for a page reached from this site: the
 * page then stays shareable by the host's page cache.
 */
export async function loadLandingData(context: ServerDataContext): Promise<SeededQueries | undefined> {
  if (!context.request?.landing) return undefined;
  const client = new QueryClient();
  await client.fetchQuery(landingQueryOptions(context.request));
  return dehydrate(client);
}
