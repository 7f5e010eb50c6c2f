import { QueryClient } from '@tanstack/react-query';

/**
 * The administrator's `/admin` query cache. Figures stay until the administrator asks again (조회,
 * 새로 고침); a failure is shown, not retried behind their back (the API client already repeats a
 * read that got no answer, once).
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity } },
  });
}
