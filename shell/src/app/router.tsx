import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { canonicalPath, isRedirect, ROUTES, type RouteEntry } from '@gagyeong/contracts';
import { AppLayout } from './app-layout';
import { RoutePage } from './route-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouterErrorPage } from '../features/errors/router-error-page';

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
    errorElement: <RouterErrorPage />,
    children: [...ROUTES.map(toRouteObject), { path: '*', element: <UnmatchedPath /> }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
