import type { ServerDataContext } from '@gagyeong/contracts';
import { cleanAttribution, knownAttribution, type Attribution } from '@gagyeong/contracts/attribution';

/** What a lead form module loads on the server: the attribution of the visit this page starts. */
export interface LandingServerData {
  readonly landing: Partial<Attribution>;
}

/**
 * A page that starts a visit carries the visit's attribution (worked out by the host from the
 * request's address and referrer) as hidden fields of its lead forms, so a form posted before the
 * script runs, or without JavaScript, sends what the script would have sent. Nothing for a page
 * reached from this site: the page then stays shareable by the host's page cache.
 */
export async function loadLandingData(context: ServerDataContext): Promise<LandingServerData | undefined> {
  const landing = context.request?.landing;
  if (!landing) return undefined;
  return { landing: knownAttribution(cleanAttribution(landing)) };
}

/** The host passes `serverData` on as `unknown`: only the shape written above is used. */
export function landingOf(serverData: unknown): Partial<Attribution> {
  if (typeof serverData !== 'object' || serverData === null || !('landing' in serverData)) return {};
  return knownAttribution(cleanAttribution(serverData.landing));
}
