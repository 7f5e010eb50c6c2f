import { QueryClient } from '@tanstack/react-query';

export function createPressQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Going back from an article shows the pages already loaded at once, then refreshes them.
        staleTime: 15_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * One client for both exposed modules: list → detail → back keeps the loaded pages, and a view
 * counted on the detail page updates the list's count.
 */
export function getPressQueryClient(): QueryClient {
  shared ??= createPressQueryClient();
  return shared;
}
