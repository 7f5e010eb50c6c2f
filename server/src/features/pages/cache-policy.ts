import { serverRenderPolicy, type PageRequest, type RemoteModuleKey } from '@gagyeong/contracts';
import {
  attributionFromLanding,
  hasCampaignInfo,
  startsVisit,
  type Attribution,
} from '@gagyeong/contracts/attribution';

/** What the server knows of a page request besides its path. */
export interface PageRequestFacts {
  /** The query string: '' or '?…'. */
  readonly search: string;
  /** The Referer header. */
  readonly referer?: string;
  /** The session cookie (`name=value`), when the request carries one. */
  readonly sessionCookie?: string;
}

export interface CachePolicy {
  /**
   * Whether the rendered page may be kept in the shared page cache, and under which variant of its
   * path ('landing': a direct visit's first page, whose no-JavaScript form carries its landing path).
   */
  readonly keep: false | { readonly variant: '' | 'landing' };
  /** Rendered for the signed-in person: kept by no cache, the browser's included. */
  readonly perPerson: boolean;
  /** What the page's modules see of the request. */
  readonly pageRequest: PageRequest;
  /** The visit's attribution when this request starts a visit (hidden fields of the lead forms). */
  readonly landing: Attribution | undefined;
}

/**
 * The attribution a request stands for when it starts a visit (the rule the browser's capture
 * follows too, contracts' attribution.ts), read from the site's own address so a Host header
 * cannot change what counts as this site.
 */
function landingOf(siteUrl: string, pathname: string, request: PageRequestFacts): Attribution | undefined {
  let url: URL;
  try {
    url = new URL(siteUrl);
    url.pathname = pathname;
    url.search = request.search;
  } catch {
    return undefined;
  }
  const referrer = request.referer ?? '';
  return startsVisit(url, referrer) ? attributionFromLanding(url, referrer) : undefined;
}

/**
 * The cache-policy step, from the route's metadata (the contracts' `SERVER_RENDER_POLICY` of its
 * modules) and the request (docs/decisions/0033-campaign-attribution.md):
 * - `shared` and `per-visit` pages are kept per path and layout; a request with campaign
 *   information (utm_*, n_*, another site as referrer) is rendered for itself and never kept, and a
 *   direct visit's first page is kept apart (its no-JavaScript form carries the landing path);
 * - `per-request` pages (press) render on every request, `per-person` pages (admin) for the
 *   session's person, neither ever kept;
 * - only pages never kept may depend on the query.
 */
export function cachePolicy(
  siteUrl: string,
  pathname: string,
  modules: readonly RemoteModuleKey[],
  request: PageRequestFacts,
): CachePolicy {
  const policy = serverRenderPolicy(modules);
  const perPerson = policy === 'per-person';
  const landing = perPerson ? undefined : landingOf(siteUrl, pathname, request);
  const keep =
    (policy === 'shared' || policy === 'per-visit') && !(landing && hasCampaignInfo(landing))
      ? { variant: landing ? ('landing' as const) : ('' as const) }
      : false;
  return {
    keep,
    perPerson,
    landing,
    pageRequest: {
      search: keep ? '' : request.search,
      ...(landing ? { landing } : {}),
      ...(perPerson && request.sessionCookie ? { sessionCookie: request.sessionCookie } : {}),
    },
  };
}
