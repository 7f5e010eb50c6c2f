import { serverRenderPolicy, type PageRequest, type RemoteModuleKey } from '@gagyeong/contracts';
import {
  attributionFromLanding,
  hasCampaignInfo,
  startsVisit,
  type Attribution,
} from '@gagyeong/contracts/attribution';
import { pageTab, tabHref } from '@gagyeong/contracts/page-tabs';

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
   * path: 'landing' for a direct visit's first page, whose no-JavaScript form carries its landing
   * path; with `?tab=<id>` after it for a tab of the page's own (contracts' page-tabs.ts).
   */
  readonly keep: false | { readonly variant: string };
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
 * - only pages never kept may depend on the query, but for the tab a page of the contracts'
 *   `PAGE_TABS` shows: a kept page sees its query as `?tab=<id>` or nothing, and each tab's page
 *   is kept apart (docs/architecture.md §3, "Before the scripts run").
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
  const kept = (policy === 'shared' || policy === 'per-visit') && !(landing && hasCampaignInfo(landing));
  const tab = kept ? pageTab(pathname, request.search) : undefined;
  const tabSearch = tab === undefined ? '' : tabHref('', tab);
  return {
    keep: kept ? { variant: `${landing ? 'landing' : ''}${tabSearch}` } : false,
    perPerson,
    landing,
    pageRequest: {
      search: kept ? tabSearch : request.search,
      ...(landing ? { landing } : {}),
      ...(perPerson && request.sessionCookie ? { sessionCookie: request.sessionCookie } : {}),
    },
  };
}
