import { SITE } from './site';
import { CUSTOMER_PATH, INTEREST_PAGE_PATH, PRESS_LIST_PATH } from './site-paths';
import {
  serverRenderedModules,
  type BrandPage,
  type BusinessGuidePage,
  type ComplexGuidePage,
  type FloorPlanPage,
  type InteriorPage,
  type LocationEnvironmentPage,
  type RemoteModuleKey,
  type SalesInfoPage,
} from './remote-modules';

/**
 * The route table (docs/product.md §2), in one place: the shell builds its router from it and the server
 * reads it to answer unknown paths with HTTP 404. Each route names the remote module that renders it.
 */
interface SectionRoutes {
  'mf_marketing/Brand': BrandPage;
  'mf_marketing/BusinessGuide': BusinessGuidePage;
  'mf_marketing/SalesInfo': SalesInfoPage;
  'mf_marketing/LocationEnvironment': LocationEnvironmentPage;
  'mf_marketing/ComplexGuide': ComplexGuidePage;
  'mf_marketing/FloorPlan': FloorPlanPage;
  'mf_marketing/Interior': InteriorPage;
}
type SectionKey = keyof SectionRoutes;

export type SectionRoute = {
  [K in SectionKey]: { readonly path: string; readonly module: K; readonly page: SectionRoutes[K] };
}[SectionKey];

export interface PlainRoute {
  readonly path: string;
  readonly module: Exclude<RemoteModuleKey, SectionKey | 'mf_leads/InterestPopup' | 'mf_leads/VisitForm'>;
}

export interface RedirectRoute {
  readonly path: string;
  /** Navigates with `replace`, so the legacy path does not stay in history. */
  readonly redirectTo: string;
}

export type RouteEntry = SectionRoute | PlainRoute | RedirectRoute;

/** `/Brand/intro` style routes: the module is the first segment, the page the second. */
function section<K extends SectionKey>(module: K, pages: readonly SectionRoutes[K][]): SectionRoute[] {
  const prefix = module.slice('mf_marketing/'.length);
  return pages.map((page) => ({ path: `/${prefix}/${page}`, module, page }) as SectionRoute);
}

export { CUSTOMER_PATH, INTEREST_PAGE_PATH, PRESS_LIST_PATH };

/** The administrator's pages; `/admin` links the others. */
export const ADMIN_PATHS = {
  home: '/admin',
  leads: '/admin/leads',
  /** Deployment status of the remotes: the live map, each host's versions, the deployment log. */
  remotes: '/admin/remotes',
  /** The access records and their monthly review. */
  access: '/admin/access',
} as const;

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', module: 'mf_marketing/Home' },
  ...section('mf_marketing/Brand', ['intro', 'video']),
  ...section('mf_marketing/BusinessGuide', ['intro', 'plan', 'documents']),
  ...section('mf_marketing/SalesInfo', ['guide', 'announcement', 'SubscriptionGuide', 'StampTax']),
  ...section('mf_marketing/LocationEnvironment', ['intro', 'primium']),
  ...section('mf_marketing/ComplexGuide', ['intro', 'detailintro', 'community']),
  ...section('mf_marketing/FloorPlan', ['59A', '59B', '84A', '84B', '114A', '114B', 'videos', 'Emodel']),
  ...section('mf_marketing/Interior', ['59A', '84A', '84B']),
  { path: INTEREST_PAGE_PATH, module: 'mf_leads/InterestPage' },
  { path: '/Promotion/Press', redirectTo: PRESS_LIST_PATH(SITE.slug) },
  { path: ADMIN_PATHS.home, module: 'mf_leads/AdminHome' },
  { path: ADMIN_PATHS.leads, module: 'mf_leads/LeadsInbox' },
  { path: ADMIN_PATHS.access, module: 'mf_leads/AccessReview' },
  { path: ADMIN_PATHS.remotes, module: 'mf_leads/RemotesStatus' },
  { path: '/:site/press', module: 'mf_press/PressList' },
  { path: '/:site/press/:id', module: 'mf_press/PressDetail' },
  { path: '/:site/customer', module: 'mf_leads/CustomerPage' },
];

export function isRedirect(route: RouteEntry): route is RedirectRoute {
  return 'redirectTo' in route;
}

/**
 * Matches a decoded or percent-encoded pathname against the table the way the router ranks it:
 * static segments win over `:params`. Case-sensitive, like every route object the shell builds
 * (`caseSensitive: true`): `/brand/intro` is not `/Brand/intro` (docs/decisions/0070-route-case.md).
 * Returns the route and its params, or undefined (Not Found).
 */
export function matchRoute(pathname: string): { route: RouteEntry; params: Record<string, string> } | undefined {
  return findRoute(pathname, false);
}

/**
 * The route's own spelling of a path that names a route but is spelled otherwise: in another letter
 * case (`/brand/intro` → `/Brand/intro`; `:param` segments are kept as given, encoding included),
 * with a trailing slash (`/Brand/intro/` → `/Brand/intro`), or with static segments
 * percent-encoded. Undefined when the path is already the route's spelling or matches nothing. The
 * server answers such a path with a 301 to this spelling and the browser's router replaces a case
 * variant the same way, so one address serves each page and old links still land on it
 * (docs/decisions/0070-route-case.md, docs/decisions/0080-one-page-pipeline.md).
 */
export function canonicalPath(pathname: string): string | undefined {
  const found = findRoute(pathname, false) ?? findRoute(pathname, true);
  return found && spelledOtherwise(found.route, pathname);
}

/** `pathname` spelled the way `route` spells it, when that differs; params as given. */
function spelledOtherwise(route: RouteEntry, pathname: string): string | undefined {
  const pattern = splitPath(route.path) ?? [];
  const given = pathname.replace(/\/+$/, '').slice(1).split('/');
  const spelled = '/' + pattern.map((part, i) => (part.startsWith(':') ? (given[i] ?? '') : part)).join('/');
  return spelled === pathname ? undefined : spelled;
}

/** A route that renders a page (not a legacy redirect). */
export type PageRoute = SectionRoute | PlainRoute;

/**
 * What the site answers for a path, decided once per request (the host's page pipeline; the
 * shell's server render is handed the same answer):
 * - `page`: a route of the table, spelled its way, for this site; with the remote modules its
 *   server render loads (`serverRenderedModules`);
 * - `redirect`: a legacy path's new page, or the one spelling of a page (`canonicalPath`);
 * - `not-found`: no route, or a `:site` that is not this site's slug.
 */
export type PathAnswer =
  | {
      readonly kind: 'page';
      readonly route: PageRoute;
      readonly params: Readonly<Record<string, string>>;
      readonly modules: readonly RemoteModuleKey[];
    }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'not-found' };

const NOT_FOUND: PathAnswer = { kind: 'not-found' };

/**
 * Whether a route's params name this site: `/:site/…` pages exist for the runtime config's slug
 * only (decoded, so the percent-encoded Korean slug in either case is the same slug); any other
 * slug is Not Found rather than a copy of the site's pages.
 */
export function isKnownSite(params: Readonly<Record<string, string | undefined>>, siteSlug: string): boolean {
  return params.site === undefined || params.site === siteSlug;
}

/** What the site answers for `pathname` (decoded or percent-encoded, without the query). */
export function resolvePath(pathname: string, siteSlug: string): PathAnswer {
  // A route for another site is no route: `/promotion/press` is then the legacy press path.
  const ofThisSite = (params: Readonly<Record<string, string>>) => isKnownSite(params, siteSlug);
  const found = findRoute(pathname, false, ofThisSite) ?? findRoute(pathname, true, ofThisSite);
  if (!found) return NOT_FOUND;
  // A legacy path goes straight to its page, whatever its spelling: one redirect, not two.
  if (isRedirect(found.route)) return { kind: 'redirect', location: found.route.redirectTo };
  const canonical = spelledOtherwise(found.route, pathname);
  if (canonical !== undefined) return { kind: 'redirect', location: canonical };
  return {
    kind: 'page',
    route: found.route,
    params: found.params,
    modules: serverRenderedModules(found.route.module),
  };
}

function findRoute(
  pathname: string,
  ignoreCase: boolean,
  accept: (params: Readonly<Record<string, string>>) => boolean = () => true,
): { route: RouteEntry; params: Record<string, string> } | undefined {
  const segments = splitPath(pathname);
  if (!segments) return undefined;
  const same = ignoreCase
    ? (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
    : (a: string, b: string) => a === b;
  let best: { route: RouteEntry; params: Record<string, string>; score: number } | undefined;
  for (const route of ROUTES) {
    const pattern = splitPath(route.path) ?? [];
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const ok = pattern.every((part, i) => {
      const actual = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = actual;
        return actual.length > 0;
      }
      score += 1;
      return same(part, actual);
    });
    if (ok && accept(params) && (!best || score > best.score)) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}

function splitPath(pathname: string): string[] | undefined {
  try {
    const trimmed = pathname.replace(/\/+$/, '');
    return trimmed === ''
      ? []
      : trimmed
          .slice(1)
          .split('/')
          .map((s) => decodeURIComponent(s));
  } catch {
    return undefined; // malformed percent-encoding: no route matches
  }
}
