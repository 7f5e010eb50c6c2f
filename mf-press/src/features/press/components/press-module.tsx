import { useCallback, useState, type ReactNode } from 'react';
import type { SiteConfig } from '@gagyeong/contracts';
import { seedQueryCache } from '@gagyeong/contracts/server-data';
import { loadPressBackend } from '../api/load-press-backend';
import { createPressQueryClient, getPressQueryClient } from '../query/press-query-client';
import { PressProviders } from './press-providers';

/**
 * What each exposed module renders around its page: the shared cache and the configured backend.
 * On the server every render gets its own cache (requests never share data); in the browser both
 * modules share one. The queries the server ran (`serverData`, its dehydrated cache) are in the
 * cache before the first render, so the page hydrates with the same data and fetches nothing
 * again; what the cache already holds newer (a later visit in the same page) is kept.
 */
export function PressModule({
  config,
  serverData,
  children,
}: {
  readonly config: SiteConfig;
  readonly serverData?: unknown;
  readonly children: ReactNode;
}) {
  const backendConfig = config.backend;
  const getBackend = useCallback(() => loadPressBackend(backendConfig), [backendConfig]);
  const [queryClient] = useState(() => {
    const client = typeof window === 'undefined' ? createPressQueryClient() : getPressQueryClient();
    seedQueryCache(client, serverData);
    return client;
  });
  return (
    <PressProviders queryClient={queryClient} getBackend={getBackend}>
      {children}
    </PressProviders>
  );
}
