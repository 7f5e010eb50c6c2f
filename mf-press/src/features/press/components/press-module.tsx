import { useCallback, type ReactNode } from 'react';
import type { SiteConfig } from '@gagyeong/contracts';
import { loadPressBackend } from '../api/load-press-backend';
import { getPressQueryClient } from '../query/press-query-client';
import { PressProviders } from './press-providers';

/** What each exposed module renders around its page: the shared cache and the configured backend. */
export function PressModule({ config, children }: { readonly config: SiteConfig; readonly children: ReactNode }) {
  const backendConfig = config.backend;
  const getBackend = useCallback(() => loadPressBackend(backendConfig), [backendConfig]);
  return (
    <PressProviders queryClient={getPressQueryClient()} getBackend={getBackend}>
      {children}
    </PressProviders>
  );
}
