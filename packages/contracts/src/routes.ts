import { SITE } from './site';
import type {
  BrandPage,
  BusinessGuidePage,
  ComplexGuidePage,
  FloorPlanPage,
  InteriorPage,
  LocationEnvironmentPage,
  RemoteModuleKey,
  SalesInfoPage,
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

export const PRESS_LIST_PATH = (site: string) => `/${encodeURIComponent(site)}/press`;
export const CUSTOMER_PATH = (site: string) => `/${encodeURIComponent(site)}/customer`;

/** The administrator's pages; `/admin` links the others. */
export const ADMIN_PATHS = {
  home: '/admin',
  leads: '/admin/leads',
  /** Deployment status of the remotes (served by the host once remote releases land). */
  remotes: '/admin/remotes',
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
  { path: '/Promotion/Customer', module: 'mf_leads/InterestPage' },
  { path: '/Promotion/Press', redirectTo: PRESS_LIST_PATH(SITE.slug) },
  { path: ADMIN_PATHS.home, module: 'mf_leads/AdminHome' },
  { path: ADMIN_PATHS.leads, module: 'mf_leads/LeadsInbox' },
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
 * The route's own spelling of a path that matches a route only when letter case is ignored
 * (`/brand/intro` → `/Brand/intro`; `:param` segments are kept as given, encoding included), or
 * undefined when the path already matches exactly or matches nothing. The server answers such a
 * path with a 301 to this spelling and the browser's router replaces it the same way, so one
 * address serves each page and old links typed in another case still land on it.
 */
export function canonicalPath(pathname: string): string | undefined {
  if (findRoute(pathname, false)) return undefined;
  const found = findRoute(pathname, true);
  if (!found) return undefined;
  const pattern = splitPath(found.route.path) ?? [];
  const given = pathname.replace(/\/+$/, '').slice(1).split('/');
  return '/' + pattern.map((part, i) => (part.startsWith(':') ? (given[i] ?? '') : part)).join('/');
}

function findRoute(
  pathname: string,
  ignoreCase: boolean,
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
    if (ok && (!best || score > best.score)) best = { route, params, score };
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
