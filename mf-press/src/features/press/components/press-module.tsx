import { useCallback, useState, type ReactNode } from 'react';
import type { SiteConfig } from '@gagyeong/contracts';
import { loadPressBackend } from '../api/load-press-backend';
import { createPressQueryClient, getPressQueryClient } from '../query/press-query-client';
import { seedPressCache } from '../server/press-server-data';
import { PressProviders } from './press-providers';

/**
 * What each exposed module renders around its page: the shared cache and the configured backend.
 * On the server every render gets its own cache (requests never share data); in the browser both
 * modules share one. Data the server loaded (`serverData`) is in the cache before the first render.
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
    seedPressCache(client, serverData);
    return client;
  });
  return (
    <PressProviders queryClient={queryClient} getBackend={getBackend}>
      {children}
    </PressProviders>
  );
}
