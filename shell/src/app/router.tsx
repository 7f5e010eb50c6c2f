import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { isRedirect, ROUTES, type RouteEntry } from '@gagyeong/contracts';
import { AppLayout } from './app-layout';
import { RoutePage } from './route-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouterErrorPage } from '../features/errors/router-error-page';

/** One router child per entry of the contracts' route table (docs/product.md §2), then `*` → Not Found. */
export function toRouteObject(route: RouteEntry): RouteObject {
  if (isRedirect(route)) {
    return { path: route.path, element: <Navigate replace to={route.redirectTo} /> };
  }
  return { path: route.path, element: <RoutePage route={route} /> };
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouterErrorPage />,
    children: [...ROUTES.map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
