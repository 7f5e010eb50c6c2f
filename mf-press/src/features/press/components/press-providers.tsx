import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PressBackendProvider, type GetPressBackend } from '../hooks/use-press-backend';

/** Query cache and backend for the press pages (tests pass their own of both). */
export function PressProviders({
  queryClient,
  getBackend,
  children,
}: {
  readonly queryClient: QueryClient;
  readonly getBackend: GetPressBackend;
  readonly children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <PressBackendProvider value={getBackend}>{children}</PressBackendProvider>
    </QueryClientProvider>
  );
}
