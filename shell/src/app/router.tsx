import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { canonicalPath, isRedirect, ROUTES, type RouteEntry } from '@gagyeong/contracts';
import { AppLayout } from './app-layout';
import { RoutePage } from './route-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';

/**
 * One router child per entry of the contracts' route table (docs/product.md §2), then `*` → Not
 * Found. Every route is case-sensitive, as the contracts' matcher the server uses is
 * (docs/decisions/0070-route-case.md); react-router alone would match `/brand/intro` too.
 */
export function toRouteObject(route: RouteEntry): RouteObject {
  if (isRedirect(route)) {
    return { path: route.path, caseSensitive: true, element: <Navigate replace to={route.redirectTo} /> };
  }
  return { path: route.path, caseSensitive: true, element: <RoutePage route={route} /> };
}

/** A path that is a route in another letter case is replaced by the route's spelling, as the server's 301 does. */
function UnmatchedPath() {
  const { pathname, search, hash } = useLocation();
  const canonical = canonicalPath(pathname);
  return canonical ? <Navigate replace to={`${canonical}${search}${hash}`} /> : <NotFoundPage />;
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...ROUTES.map(toRouteObject), { path: '*', element: <UnmatchedPath /> }],
  },
];

/**
 * The site's routes in react-router's declarative mode, under `<BrowserRouter>` in the browser and
 * `<StaticRouter>` on the server. The site has no loaders or actions, and the shared router holds
 * only the declarative API: ≈13 KB gzip instead of the data router's ≈30 KB on every page
 * (docs/decisions/0055-browser-containers-on-webpack-federation.md). The data router's error
 * element is the boundary around the routes: "Unexpected Application Error" until the path changes.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(appRoutes)}</RouteErrorBoundary>;
}
