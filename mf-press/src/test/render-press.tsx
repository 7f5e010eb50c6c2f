import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@gagyeong/contracts';
import { createPressQueryClient } from '../features/press/query/press-query-client';
import { PressProviders } from '../features/press/components/press-providers';
import { PressListPage } from '../features/press/components/press-list-page';
import { PressDetailPage } from '../features/press/components/press-detail-page';
import type { PressBackend } from '../features/press/api/press-backend';

export const TEST_CONFIG: SiteConfig = { ...DEFAULT_SITE_CONFIG, siteUrl: 'https://gagyeong.example.kr' };

/** Shows where the router is, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{decodeURIComponent(location.pathname)}</div>;
}

/**
 * The two press routes as the shell mounts them (its router, StrictMode in development), with a
 * fresh cache and the given backend.
 */
export function renderPress(
  backend: PressBackend,
  initialEntries: string[],
  options: { strict?: boolean; seed?: (queryClient: QueryClient) => void } = {},
) {
  const queryClient = createPressQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  options.seed?.(queryClient);
  const page = (element: React.ReactNode) => (
    <>
      {element}
      <LocationProbe />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/:site/press', element: page(<PressListPage config={TEST_CONFIG} />) },
      { path: '/:site/press/:id', element: page(<PressDetailPage config={TEST_CONFIG} />) },
      { path: '*', element: page(<p>다른 페이지</p>) },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  const tree = (
    <PressProviders queryClient={queryClient} getBackend={() => Promise.resolve(backend)}>
      <RouterProvider router={router} />
    </PressProviders>
  );
  const result = render(options.strict === false ? tree : <StrictMode>{tree}</StrictMode>);
  return { ...result, router, queryClient };
}
